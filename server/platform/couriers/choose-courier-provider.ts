import type { Config } from "@server/config";
import type { CourierProvider } from "./courier-provider";
import { manualCouriers } from "./manual";
import { shiprocketCouriers } from "./shiprocket";
import type { ShiprocketLog } from "./shiprocket-http";

/** Shiprocket when its settings are present (config.ts refuses a partial set), else manual. */
export function courierProviderFor(config: Config, options: { log?: ShiprocketLog } = {}): CourierProvider {
  return config.shiprocket ? shiprocketCouriers(config.shiprocket, { log: options.log }) : manualCouriers();
}

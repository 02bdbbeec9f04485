import type { Config } from "@server/config";
import type { CourierProvider } from "./courier-provider";
import { manualCouriers } from "./manual";

/** Shiprocket when its settings are present (config.ts refuses a partial set), else manual. */
export function courierProviderFor(_config: Config): CourierProvider {
  return manualCouriers();
}

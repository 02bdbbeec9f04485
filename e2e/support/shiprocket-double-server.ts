import { startShiprocketDouble } from "@server/testing/shiprocket-double";
import { shiprocketE2e } from "./shiprocket";

/**
 * Run by playwright.config.ts as a second web server: the loopback Shiprocket double the store books
 * courier parcels with in the browser tests. Its settings are fixed (shiprocket.ts), so the store's
 * SHIPROCKET_* variables are known before either process starts.
 */
const double = await startShiprocketDouble({ port: shiprocketE2e.port });
if (
  double.config.webhookToken !== shiprocketE2e.webhookToken ||
  double.config.email !== shiprocketE2e.email
) {
  throw new Error("the Shiprocket double's settings differ from e2e/support/shiprocket.ts");
}
process.stdout.write(`Shiprocket double listening on ${double.url}\n`);

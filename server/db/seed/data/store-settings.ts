import type { SeedStoreSettings } from "./seed-types";

export const storeSettings: SeedStoreSettings = {
  supportEmail: "care@mithaas.in",
  supportPhone: "+91 98220 12345",
};

import type { SeedTaxSettings } from "./seed-types";

/**
 * A made-up seller in Pune: the GSTIN passes the checksum but belongs to no one. A real shop replaces all
 * of it in Tax & invoices before its first sale (README, "Tax invoices").
 */
export const taxSettings: SeedTaxSettings = {
  legalName: "Mithaas Foods Private Limited",
  tradeName: "Mithaas",
  addressLine1: "Unit 4, Kalyani Nagar Business Park",
  addressLine2: "Kalyani Nagar",
  city: "Pune",
  pincode: "411006",
  state: "Maharashtra",
  gstin: "27AAPCM1234F1ZJ",
  invoicePrefix: "MT",
  chargesGstRate: 18,
  chargesSac: "996812",
};

import { z } from "zod";
import { taxMessages } from "./admin/catalog";
import { requiredLine } from "./admin/content-fields";
import { invoicePrefixProblem } from "./financial-year";
import { type GstRate, gstRates } from "./gst-split";
import { gstinProblem, indianStates, stateCodeOf } from "./gstin";
import { isValidPincode, pincodeMessage } from "./pincode";
import { oneLineText } from "./text";

/**
 * GST tax invoices and credit notes (issue 23, decision 0025): the seller's details staff keep, the
 * back office's view of whether invoices are being issued, and the documents' kinds and routes.
 */

export const taxDocumentKinds = ["invoice", "credit_note"] as const;
export type TaxDocumentKind = (typeof taxDocumentKinds)[number];

export const taxDocumentTitles: Record<TaxDocumentKind, string> = {
  invoice: "Tax Invoice",
  credit_note: "Credit Note",
};

/** SAC 996812: courier services, what shipping and a delivery slot's fee are billed as by default. */
export const defaultChargesSac = "996812";
export const defaultChargesRate: GstRate = 18;

const sacPattern = /^\d{6}$/;

const gstRateValue = z
  .number({ error: taxMessages.gstRate })
  .refine((rate): rate is GstRate => (gstRates as readonly number[]).includes(rate), taxMessages.gstRate);

/** PUT /api/admin/tax-settings/: the seller as every invoice prints it. All of it is required. */
export const taxSettingsInput = z
  .object({
    legal_name: requiredLine("Legal name", 120),
    trade_name: oneLineText("Trade name", 120).default(""),
    address_line1: requiredLine("Address", 120),
    address_line2: oneLineText("Address line 2", 120).default(""),
    city: requiredLine("City", 60),
    pincode: requiredLine("Pincode", 6).refine(isValidPincode, pincodeMessage),
    state: requiredLine("State", 60).refine(
      (state) => indianStates.some((known) => known.name === state),
      "Choose a state from the list",
    ),
    gstin: requiredLine("GSTIN", 15).transform((gstin) => gstin.toUpperCase()),
    invoice_prefix: requiredLine("Invoice prefix", 10).transform((prefix) => prefix.toUpperCase()),
    charges_gst_rate: gstRateValue,
    charges_sac: requiredLine("SAC for delivery charges", 6).refine(
      (sac) => sacPattern.test(sac),
      "SAC must be 6 digits",
    ),
  })
  .superRefine((input, context) => {
    const gstin = gstinProblem(input.gstin, stateCodeOf(input.state) ? input.state : undefined);
    if (gstin) context.addIssue({ code: "custom", path: ["gstin"], message: gstin });
    const prefix = invoicePrefixProblem(input.invoice_prefix);
    if (prefix) context.addIssue({ code: "custom", path: ["invoice_prefix"], message: prefix });
  });
export type TaxSettingsInput = z.infer<typeof taxSettingsInput>;

/** A paid order without an invoice, and why (the settings were not set, or a product had no HSN or rate). */
export const uninvoicedOrder = z.object({
  order_id: z.number(),
  order_number: z.string(),
  paid_at: z.string(),
  reason: z.string(),
});
export type UninvoicedOrder = z.infer<typeof uninvoicedOrder>;

/**
 * GET /api/admin/tax-settings/. `settings` is null until staff first save them; while it is, no invoice is
 * issued and `issuing` is false. `prefix_locked`: a number has been issued this financial year, so the
 * prefix cannot change until 1 April. `uninvoiced` lists the oldest paid orders still without an invoice
 * (at most 50; `uninvoiced_count` counts them all), which `POST /api/admin/invoices/issue-missing/` issues.
 */
export const adminTaxSettings = z.object({
  settings: z
    .object({
      legal_name: z.string(),
      trade_name: z.string(),
      address_line1: z.string(),
      address_line2: z.string(),
      city: z.string(),
      pincode: z.string(),
      state: z.string(),
      gstin: z.string(),
      invoice_prefix: z.string(),
      charges_gst_rate: z.number(),
      charges_sac: z.string(),
      updated_at: z.string(),
    })
    .nullable(),
  issuing: z.boolean(),
  prefix_locked: z.boolean(),
  uninvoiced_count: z.number(),
  uninvoiced: z.array(uninvoicedOrder),
});
export type AdminTaxSettings = z.infer<typeof adminTaxSettings>;

export const issueMissingResponse = z.object({ issued: z.number(), still_missing: z.number() });
export type IssueMissingResponse = z.infer<typeof issueMissingResponse>;

/** An order's documents as the back office lists them on the order. */
export const orderTaxDocument = z.object({
  kind: z.enum(taxDocumentKinds),
  number: z.string(),
  issued_on: z.string(),
  total_amount: z.string(),
});
export type OrderTaxDocument = z.infer<typeof orderTaxDocument>;

/** GET /api/admin/gst-export/?month=2026-11&report=…: one CSV of the month's GST return. */
export const gstExportReports = ["documents", "b2cs", "hsn"] as const;
export type GstExportReport = (typeof gstExportReports)[number];
export const gstExportQuery = z.object({
  month: z
    .string({ error: "Choose a month" })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Month must look like 2026-11"),
  report: z.enum(gstExportReports, { error: "report must be documents, b2cs or hsn" }),
});
export type GstExportQuery = z.infer<typeof gstExportQuery>;

export const invoiceMessages = {
  notFound: "No invoice has been issued for this order yet.",
  creditNoteNotFound: "No credit note has been issued for this order.",
  notIssuing: "Invoices are not being issued: fill in the seller's GST details in Tax settings.",
  prefixLocked:
    "The invoice prefix cannot change until 1 April: numbers have already been issued with it this financial year.",
} as const;

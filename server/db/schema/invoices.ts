import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { at, createdAt, paise, updatedAt } from "./columns";
import { orders } from "./orders";

/**
 * GST invoices and credit notes (issue 23, decision 0025). The `invoices` module owns these tables.
 */

/** The seller as invoices print it; one row, absent until staff first save it (no invoice is issued before). */
export const taxSettings = pgTable(
  "tax_settings",
  {
    id: integer("id").primaryKey().default(1),
    legalName: text("legal_name").notNull(),
    tradeName: text("trade_name").notNull().default(""),
    addressLine1: text("address_line1").notNull(),
    addressLine2: text("address_line2").notNull().default(""),
    city: text("city").notNull(),
    pincode: text("pincode").notNull(),
    state: text("state").notNull(),
    gstin: text("gstin").notNull(),
    invoicePrefix: text("invoice_prefix").notNull(),
    chargesGstRate: smallint("charges_gst_rate").notNull(),
    chargesSac: text("charges_sac").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("tax_settings_singleton", sql`${t.id} = 1`),
    check("tax_settings_gstin", sql`${t.gstin} ~ '^[0-9]{2}[A-Z0-9]{13}$'`),
    check("tax_settings_prefix", sql`${t.invoicePrefix} ~ '^[A-Z0-9]{1,2}$'`),
    check("tax_settings_charges_rate", sql`${t.chargesGstRate} in (0, 5, 12, 18, 28)`),
  ],
);

/**
 * The last number used in each series and financial year. A number is taken by one upsert in the
 * transaction that issues the document: the row lock orders concurrent issuers and a rollback hands the
 * number back, so a series has neither gaps nor duplicates (a sequence object would leave gaps).
 */
export const documentCounters = pgTable(
  "document_counters",
  {
    series: text("series").notNull(),
    financialYear: text("financial_year").notNull(),
    last: integer("last").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.series, t.financialYear] }),
    check("document_counters_series", sql`${t.series} in ('invoice', 'credit_note')`),
    check("document_counters_last", sql`${t.last} >= 1`),
  ],
);

/**
 * Issued documents, never changed (a trigger refuses UPDATE and DELETE): `document` is everything the PDF
 * prints, the other columns are what queries filter and total by.
 */
export const taxDocuments = pgTable(
  "tax_documents",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    number: text("number").notNull(),
    financialYear: text("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    refersTo: integer("refers_to").references((): AnyPgColumn => taxDocuments.id, { onDelete: "restrict" }),
    issuedAt: at("issued_at").notNull().defaultNow(),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    placeOfSupply: text("place_of_supply").notNull(),
    intraState: boolean("intra_state").notNull(),
    taxablePaise: paise("taxable_paise").notNull(),
    cgstPaise: paise("cgst_paise").notNull(),
    sgstPaise: paise("sgst_paise").notNull(),
    igstPaise: paise("igst_paise").notNull(),
    roundingPaise: paise("rounding_paise").notNull(),
    totalPaise: paise("total_paise").notNull(),
    document: jsonb("document").notNull(),
  },
  (t) => [
    uniqueIndex("tax_documents_number").on(t.number),
    uniqueIndex("tax_documents_order_kind").on(t.orderId, t.kind),
    uniqueIndex("tax_documents_series_sequence").on(t.kind, t.financialYear, t.sequence),
    index("tax_documents_issued_on").on(t.issuedOn),
    check("tax_documents_kind", sql`${t.kind} in ('invoice', 'credit_note')`),
    check("tax_documents_refers_to", sql`(${t.kind} = 'invoice') = (${t.refersTo} is null)`),
    check("tax_documents_sequence", sql`${t.sequence} >= 1`),
  ],
);

/**
 * Paid orders still owed an invoice: paid while the settings were missing or a line had no HSN code or
 * GST rate. Staff issue them from the back office once that is fixed.
 */
export const invoiceBacklog = pgTable("invoice_backlog", {
  orderId: integer("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  orderNumber: text("order_number").notNull(),
  paidAt: at("paid_at").notNull(),
  reason: text("reason").notNull(),
  createdAt: createdAt(),
});

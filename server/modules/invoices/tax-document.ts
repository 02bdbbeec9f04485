import type { GstSplit } from "@contract/gst-split";
import type { TaxDocumentKind } from "@contract/invoices";

/** An address as a document prints it: the lines in order, then city, pincode and state. */
export type DocumentAddress = {
  name: string;
  lines: string[];
  city: string;
  pincode: string;
  state: string;
  /** The GST state code of `state`, e.g. "27". */
  stateCode: string;
};

/** The seller as the tax settings named it when the document was issued. */
export type DocumentSeller = {
  legalName: string;
  /** "" when the business trades under its legal name. */
  tradeName: string;
  gstin: string;
  address: DocumentAddress;
};

/**
 * A tax invoice or credit note exactly as it was issued and stored (decision 0025). Nothing here is
 * read from the order or the settings again: a reprint is rendered from this alone, so it never changes.
 */
export type TaxDocument = {
  kind: TaxDocumentKind;
  /** "MT/26-27/000123" (an invoice) or "MTC/26-27/000007" (a credit note). */
  number: string;
  /** The India date it was issued on, "2026-11-27". */
  issuedOn: string;
  /** The financial year's label, "26-27". */
  financialYear: string;
  /** A credit note's invoice; null on an invoice. */
  refersTo: { number: string; issuedOn: string } | null;
  /** Why a credit note was issued ("Order cancelled", "Refund"); null on an invoice. */
  reason: string | null;
  orderNumber: string;
  /** When the order was placed, an India date. */
  orderDate: string;
  seller: DocumentSeller;
  /** Bill to: the customer, at the order's address (the store keeps one address per order). */
  buyer: DocumentAddress & { email: string; phone: string };
  /** Ship to: where the goods were delivered. */
  shipTo: DocumentAddress;
  /** The place of supply: the delivery address's state. */
  placeOfSupply: { code: string; name: string };
  /** Lines, totals by rate, rounding and total, all in paise (contract/gst-split.ts). */
  split: GstSplit;
  /** "Rupees One Thousand Two Hundred Only", in the Indian system (lakh, crore). */
  amountInWords: string;
};

import { indianStates } from "@contract/gstin";
import type { GstExportReport } from "@contract/invoices";
import { stringify } from "csv-stringify/sync";
import { b2csTotals, checkDocument, hsnTotals, isService, signOf } from "./gst-export-rows";
import type { TaxDocument } from "./tax-document";

/**
 * The month's GST export for the accountant's GSTR-1 (decision 0025): three CSV files from the documents
 * issued in the month, pure (the repository selects them by `issuedOn` within `monthRange`).
 *
 * - **documents**: the register, one row per invoice and credit note (invoices, then credit notes, each in
 *   number order). A credit note's figures are negative, as in a sales register, so each column's total is
 *   the month's net and matches the two summaries below.
 * - **b2cs**: GSTR-1 table 7, "taxable supplies (net of debit notes and credit notes) to unregistered
 *   persons" (Form GSTR-1, rule 59 of the CGST Rules): the shop sells only to consumers, and this assumes no
 *   inter-state invoice passes table 5's B2C-large threshold (₹1 lakh), so credit notes are netted here in
 *   the month they are issued (CDNUR, table 9B, is for notes against B2C-large invoices). Columns as the GSTN offline tool's b2cs
 *   sheet: Type OE (not through an e-commerce operator: the shop sells on its own site), Place Of Supply
 *   "29-Karnataka", Rate as the combined CGST + SGST or the IGST rate, Applicable % of Tax Rate blank (no
 *   concessional rate), Cess 0, E-Commerce GSTIN blank. The sheet has no tax columns (the tool computes
 *   tax from rate and value) and its import expects exactly its header, so none are added; the taxes are in
 *   the HSN summary and the register. Nil-rated lines (0 %) are not taxable supplies: GSTR-1 reports them
 *   in table 8 (nil rated, exempted and non-GST supplies), which this export does not produce.
 * - **hsn**: GSTR-1 table 12, B2C tab (split from B2B from the May 2025 period), columns as the offline
 *   tool's hsn sheet. UQC NOS for goods; NA with quantity 0 for services (SAC codes), the only unit the portal
 *   accepts for them. Total value = taxable value + tax. Descriptions are optional (the portal fills its own
 *   from the code); a short chapter heading is given for the chapters the shop sells.
 * Every report nets the month's credit notes, so Σ taxable value and each Σ tax agree between the register
 * and the HSN summary, and B2CS's taxable value is theirs less the nil-rated lines'.
 *
 * Format: a header row; records end in CRLF, RFC 4180's delimiter and what Excel writes (spreadsheets and
 * the offline tool read it); amounts in rupees with two decimals and no symbol or grouping ("2057.73");
 * rates as plain numbers. Dates are ISO (2026-11-27): unambiguous whatever the spreadsheet's locale, and
 * they sort as text. The register alone starts with a UTF-8 byte order mark, so Excel reads buyers' names
 * in any script; the two summaries are ASCII and go to the offline tool, whose import expects the header
 * as its first bytes. A buyer's name that a spreadsheet would run as a formula is prefixed with "'" (OWASP
 * CSV injection).
 *
 * Sources: Form GSTR-1's tables 7, 8 and 12 (taxmanagementindia.com/web/tmi_blog_details.asp?id=482543);
 * the offline tool's b2cs and hsn headers (its Excel template, scribd.com/document/631021834/gstr1-xls);
 * UQC NA for services (knowledgebase.bison.co.in/view_article.php?id=1135); nil-rated supplies in table 8
 * (vsrca.in/gst/exempt-nil-rated-zero-rated-non-gst-non-supplies-differences).
 */
export function gstExportCsv(report: GstExportReport, documents: readonly TaxDocument[]): string {
  for (const document of documents) checkDocument(document);
  switch (report) {
    case "documents":
      return csv(documentsHeader, documentRows(documents), true);
    case "b2cs":
      return csv(b2csHeader, b2csRows(documents), false);
    case "hsn":
      return csv(hsnHeader, hsnRows(documents), false);
  }
}

/** The first and last India dates of a month, "2026-11" → 2026-11-01 and 2026-11-30, both inclusive. */
export function monthRange(month: string): { from: string; to: string } {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) throw new RangeError(`Not a month: ${month}`);
  const year = Number(match[1]);
  const monthNumber = Number(match[2]);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = monthNumber === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(monthNumber) ? 30 : 31;
  return { from: `${month}-01`, to: `${month}-${days}` };
}

type Cell = string | number;

const documentsHeader = [
  "Type",
  "Number",
  "Date",
  "Order number",
  "Refers to",
  "Buyer",
  "Place of supply",
  "Taxable value",
  "CGST",
  "SGST",
  "IGST",
  "Rounding",
  "Total",
];

const b2csHeader = [
  "Type",
  "Place Of Supply",
  "Rate",
  "Applicable % of Tax Rate",
  "Taxable Value",
  "Cess Amount",
  "E-Commerce GSTIN",
];

const hsnHeader = [
  "HSN",
  "Description",
  "UQC",
  "Total Quantity",
  "Total Value",
  "Rate",
  "Taxable Value",
  "Integrated Tax Amount",
  "Central Tax Amount",
  "State/UT Tax Amount",
  "Cess Amount",
];

function documentRows(documents: readonly TaxDocument[]): Cell[][] {
  const ordered = [...documents].sort(
    (a, b) =>
      Number(a.kind !== "invoice") - Number(b.kind !== "invoice") ||
      (a.number < b.number ? -1 : a.number > b.number ? 1 : 0),
  );
  return ordered.map((document) => {
    const sign = signOf(document);
    const { split } = document;
    return [
      document.kind === "invoice" ? "Invoice" : "Credit note",
      document.number,
      document.issuedOn,
      document.orderNumber,
      document.refersTo?.number ?? "",
      notAFormula(document.buyer.name),
      placeOfSupply(document.placeOfSupply.code, document.placeOfSupply.name),
      ...[split.taxableValuePaise, split.cgstPaise, split.sgstPaise, split.igstPaise].map((paise) =>
        rupees(sign * paise),
      ),
      rupees(sign * split.roundingPaise),
      rupees(sign * split.totalPaise),
    ];
  });
}

function b2csRows(documents: readonly TaxDocument[]): Cell[][] {
  return b2csTotals(documents).map((row) => [
    "OE",
    placeOfSupply(row.stateCode, row.stateName),
    row.ratePercent,
    "",
    rupees(row.taxablePaise),
    rupees(0),
    "",
  ]);
}

function hsnRows(documents: readonly TaxDocument[]): Cell[][] {
  return hsnTotals(documents).map((row) => {
    const tax = row.igstPaise + row.cgstPaise + row.sgstPaise;
    return [
      row.hsn,
      chapterHeadings[row.hsn.slice(0, 4)] ?? chapterHeadings[row.hsn.slice(0, 2)] ?? "",
      isService(row.hsn) ? "NA" : "NOS",
      row.quantity,
      rupees(row.taxablePaise + tax),
      row.ratePercent,
      rupees(row.taxablePaise),
      rupees(row.igstPaise),
      rupees(row.cgstPaise),
      rupees(row.sgstPaise),
      rupees(0),
    ];
  });
}

/**
 * HSN chapter headings (first two digits; SAC headings by their first four) for what the shop sells,
 * shortened and without punctuation, which the offline tool refuses in a description.
 */
const chapterHeadings: Readonly<Record<string, string>> = {
  "06": "Live plants and cut flowers",
  "08": "Edible fruit and nuts",
  "18": "Cocoa and cocoa preparations",
  "19": "Preparations of cereals flour or milk and bakery products",
  "21": "Miscellaneous edible preparations",
  "34": "Soaps waxes and candles",
  "44": "Wood and articles of wood",
  "69": "Ceramic products",
  "94": "Furniture bedding and cushions",
  "95": "Toys games and sports requisites",
  "9968": "Postal and courier services",
};

/** "29-Karnataka": the code and the state's name as the portal's list spells it. */
function placeOfSupply(code: string, storedName: string): string {
  return `${code}-${indianStates.find((state) => state.code === code)?.name ?? storedName}`;
}

/** Paise as rupees with two decimals: 205742 → "2057.42", −50 → "-0.50", 0 and −0 → "0.00". */
function rupees(paise: number): string {
  const whole = Math.abs(paise);
  return `${paise < 0 ? "-" : ""}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, "0")}`;
}

function notAFormula(text: string): string {
  return /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(text) ? `'${text}` : text;
}

function csv(header: string[], rows: Cell[][], bom: boolean): string {
  return stringify([header, ...rows], { record_delimiter: "windows", bom });
}

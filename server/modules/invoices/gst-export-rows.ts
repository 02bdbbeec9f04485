import type { GstRate, SplitLine } from "@contract/gst-split";
import type { TaxDocument } from "./tax-document";

/**
 * The month's figures behind the GST export (gst-export.ts), in paise, net of credit notes: a credit note
 * counts with the opposite sign of an invoice, so each report's column totals are what the return declares.
 */

export type TaxFigures = { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number };

export type B2csTotal = { stateCode: string; stateName: string; ratePercent: GstRate; taxablePaise: number };

export type HsnTotal = TaxFigures & { hsn: string; ratePercent: GstRate; quantity: number };

/** +1 for an invoice, −1 for a credit note. */
export function signOf(document: TaxDocument): 1 | -1 {
  return document.kind === "invoice" ? 1 : -1;
}

/** SAC codes (services: shipping, a slot's fee) are the HSN codes of chapter 99. */
export function isService(hsn: string): boolean {
  return hsn.startsWith("99");
}

/**
 * A stored document whose lines do not add up to its totals is refused with a RangeError rather than
 * exported: the return would then disagree with the documents the customers hold.
 */
export function checkDocument(document: TaxDocument): void {
  const { split } = document;
  const sums = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 };
  for (const line of split.lines) {
    if (line.taxableValuePaise + line.cgstPaise + line.sgstPaise + line.igstPaise !== line.totalPaise) {
      throw new RangeError(`${document.number}: the line "${line.description}" does not add up to its total`);
    }
    sums.taxablePaise += line.taxableValuePaise;
    sums.cgstPaise += line.cgstPaise;
    sums.sgstPaise += line.sgstPaise;
    sums.igstPaise += line.igstPaise;
    sums.totalPaise += line.totalPaise;
  }
  if (
    sums.taxablePaise !== split.taxableValuePaise ||
    sums.cgstPaise !== split.cgstPaise ||
    sums.sgstPaise !== split.sgstPaise ||
    sums.igstPaise !== split.igstPaise ||
    sums.totalPaise + split.roundingPaise !== split.totalPaise
  ) {
    throw new RangeError(`${document.number}: its lines do not add up to its totals`);
  }
}

/**
 * B2CS (GSTR-1 table 7) by place of supply and rate: taxable value, charges included at their rate. Rows
 * that net to nothing are left out. Nil-rated lines (0 %, fresh flowers and plants) are left out too:
 * table 7 holds taxable supplies and nil-rated ones belong to table 8 (see gst-export.ts).
 */
export function b2csTotals(documents: readonly TaxDocument[]): B2csTotal[] {
  const rows = new Map<string, B2csTotal>();
  for (const document of documents) {
    const { code, name } = document.placeOfSupply;
    for (const line of document.split.lines) {
      if (line.ratePercent === 0) continue;
      const key = `${code}|${line.ratePercent}`;
      const row = rows.get(key) ?? {
        stateCode: code,
        stateName: name,
        ratePercent: line.ratePercent,
        taxablePaise: 0,
      };
      row.taxablePaise += signOf(document) * line.taxableValuePaise;
      rows.set(key, row);
    }
  }
  return [...rows.values()]
    .filter((row) => row.taxablePaise !== 0)
    .sort((a, b) => compareText(a.stateCode, b.stateCode) || a.ratePercent - b.ratePercent);
}

/**
 * The HSN summary (GSTR-1 table 12) by HSN or SAC and rate. Quantity counts goods only (the portal takes no
 * quantity for services); a credit note takes its quantity back only when it returns the whole invoice,
 * since a partial note credits value against the invoice's lines, not a count of goods returned. Rows in
 * which every figure nets to zero are left out.
 */
export function hsnTotals(documents: readonly TaxDocument[]): HsnTotal[] {
  const rows = new Map<string, HsnTotal>();
  for (const document of documents) {
    const sign = signOf(document);
    const countsQuantity = document.kind === "invoice" || isWholeCreditNote(document);
    for (const line of document.split.lines) {
      const key = `${line.hsn}|${line.ratePercent}`;
      const row = rows.get(key) ?? { hsn: line.hsn, ratePercent: line.ratePercent, quantity: 0, ...zero() };
      if (countsQuantity && !isService(line.hsn)) row.quantity += sign * line.quantity;
      addLine(row, line, sign);
      rows.set(key, row);
    }
  }
  return [...rows.values()]
    .filter((row) =>
      [row.quantity, row.taxablePaise, row.cgstPaise, row.sgstPaise, row.igstPaise].some(Boolean),
    )
    .sort((a, b) => compareText(a.hsn, b.hsn) || a.ratePercent - b.ratePercent);
}

/**
 * Whether a credit note returns its whole invoice, told from the note alone (its invoice may belong to an
 * earlier month's export). contract/gst-split.ts#reverseSplit copies every line of a whole refund, so each
 * line's gross is quantity × unit price; a partial note credits some line less than its total, and that
 * line's gross then falls short of quantity × unit price.
 */
function isWholeCreditNote(note: TaxDocument): boolean {
  return note.split.lines.every((line) => line.grossPaise === line.quantity * line.unitPricePaise);
}

function zero(): TaxFigures {
  return { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
}

function addLine(row: TaxFigures, line: SplitLine, sign: 1 | -1): void {
  row.taxablePaise += sign * line.taxableValuePaise;
  row.cgstPaise += sign * line.cgstPaise;
  row.sgstPaise += sign * line.sgstPaise;
  row.igstPaise += sign * line.igstPaise;
}

/** Code order, the same on every machine (no locale): state codes are two digits, HSN codes digits. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

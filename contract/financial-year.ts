import { indiaDate, isIndiaDate } from "./india-time";

/**
 * India's financial year, 1 April to 31 March by India's calendar, and the numbers of the documents issued
 * in it (issue 23). An invoice takes the next number of its series for the financial year of the moment it
 * is issued (`financialYearAt`), so each series starts again at 1 every April and stays gap-free within the
 * year; credit notes run a series of their own under `creditNotePrefix`. Pure and shared by server and web.
 */

export interface FinancialYear {
  /** 1 April, an India date. */
  start: string;
  /** 31 March of the next year. */
  end: string;
  /** "26-27" for April 2026 to March 2027, as document numbers carry it. */
  label: string;
}

function twoDigits(year: number): string {
  return String(year % 100).padStart(2, "0");
}

/** The financial year an India date falls in. */
export function financialYearOf(date: string): FinancialYear {
  if (!isIndiaDate(date)) throw new RangeError(`Not a date: ${date}`);
  const year = Number(date.slice(0, 4));
  const first = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  return {
    start: `${first}-04-01`,
    end: `${first + 1}-03-31`,
    label: `${twoDigits(first)}-${twoDigits(first + 1)}`,
  };
}

/** The financial year at an instant, by India's clock: 23:59 on 31 March is still the old year. */
export function financialYearAt(instant: Date): FinancialYear {
  return financialYearOf(indiaDate(instant));
}

/** GST allows an invoice or credit note number of at most 16 characters (Rule 46(b)). */
export const documentNumberMaxLength = 16;

const sequenceDigits = 6;
const largestSequence = 10 ** sequenceDigits - 1;

/** "/26-27/000123": what follows the prefix in every number. */
const afterPrefixLength = "/".length + "yy-yy".length + "/".length + sequenceDigits;

/** A credit note's series is its invoices' prefix with this after it: MT/26-27/000123 is refunded by MTC/26-27/000007. */
export const creditNoteMarker = "C";

/**
 * The longest invoice prefix whose credit notes still fit 16 characters. The issue's own example fixes the rest
 * of the number (13 characters), which leaves three for the credit notes' prefix and so two for the invoices'.
 */
export const invoicePrefixMaxLength = documentNumberMaxLength - afterPrefixLength - creditNoteMarker.length;

export function creditNotePrefix(invoicePrefix: string): string {
  return `${invoicePrefix}${creditNoteMarker}`;
}

const prefixPattern = /^[A-Z0-9]+$/;
const labelPattern = /^\d{2}-\d{2}$/;

/**
 * Why staff cannot use a prefix for invoice numbers, or null when they can. Capitals and digits only: GST
 * reads invoice numbers without regard to case, so "mt" would only look different from "MT".
 */
export function invoicePrefixProblem(prefix: string): string | null {
  if (prefix.length === 0) return "Invoice prefix is required";
  if (!prefixPattern.test(prefix)) return "Invoice prefix must be capital letters or digits, like MT";
  if (prefix.length > invoicePrefixMaxLength) {
    return `Invoice prefix must be at most ${invoicePrefixMaxLength} characters, so that a credit note's number like MTC/26-27/000007 stays within GST's ${documentNumberMaxLength}`;
  }
  return null;
}

/**
 * "MT/26-27/000123": the `sequence`th document of its series in the financial year labelled `fyLabel`.
 * Throws RangeError for a sequence outside 1–999999, a malformed prefix or label, or a number longer than 16.
 */
export function documentNumber(prefix: string, fyLabel: string, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > largestSequence) {
    throw new RangeError(`No document number ${sequence} in a year`);
  }
  if (!prefixPattern.test(prefix)) throw new RangeError(`Not a document prefix: ${prefix}`);
  if (!labelPattern.test(fyLabel)) throw new RangeError(`Not a financial year: ${fyLabel}`);
  const number = `${prefix}/${fyLabel}/${String(sequence).padStart(sequenceDigits, "0")}`;
  if (number.length > documentNumberMaxLength) {
    throw new RangeError(`${number} is longer than GST's ${documentNumberMaxLength} characters`);
  }
  return number;
}

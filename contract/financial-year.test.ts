import { describe, expect, it } from "vitest";
import {
  creditNotePrefix,
  documentNumber,
  documentNumberMaxLength,
  financialYearAt,
  financialYearOf,
  invoicePrefixMaxLength,
  invoicePrefixProblem,
} from "./financial-year";

describe("financialYearOf", () => {
  it.each([
    ["2026-04-01", "2026-04-01", "2027-03-31", "26-27"],
    ["2026-12-31", "2026-04-01", "2027-03-31", "26-27"],
    ["2027-01-01", "2026-04-01", "2027-03-31", "26-27"],
    ["2027-03-31", "2026-04-01", "2027-03-31", "26-27"],
    ["2027-04-01", "2027-04-01", "2028-03-31", "27-28"],
    ["2026-03-31", "2025-04-01", "2026-03-31", "25-26"],
    ["2028-02-29", "2027-04-01", "2028-03-31", "27-28"],
    ["2099-04-01", "2099-04-01", "2100-03-31", "99-00"],
    ["2100-01-15", "2099-04-01", "2100-03-31", "99-00"],
    ["2009-06-30", "2009-04-01", "2010-03-31", "09-10"],
  ])("%s is in the year %s to %s, %s", (date, start, end, label) => {
    expect(financialYearOf(date)).toEqual({ start, end, label });
  });

  it.each(["2026-02-30", "2026-4-1", "", "01-04-2026"])("refuses %j", (date) => {
    expect(() => financialYearOf(date)).toThrow(RangeError);
  });
});

describe("financialYearAt", () => {
  it.each([
    ["2027-03-31T18:29:59Z", "26-27"],
    ["2027-03-31T18:30:00Z", "27-28"],
    ["2027-04-01T00:00:00Z", "27-28"],
    ["2026-03-31T18:30:00Z", "26-27"],
  ])("%s (UTC) is in %s, by India's clock", (instant, label) => {
    expect(financialYearAt(new Date(instant)).label).toBe(label);
  });
});

describe("documentNumber", () => {
  it.each([
    ["MT", "26-27", 123, "MT/26-27/000123"],
    ["MT", "26-27", 1, "MT/26-27/000001"],
    ["M", "99-00", 999_999, "M/99-00/999999"],
    ["MTC", "26-27", 7, "MTC/26-27/000007"],
  ])("%s, %s, %i is %s", (prefix, label, sequence, number) => {
    expect(documentNumber(prefix, label, sequence)).toBe(number);
  });

  it.each([0, -1, 1_000_000, 1.5, Number.NaN])("refuses sequence %d", (sequence) => {
    expect(() => documentNumber("MT", "26-27", sequence)).toThrow(RangeError);
  });

  it.each(["", "mt", "M/T", "M T"])("refuses prefix %j", (prefix) => {
    expect(() => documentNumber(prefix, "26-27", 1)).toThrow(RangeError);
  });

  it.each(["2026-27", "26/27", "2627", ""])("refuses the year label %j", (label) => {
    expect(() => documentNumber("MT", label, 1)).toThrow(RangeError);
  });

  it("refuses a number longer than 16 characters", () => {
    expect(() => documentNumber("MTCX", "26-27", 1)).toThrow(RangeError);
  });
});

describe("invoice and credit note numbers together", () => {
  const longest = "A".repeat(invoicePrefixMaxLength);

  it("fit 16 characters for the longest prefix and the last number of a year", () => {
    expect(invoicePrefixProblem(longest)).toBeNull();
    expect(documentNumber(longest, "26-27", 999_999).length).toBeLessThanOrEqual(documentNumberMaxLength);
    expect(documentNumber(creditNotePrefix(longest), "26-27", 999_999)).toHaveLength(documentNumberMaxLength);
  });

  it("credit notes take the invoices' prefix and a C", () => {
    expect(documentNumber(creditNotePrefix("MT"), "26-27", 7)).toBe("MTC/26-27/000007");
  });

  it("a prefix one longer is refused, since its credit notes would not fit", () => {
    const tooLong = `${longest}A`;
    expect(invoicePrefixProblem(tooLong)).toBe(
      `Invoice prefix must be at most ${invoicePrefixMaxLength} characters, so that a credit note's number like MTC/26-27/000007 stays within GST's 16`,
    );
    expect(() => documentNumber(creditNotePrefix(tooLong), "26-27", 1)).toThrow(RangeError);
  });
});

describe("invoicePrefixProblem", () => {
  it.each(["MT", "M", "M2", "27"])("accepts %j", (prefix) => {
    expect(invoicePrefixProblem(prefix)).toBeNull();
  });

  it("wants a prefix", () => {
    expect(invoicePrefixProblem("")).toBe("Invoice prefix is required");
  });

  it.each(["mt", "M-", "M/", "M ", "₹"])("refuses %j", (prefix) => {
    expect(invoicePrefixProblem(prefix)).toBe("Invoice prefix must be capital letters or digits, like MT");
  });
});

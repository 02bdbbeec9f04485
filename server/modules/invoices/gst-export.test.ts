import { type ChargeLine, gstSplit, type TaxableLine } from "@contract/gst-split";
import { gstExportReports } from "@contract/invoices";
import { sampleCreditNote, sampleInvoice } from "@server/testing/tax-documents";
import { describe, expect, it } from "vitest";
import { gstExportCsv, monthRange } from "./gst-export";
import type { TaxDocument } from "./tax-document";

const goods = (
  hsn: string,
  quantity: number,
  unitPricePaise: number,
  ratePercent: 0 | 5 | 18,
): TaxableLine => ({
  description: `Goods ${hsn}`,
  hsn,
  quantity,
  unitPricePaise,
  ratePercent,
});
const shipping = (amountPaise: number): ChargeLine => ({
  description: "Delivery: Standard",
  hsn: "996812",
  amountPaise,
  ratePercent: 18,
});

/** An invoice with its own lines; intra-state ones are delivered in Maharashtra (27), others in Karnataka (29). */
function invoice(
  number: string,
  issuedOn: string,
  buyerName: string,
  intraState: boolean,
  lines: TaxableLine[],
  charges: ChargeLine[],
  totalPaidPaise: number,
): TaxDocument {
  const base = sampleInvoice({ intraState, number, issuedOn });
  return {
    ...base,
    orderNumber: `MTH${issuedOn.replaceAll("-", "").slice(2)}${number.slice(-4)}`,
    buyer: { ...base.buyer, name: buyerName },
    split: gstSplit({ lines, discountPaise: 0, charges, totalPaidPaise, intraState }),
  };
}

function creditNote(of: TaxDocument, number: string, amountPaise?: number): TaxDocument {
  return { ...sampleCreditNote(of, amountPaise), number, issuedOn: "2026-11-12" };
}

/** Rows of a CSV without quoted cells, cells split on commas. */
function table(text: string): string[][] {
  expect(text).not.toContain('"');
  return text
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter((line) => line !== "")
    .map((line) => line.split(","));
}

/** A column's amounts in paise, by its header. */
function column(rows: string[][], name: string): number[] {
  const [header = [], ...body] = rows;
  const index = header.indexOf(name);
  expect(index, name).toBeGreaterThanOrEqual(0);
  return body.map((row) => Math.round(Number(row[index]) * 100));
}

const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0);

describe("the GST export of a small month, worked by hand", () => {
  // Intra-state: katli 2 × ₹525 @ 5 % → taxable 1000.00, tax 50.00; cushion ₹1180 @ 18 % → 1000.00 and
  // 180.00; shipping ₹59.50 @ 18 % → 50.42 and 9.08 (CGST 4.54, SGST 4.54); lines ₹2289.50, paid ₹2289.
  const intra = invoice(
    "MT/26-27/000001",
    "2026-11-03",
    "Meera Iyer",
    true,
    [goods("2106", 2, 52_500, 5), goods("9404", 1, 118_000, 18)],
    [shipping(5_950)],
    228_900,
  );
  // Inter-state: truffles ₹630 @ 5 % → 600.00 and IGST 30.00; shipping ₹59 @ 18 % → 50.00 and 9.00.
  const inter = invoice(
    "MT/26-27/000002",
    "2026-11-10",
    "Aarav Sharma",
    false,
    [goods("1806", 1, 63_000, 5)],
    [shipping(5_900)],
    68_900,
  );
  const refund = creditNote(inter, "MTC/26-27/000001");
  const month = [refund, inter, intra];

  it("lists every document in number order, a credit note's figures negative", () => {
    expect(gstExportCsv("documents", month)).toBe(
      "\uFEFF" +
        "Type,Number,Date,Order number,Refers to,Buyer,Place of supply,Taxable value,CGST,SGST,IGST,Rounding,Total\r\n" +
        "Invoice,MT/26-27/000001,2026-11-03,MTH2611030001,,Meera Iyer,27-Maharashtra,2050.42,119.54,119.54,0.00,-0.50,2289.00\r\n" +
        "Invoice,MT/26-27/000002,2026-11-10,MTH2611100002,,Aarav Sharma,29-Karnataka,650.00,0.00,0.00,39.00,0.00,689.00\r\n" +
        "Credit note,MTC/26-27/000001,2026-11-12,MTH2611100002,MT/26-27/000002,Aarav Sharma,29-Karnataka,-650.00,0.00,0.00,-39.00,0.00,-689.00\r\n",
    );
  });

  it("sums B2CS by place of supply and rate, leaving out the place whose sales were all refunded", () => {
    expect(gstExportCsv("b2cs", month)).toBe(
      "Type,Place Of Supply,Rate,Applicable % of Tax Rate,Taxable Value,Cess Amount,E-Commerce GSTIN\r\n" +
        "OE,27-Maharashtra,5,,1000.00,0.00,\r\n" +
        "OE,27-Maharashtra,18,,1050.42,0.00,\r\n",
    );
  });

  it("sums the HSN summary by code and rate, services in NA with no quantity", () => {
    expect(gstExportCsv("hsn", month)).toBe(
      "HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount\r\n" +
        "2106,Miscellaneous edible preparations,NOS,2,1050.00,5,1000.00,0.00,25.00,25.00,0.00\r\n" +
        "9404,Furniture bedding and cushions,NOS,1,1180.00,18,1000.00,0.00,90.00,90.00,0.00\r\n" +
        "996812,Postal and courier services,NA,0,59.50,18,50.42,0.00,4.54,4.54,0.00\r\n",
    );
  });

  it("shows a credit note for an earlier month's invoice as a negative B2CS row", () => {
    expect(gstExportCsv("b2cs", [refund])).toBe(
      "Type,Place Of Supply,Rate,Applicable % of Tax Rate,Taxable Value,Cess Amount,E-Commerce GSTIN\r\n" +
        "OE,29-Karnataka,5,,-600.00,0.00,\r\n" +
        "OE,29-Karnataka,18,,-50.00,0.00,\r\n",
    );
  });
});

describe("the three reports reconcile", () => {
  const karnataka = sampleInvoice({ number: "MT/26-27/000123" });
  const maharashtra = sampleInvoice({ intraState: true, number: "MT/26-27/000124" });
  const another = sampleInvoice({ number: "MT/26-27/000125" });
  const month = [
    karnataka,
    maharashtra,
    another,
    creditNote(karnataka, "MTC/26-27/000007", 50_000),
    creditNote(maharashtra, "MTC/26-27/000008", 123_457),
    creditNote(another, "MTC/26-27/000009"),
  ];
  const documents = table(gstExportCsv("documents", month));
  const b2cs = table(gstExportCsv("b2cs", month));
  const hsn = table(gstExportCsv("hsn", month));
  const net = (figure: (document: TaxDocument) => number) =>
    total(month.map((document) => (document.kind === "invoice" ? 1 : -1) * figure(document)));
  const nilRated = net((document) =>
    total(
      document.split.lines.filter((line) => line.ratePercent === 0).map((line) => line.taxableValuePaise),
    ),
  );

  it("has the documents' net taxable value and taxes in the register and the HSN summary", () => {
    const expected = {
      taxable: net((document) => document.split.taxableValuePaise),
      cgst: net((document) => document.split.cgstPaise),
      sgst: net((document) => document.split.sgstPaise),
      igst: net((document) => document.split.igstPaise),
    };
    expect(expected.cgst).toBeGreaterThan(0);
    expect(expected.igst).toBeGreaterThan(0);
    expect({
      taxable: total(column(documents, "Taxable value")),
      cgst: total(column(documents, "CGST")),
      sgst: total(column(documents, "SGST")),
      igst: total(column(documents, "IGST")),
    }).toEqual(expected);
    expect({
      taxable: total(column(hsn, "Taxable Value")),
      cgst: total(column(hsn, "Central Tax Amount")),
      sgst: total(column(hsn, "State/UT Tax Amount")),
      igst: total(column(hsn, "Integrated Tax Amount")),
    }).toEqual(expected);
    expect(total(column(documents, "Total"))).toBe(net((document) => document.split.totalPaise));
  });

  it("has in B2CS the same taxable value less the nil-rated supplies, rate by rate", () => {
    expect(nilRated).toBeGreaterThan(0);
    expect(total(column(b2cs, "Taxable Value"))).toBe(total(column(hsn, "Taxable Value")) - nilRated);
    expect(b2cs.slice(1).map((row) => row[2])).not.toContain("0");
    const byRate = (rows: string[][], rateAt: number, valueName: string) => {
      const values = column(rows, valueName);
      const sums = new Map<string, number>();
      rows.slice(1).forEach((row, i) => {
        const rate = row[rateAt] ?? "";
        sums.set(rate, (sums.get(rate) ?? 0) + (values[i] ?? 0));
      });
      return sums;
    };
    const hsnByRate = byRate(hsn, 5, "Taxable Value");
    expect(hsnByRate.get("0")).toBe(nilRated);
    hsnByRate.delete("0");
    expect(byRate(b2cs, 2, "Taxable Value")).toEqual(hsnByRate);
  });

  it("takes back quantities only for a credit note returning the whole invoice", () => {
    const truffles = hsn.find((row) => row[0] === "1806");
    // Three invoices of 2 boxes each; two partial notes return value, the whole note 2 boxes.
    expect(truffles?.slice(2, 4)).toEqual(["NOS", "4"]);
    const partialOnly = table(
      gstExportCsv("hsn", [karnataka, creditNote(karnataka, "MTC/26-27/000007", 50_000)]),
    );
    expect(partialOnly.find((row) => row[0] === "1806")?.[3]).toBe("2");
  });
});

describe("a document that does not add up", () => {
  const good = sampleInvoice();
  const [first, ...rest] = good.split.lines;
  if (!first) throw new Error("the sample invoice has lines");
  const broken: Record<string, TaxDocument> = {
    "a total": { ...good, split: { ...good.split, cgstPaise: good.split.cgstPaise + 1 } },
    "a line": {
      ...good,
      split: {
        ...good.split,
        taxableValuePaise: good.split.taxableValuePaise + 1,
        lines: [{ ...first, taxableValuePaise: first.taxableValuePaise + 1 }, ...rest],
      },
    },
    "the rounding": { ...good, split: { ...good.split, totalPaise: good.split.totalPaise + 1 } },
  };

  it.each(Object.keys(broken))("is refused in every report when %s is off", (what) => {
    const document = broken[what];
    if (!document) throw new Error(what);
    for (const report of gstExportReports) {
      expect(() => gstExportCsv(report, [good, document])).toThrow(RangeError);
    }
    expect(() => gstExportCsv("documents", [good])).not.toThrow();
  });
});

describe("text in the register", () => {
  it("quotes a buyer's name holding a comma or a quote", () => {
    const document = {
      ...sampleInvoice(),
      buyer: { ...sampleInvoice().buyer, name: 'Sharma, "Bunty" & Sons' },
    };
    const [, row] = gstExportCsv("documents", [document]).split("\r\n");
    expect(row).toContain(',"Sharma, ""Bunty"" & Sons",29-Karnataka,');
  });

  it("keeps a spreadsheet from running a buyer's name as a formula", () => {
    const document = { ...sampleInvoice(), buyer: { ...sampleInvoice().buyer, name: "=1+2" } };
    const [, row] = gstExportCsv("documents", [document]).split("\r\n");
    expect(row).toContain(",'=1+2,");
  });

  it("writes only a header for a month without documents", () => {
    expect(gstExportCsv("b2cs", [])).toBe(
      "Type,Place Of Supply,Rate,Applicable % of Tax Rate,Taxable Value,Cess Amount,E-Commerce GSTIN\r\n",
    );
  });
});

describe("monthRange", () => {
  it.each([
    ["2026-11", "2026-11-01", "2026-11-30"],
    ["2026-12", "2026-12-01", "2026-12-31"],
    ["2027-01", "2027-01-01", "2027-01-31"],
    ["2027-02", "2027-02-01", "2027-02-28"],
    ["2028-02", "2028-02-01", "2028-02-29"],
    ["2100-02", "2100-02-01", "2100-02-28"],
    ["2000-02", "2000-02-01", "2000-02-29"],
  ])("%s runs from %s to %s", (month, from, to) => {
    expect(monthRange(month)).toEqual({ from, to });
  });

  it.each(["2026-13", "2026-00", "2026-1", "26-11", "2026-11-01"])("refuses %s", (month) => {
    expect(() => monthRange(month)).toThrow(RangeError);
  });
});

import { rupeesInWords } from "@contract/amount-in-words";
import { gstSplit, type TaxableLine } from "@contract/gst-split";
import type { TaxDocument } from "@server/modules/invoices/tax-document";
import { readPdf } from "@server/testing/read-pdf";
import { sampleCharges, sampleCreditNote, sampleGoods, sampleInvoice } from "@server/testing/tax-documents";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { documentRupees, renderTaxDocumentPdf } from "./tax-document-pdf";

function occurrences(text: string, part: string): number {
  return text.split(part).length - 1;
}

/** Every figure of the split a reader checks: each line's values and taxes, each rate's, the totals. */
function expectFigures(text: string, document: TaxDocument): void {
  const { split } = document;
  const figures = [
    ...split.lines.flatMap((line) => [
      line.taxableValuePaise,
      line.cgstPaise,
      line.sgstPaise,
      line.igstPaise,
      line.totalPaise,
    ]),
    ...split.byRate.flatMap((rate) => [
      rate.taxableValuePaise,
      rate.cgstPaise,
      rate.sgstPaise,
      rate.igstPaise,
    ]),
    split.taxableValuePaise,
    split.cgstPaise,
    split.sgstPaise,
    split.igstPaise,
  ];
  for (const paise of figures) expect(text).toContain(documentRupees(paise));
  for (const line of split.lines) expect(text).toContain(line.description);
}

function manyLines(count: number): TaxDocument {
  const invoice = sampleInvoice();
  const goods: TaxableLine[] = Array.from({ length: count - sampleCharges.length }, (_, i) => ({
    description: `Assorted Mithai Box #${String(i + 1).padStart(2, "0")} with Kaju Katli, Soan Papdi and Motichoor Ladoo`,
    hsn: "2106",
    quantity: 1 + (i % 3),
    unitPricePaise: 45_000 + i * 1_000,
    ratePercent: 5,
  }));
  const gross =
    goods.reduce((sum, line) => sum + line.quantity * line.unitPricePaise, 0) +
    sampleCharges.reduce((sum, charge) => sum + charge.amountPaise, 0);
  const split = gstSplit({
    lines: goods,
    discountPaise: 0,
    charges: sampleCharges,
    totalPaidPaise: Math.floor(gross / 100) * 100,
    intraState: false,
  });
  return { ...invoice, split, amountInWords: rupeesInWords(split.totalPaise) };
}

describe("the tax document PDF", () => {
  it("prints an inter-state invoice with IGST and every figure of its split", async () => {
    const invoice = sampleInvoice();
    const { text, pages, sizes } = await readPdf(await renderTaxDocumentPdf(invoice));

    expect(sizes).toEqual([{ width: 595.28, height: 841.89 }]);
    for (const part of [
      "Tax Invoice",
      "MT/26-27/000123",
      "27 Nov 2026",
      "MTH2611270042",
      "GSTIN: 27AAPCM1234F1ZJ",
      "Mithaas Foods Private Limited",
      "Aarav Sharma",
      "Place of supply: Karnataka (29)",
      "Rounding −₹0.01",
      "Total ₹3,743.00",
      "Amount in words: Rupees Three Thousand Seven Hundred Forty-Three Only",
      "This is a computer-generated document and needs no signature.",
      "Prices include GST.",
      "Supply meant for a consumer (B2C)",
      "Page 1 of 1",
    ]) {
      expect(text).toContain(part);
    }
    expect(pages).toHaveLength(1);
    expectFigures(text, invoice);
    expect(text).toContain("₹2,057.73");
    expect(text).toContain("IGST");
    expect(text).not.toContain("CGST");
    expect(text).not.toContain("SGST");
  });

  it("prints an intra-state invoice with CGST and SGST at half the rate each, and no IGST", async () => {
    const invoice = sampleInvoice({ intraState: true });
    const { text } = await readPdf(await renderTaxDocumentPdf(invoice));

    expect(text).toContain("Place of supply: Maharashtra (27)");
    expectFigures(text, invoice);
    expect(text).toContain("CGST");
    expect(text).toContain("SGST");
    expect(text).toContain("2.5%");
    expect(text).not.toContain("IGST");
  });

  it("prints a credit note against its invoice, with the reason and the amount credited", async () => {
    const note = sampleCreditNote();
    const { text } = await readPdf(await renderTaxDocumentPdf(note));

    for (const part of [
      "Credit Note",
      "MTC/26-27/000007",
      "29 Nov 2026",
      "Against invoice MT/26-27/000123 dated 27 Nov 2026",
      "Reason: Order cancelled",
      "₹3,743.00",
      note.amountInWords,
    ]) {
      expect(text).toContain(part);
    }
    expectFigures(text, note);
    expect(text).not.toContain("Tax Invoice");
    expect(text).not.toContain("(B2C)");
  });

  it("shows a zero rounding as ₹0.00 on a partial credit note", async () => {
    const note = sampleCreditNote(sampleInvoice(), 100_000);
    const { text } = await readPdf(await renderTaxDocumentPdf(note));

    expect(text).toContain("Rounding ₹0.00");
    expect(text).toContain("₹1,000.00");
    expectFigures(text, note);
  });

  it("runs 40 lines onto further pages, the table header repeated and every line printed once", async () => {
    const document = manyLines(40);
    const { pages, text } = await readPdf(await renderTaxDocumentPdf(document));

    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    const second = pages[1] ?? "";
    expect(second).toContain("MT/26-27/000123 (continued)");
    for (const header of ["Description", "HSN/ SAC", "Taxable value", "IGST"]) {
      expect(second).toContain(header);
    }
    for (const line of document.split.lines) expect(occurrences(text, line.description)).toBe(1);
    expect(text).toContain(documentRupees(document.split.totalPaise));
  });

  it("embeds Noto Sans, names the document and renders the same bytes every time", async () => {
    const first = await renderTaxDocumentPdf(sampleInvoice());
    const second = await renderTaxDocumentPdf(sampleInvoice());
    const raw = first.toString("latin1");

    expect(first.equals(second)).toBe(true);
    expect(raw).toContain("NotoSans-Regular");
    expect(raw).not.toContain("Helvetica");
    const pdf = await getDocument({
      data: new Uint8Array(first),
      useSystemFonts: false,
      disableFontFace: true,
    }).promise;
    const { info } = await pdf.getMetadata();
    await pdf.destroy();
    // Midnight of 27 Nov 2026 in India is 18:30 on the 26th in UTC.
    expect(info).toMatchObject({
      Title: "Tax Invoice MT/26-27/000123",
      Author: "Mithaas Foods Private Limited",
      CreationDate: "D:20261126183000Z",
    });
  });

  it("keeps a two-line column header inside the header band when the column is as wide as its longest word", async () => {
    const [first] = sampleGoods;
    if (!first) throw new Error("no sample goods");
    const line = { ...first, quantity: 1, unitPricePaise: 99_900 };
    const split = gstSplit({
      lines: [line],
      discountPaise: 0,
      charges: [],
      totalPaidPaise: 99_900,
      intraState: true,
    });
    const pdf = await getDocument({
      data: new Uint8Array(await renderTaxDocumentPdf({ ...sampleInvoice({ intraState: true }), split })),
      useSystemFonts: false,
      disableFontFace: true,
    }).promise;
    const items = (await (await pdf.getPage(1)).getTextContent()).items.flatMap((item) =>
      "str" in item ? [{ text: item.str, y: item.transform[5] as number }] : [],
    );
    await pdf.destroy();
    const yOf = (text: string) => items.find((item) => item.text === text)?.y ?? Number.NaN;
    // Every header's last line sits on the band's last line (beside "Qty"), its first line right above it.
    expect(yOf("SAC")).toBeCloseTo(yOf("Qty"), 1);
    expect(yOf("value")).toBeCloseTo(yOf("Qty"), 1);
    expect(yOf("HSN/")).toBeCloseTo(yOf("Unit"), 1);
    expect(yOf("Taxable")).toBeCloseTo(yOf("Unit"), 1);
  });
});

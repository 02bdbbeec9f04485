import {
  drawStack,
  drawTable,
  type PageFlow,
  placeTable,
  stackHeight,
  type TextLine,
  tableHeight,
} from "@server/platform/pdf/pdf-layout";
import type { DocumentAddress, TaxDocument } from "./tax-document";
import {
  bold,
  colors,
  contentWidth,
  documentDate,
  documentRupees,
  line,
  margin,
  pageWidth,
  regular,
  rule,
} from "./tax-document-look";
import { summaryTable, taxAmounts, taxNames } from "./tax-document-tables";

/**
 * The blocks of a tax document's first page around its line table: the seller's band, the parties and
 * place of supply above it, the totals below. Each takes the y to start at and returns the y it ended at.
 */

function addressLines(address: DocumentAddress): TextLine[] {
  return [
    ...address.lines.map((text) => line(text)),
    line(`${address.city} – ${address.pincode}`),
    line(`${address.state} (${address.stateCode})`),
  ];
}

/** A party's block: the small capitals label, the name, the address, then any contact lines. */
function party(label: string, address: DocumentAddress, contact: string[] = []): TextLine[] {
  return [
    line(label.toUpperCase(), { font: bold, size: 7, color: colors.muted, gap: 3 }),
    line(address.name, { font: bold, size: 9.5, gap: 1 }),
    ...addressLines(address),
    ...contact.map((text) => line(text)),
  ];
}

export function drawHeaderBand(doc: PDFKit.PDFDocument, document: TaxDocument, title: string): number {
  const { seller } = document;
  const sellerLines = [
    ...(seller.tradeName
      ? [line(seller.tradeName, { font: bold, size: 20, color: colors.accent, gap: 2 })]
      : []),
    line(seller.legalName, { font: bold, size: seller.tradeName ? 9.5 : 14, gap: 2 }),
    ...addressLines(seller.address),
    line(`GSTIN: ${seller.gstin}`, { font: bold }),
  ];
  const meta: [string, string][] = [
    [document.kind === "invoice" ? "Invoice no." : "Credit note no.", document.number],
    ["Date", documentDate(document.issuedOn)],
    ["Order no.", document.orderNumber],
    ["Order date", documentDate(document.orderDate)],
  ];
  const sellerWidth = contentWidth * 0.55;
  const metaWidth = 210;
  const metaLeft = pageWidth - margin - metaWidth;
  const titleLine = [line(title, { font: bold, size: 20, color: colors.accent, gap: 8 })];
  const metaHeight = stackHeight(doc, titleLine, metaWidth) + meta.length * 13;
  const bandBottom = margin + Math.max(stackHeight(doc, sellerLines, sellerWidth), metaHeight) + 20;

  doc.rect(0, 0, pageWidth, bandBottom).fill(colors.band);
  doc.rect(0, 0, pageWidth, 5).fill(colors.accent);
  drawStack(doc, sellerLines, { x: margin, y: margin, width: sellerWidth });
  let y = drawStack(doc, titleLine, { x: metaLeft, y: margin, width: metaWidth, align: "right" });
  for (const [name, value] of meta) {
    doc.font(regular).fontSize(8.5).fillColor(colors.muted).text(name, metaLeft, y, { width: 90 });
    doc.font(bold).fillColor(colors.ink).text(value, metaLeft, y, { width: metaWidth, align: "right" });
    y += 13;
  }
  return bandBottom;
}

/** A credit note's invoice and reason, then bill to and ship to, then the place of supply. */
export function drawParties(doc: PDFKit.PDFDocument, document: TaxDocument, top: number): number {
  let y = top;
  if (document.refersTo) {
    const dated = documentDate(document.refersTo.issuedOn);
    const reference = [
      line(`Against invoice ${document.refersTo.number} dated ${dated}`, { font: bold, size: 9 }),
      ...(document.reason ? [line(`Reason: ${document.reason}`, { size: 9 })] : []),
    ];
    const height = stackHeight(doc, reference, contentWidth - 24) + 16;
    doc.rect(margin, y, contentWidth, height).fill(colors.headerFill);
    doc.rect(margin, y, 3, height).fill(colors.accent);
    drawStack(doc, reference, { x: margin + 14, y: y + 8, width: contentWidth - 24 });
    y += height + 16;
  }
  const { buyer } = document;
  const width = (contentWidth - 24) / 2;
  const billTo = party("Bill to", buyer, [`Phone: ${buyer.phone}`, `E-mail: ${buyer.email}`]);
  const strip = Math.max(
    drawStack(doc, billTo, { x: margin, y, width }),
    drawStack(doc, party("Ship to", document.shipTo), { x: margin + width + 24, y, width }),
  );
  rule(doc, strip + 10);
  const place = `Place of supply: ${document.placeOfSupply.name} (${document.placeOfSupply.code})`;
  doc
    .font(bold)
    .fontSize(8.5)
    .fillColor(colors.ink)
    .text(place, margin, strip + 16, { width: contentWidth });
  doc.font(regular).fillColor(colors.muted);
  doc.text("Tax payable on reverse charge: No", margin, strip + 16, { width: contentWidth, align: "right" });
  rule(doc, strip + 34);
  return strip + 34;
}

/** The tax summary beside the totals, then the amount in words: kept together on one page. */
export function drawTotals(
  doc: PDFKit.PDFDocument,
  document: TaxDocument,
  top: number,
  flow: PageFlow,
): void {
  const { split } = document;
  const totalsWidth = 200;
  const totalsLeft = pageWidth - margin - totalsWidth;
  const summaryWidth = contentWidth - totalsWidth - 36;
  const summary = placeTable(doc, summaryTable(split), margin, summaryWidth);
  const taxes = taxAmounts(split.intraState, split);
  const totals: [string, string][] = [
    ["Taxable value", documentRupees(split.taxableValuePaise)],
    ...taxNames(split.intraState).map((name, i): [string, string] => [name, taxes[i] ?? ""]),
    ["Rounding", documentRupees(split.roundingPaise)],
  ];
  const summaryTitle = [line("Tax summary", { font: bold, size: 9, color: colors.accent, gap: 4 })];
  const words = [line(`Amount in words: ${document.amountInWords}`, { font: bold })];
  const summaryHeight = stackHeight(doc, summaryTitle, summaryWidth) + tableHeight(doc, summary);
  const wordsHeight = stackHeight(doc, words, contentWidth - 20);
  const blockHeight = Math.max(summaryHeight, totals.length * 15 + 30) + wordsHeight + 34;
  const y = top + blockHeight > flow.bottom ? flow.nextPage() : top;

  const tableTop = drawStack(doc, summaryTitle, { x: margin, y, width: summaryWidth });
  const summaryBottom = drawTable(doc, summary, tableTop, flow);
  let row = y;
  for (const [name, value] of totals) {
    doc.font(regular).fontSize(9).fillColor(colors.muted).text(name, totalsLeft, row, { width: totalsWidth });
    doc.fillColor(colors.ink).text(value, totalsLeft, row, { width: totalsWidth, align: "right" });
    row += 15;
  }
  doc.rect(totalsLeft - 8, row + 2, totalsWidth + 8, 24).fill(colors.headerFill);
  const totalName = document.kind === "invoice" ? "Total" : "Total credited";
  doc
    .font(bold)
    .fontSize(11)
    .fillColor(colors.accent)
    .text(totalName, totalsLeft, row + 8, { width: 100 });
  doc.text(documentRupees(split.totalPaise), totalsLeft, row + 8, { width: totalsWidth - 4, align: "right" });

  const wordsTop = Math.max(summaryBottom, row + 26) + 14;
  doc
    .rect(margin, wordsTop, contentWidth, wordsHeight + 14)
    .lineWidth(0.5)
    .stroke(colors.rule);
  drawStack(doc, words, { x: margin + 10, y: wordsTop + 7, width: contentWidth - 20 });
}

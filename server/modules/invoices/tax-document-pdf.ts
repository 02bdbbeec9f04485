import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { GstSplit } from "@contract/gst-split";
import { indiaInstant, shortDayText } from "@contract/india-time";
import { taxDocumentTitles } from "@contract/invoices";
import { formatInr } from "@contract/money";
import PDFDocument from "pdfkit";
import {
  drawStack,
  drawTable,
  type PageFlow,
  placeTable,
  stackHeight,
  type Table,
  type TableColumn,
  type TextLine,
  tableHeight,
} from "./pdf-layout";
import type { DocumentAddress, TaxDocument } from "./tax-document";

/**
 * A tax invoice or credit note as an A4 PDF (decision 0025, PDF), drawn only from the stored document so
 * a reprint shows what was issued. Noto Sans is embedded because pdfkit's built-in Helvetica has no ₹.
 */

const margin = 40;
const pageWidth = 595.28;
const pageHeight = 841.89;
const contentWidth = pageWidth - 2 * margin;
const footerTop = pageHeight - margin - 24;
const contentBottom = footerTop - 14;

const colors = {
  ink: "#24120b",
  muted: "#6f5a4d",
  accent: "#3b1f14",
  band: "#fbf6f2",
  headerFill: "#f5ebe3",
  rule: "#e2cdbd",
};

const regular = "NotoSans";
const bold = "NotoSans-Bold";

const require = createRequire(import.meta.url);
let fontBytes: { regular: Buffer; bold: Buffer } | undefined;

/** Read once per process: every document embeds a subset of the same two files. */
function notoSans(): { regular: Buffer; bold: Buffer } {
  fontBytes ??= {
    regular: readFileSync(require.resolve("@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf")),
    bold: readFileSync(require.resolve("@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf")),
  };
  return fontBytes;
}

/**
 * Paise as a document prints them: always with paise ("₹3,743.00") and a true minus ("−₹0.01"), through
 * the one ₹ formatter.
 */
export function documentRupees(paise: number): string {
  const shown = formatInr(Math.abs(paise));
  return `${paise < 0 ? "−" : ""}${paise % 100 === 0 ? `${shown}.00` : shown}`;
}

/** "2026-11-27" → "27 Nov 2026", with the month names India time already uses. */
export function documentDate(date: string): string {
  return `${shortDayText(date).split(" ").slice(1).join(" ")} ${date.slice(0, 4)}`;
}

export function renderTaxDocumentPdf(document: TaxDocument): Promise<Buffer> {
  const title = taxDocumentTitles[document.kind];
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: margin, bottom: 0, left: margin, right: margin },
    bufferPages: true,
    displayTitle: true,
    lang: "en-IN",
    // Fixed from the document, so one document always renders the same bytes.
    info: {
      Title: `${title} ${document.number}`,
      Author: document.seller.legalName,
      CreationDate: indiaInstant(document.issuedOn, 0),
    },
  });
  const fonts = notoSans();
  doc.registerFont(regular, fonts.regular);
  doc.registerFont(bold, fonts.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const flow: PageFlow = {
    bottom: contentBottom,
    nextPage: () => {
      doc.addPage();
      return drawContinuation(doc, document, title);
    },
  };
  let y = drawHeaderBand(doc, document, title);
  y = drawParties(doc, document, y + 16);
  y = drawTable(doc, placeTable(doc, lineTable(document.split), margin, contentWidth), y + 14, flow);
  drawTotals(doc, document, y + 16, flow);
  drawFooters(doc, document);
  doc.end();
  return done;
}

type Style = Partial<Omit<TextLine, "text">>;

/** A line of body text unless `style` says otherwise. */
function line(text: string, style: Style = {}): TextLine {
  return { text, font: regular, size: 8.5, color: colors.ink, ...style };
}

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

function drawHeaderBand(doc: PDFKit.PDFDocument, document: TaxDocument, title: string): number {
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
function drawParties(doc: PDFKit.PDFDocument, document: TaxDocument, top: number): number {
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

function rule(doc: PDFKit.PDFDocument, y: number): void {
  doc
    .moveTo(margin, y)
    .lineTo(pageWidth - margin, y)
    .lineWidth(0.5)
    .stroke(colors.rule);
}

const tableLook = {
  font: regular,
  boldFont: bold,
  fontSize: 8,
  padX: 3.5,
  padY: 4,
  color: colors.ink,
  headerColor: colors.accent,
  headerFill: colors.headerFill,
  ruleColor: colors.rule,
};

type TaxFigures = { cgstPaise: number; sgstPaise: number; igstPaise: number };

/** CGST and SGST within the seller's state, else IGST: the names. */
function taxNames(intraState: boolean): string[] {
  return intraState ? ["CGST", "SGST"] : ["IGST"];
}

/** …and the amounts, in the same order. */
function taxAmounts(intraState: boolean, figures: TaxFigures): string[] {
  const paise = intraState ? [figures.cgstPaise, figures.sgstPaise] : [figures.igstPaise];
  return paise.map(documentRupees);
}

function lineTable(split: GstSplit): Table {
  const { intraState } = split;
  const taxColumns = taxNames(intraState).flatMap((group): TableColumn[] => [
    { header: ["Rate"], group, align: "right" },
    { header: ["Amount"], group, align: "right" },
  ]);
  const columns: TableColumn[] = [
    { header: ["#"], align: "right" },
    { header: ["Description"], align: "left", flexible: true },
    { header: ["HSN/", "SAC"], align: "left" },
    { header: ["Qty"], align: "right" },
    { header: ["Unit", "price"], align: "right" },
    { header: ["Discount"], align: "right" },
    { header: ["Taxable", "value"], align: "right" },
    ...taxColumns,
    { header: ["Total"], align: "right" },
  ];
  const rows = split.lines.map((item, i) => {
    // Each of CGST and SGST is charged at half the rate.
    const rate = `${intraState ? item.ratePercent / 2 : item.ratePercent}%`;
    return [
      String(i + 1),
      item.description,
      item.hsn,
      String(item.quantity),
      ...[item.unitPricePaise, item.discountPaise, item.taxableValuePaise].map(documentRupees),
      ...taxAmounts(intraState, item).flatMap((amount) => [rate, amount]),
      documentRupees(item.totalPaise),
    ];
  });
  return { columns, rows, look: tableLook };
}

function summaryTable(split: GstSplit): Table {
  const columns: TableColumn[] = [
    { header: ["GST rate"], align: "left", flexible: true },
    { header: ["Taxable value"], align: "right" },
    ...taxNames(split.intraState).map((name): TableColumn => ({ header: [name], align: "right" })),
  ];
  const rows = split.byRate.map((rate) => [
    `${rate.ratePercent}%`,
    documentRupees(rate.taxableValuePaise),
    ...taxAmounts(split.intraState, rate),
  ]);
  return { columns, rows, look: tableLook };
}

/** The tax summary beside the totals, then the amount in words: kept together on one page. */
function drawTotals(doc: PDFKit.PDFDocument, document: TaxDocument, top: number, flow: PageFlow): void {
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

function drawContinuation(doc: PDFKit.PDFDocument, document: TaxDocument, title: string): number {
  const name = document.seller.tradeName || document.seller.legalName;
  doc.rect(0, 0, pageWidth, 5).fill(colors.accent);
  doc.font(bold).fontSize(9).fillColor(colors.accent);
  doc.text(`${name} · ${title} ${document.number} (continued)`, margin, margin, { width: contentWidth });
  rule(doc, margin + 18);
  return margin + 28;
}

function drawFooters(doc: PDFKit.PDFDocument, document: TaxDocument): void {
  const notes = [
    "This is a computer-generated document and needs no signature.",
    `Prices include GST.${document.kind === "invoice" ? " Supply meant for a consumer (B2C)." : ""}`,
  ].join("\n");
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    rule(doc, footerTop);
    doc.font(regular).fontSize(7).fillColor(colors.muted);
    doc.text(notes, margin, footerTop + 6, { width: contentWidth - 80 });
    const page = `Page ${i - start + 1} of ${count}`;
    doc.text(page, margin, footerTop + 6, { width: contentWidth, align: "right" });
  }
}

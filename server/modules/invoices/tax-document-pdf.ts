import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { indiaInstant } from "@contract/india-time";
import { taxDocumentTitles } from "@contract/invoices";
import PDFDocument from "pdfkit";
import { drawTable, type PageFlow, placeTable } from "./pdf-layout";
import type { TaxDocument } from "./tax-document";
import { drawHeaderBand, drawParties, drawTotals } from "./tax-document-blocks";
import {
  bold,
  colors,
  contentBottom,
  contentWidth,
  footerTop,
  margin,
  pageWidth,
  regular,
  rule,
} from "./tax-document-look";
import { lineTable } from "./tax-document-tables";

export { documentDate, documentRupees } from "./tax-document-look";

/**
 * A tax invoice or credit note as an A4 PDF (decision 0025, PDF), drawn only from the stored document so
 * a reprint shows what was issued. Noto Sans is embedded because pdfkit's built-in Helvetica has no ₹.
 */

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

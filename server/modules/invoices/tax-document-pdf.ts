import { indiaInstant } from "@contract/india-time";
import { taxDocumentTitles } from "@contract/invoices";
import { registerNotoSans } from "@server/platform/pdf/noto-sans";
import { pdfBytes } from "@server/platform/pdf/pdf-bytes";
import { drawTable, type PageFlow, placeTable } from "@server/platform/pdf/pdf-layout";
import PDFDocument from "pdfkit";
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
  registerNotoSans(doc);
  const done = pdfBytes(doc);

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

import { promisedSlotText } from "@contract/delivery-slots";
import type { PackingSlip } from "@server/modules/orders/packing-slip.service";
import { notoSans, registerNotoSans } from "@server/platform/pdf/noto-sans";
import { pdfBytes } from "@server/platform/pdf/pdf-bytes";
import {
  drawStack,
  drawTable,
  type PageFlow,
  placeTable,
  stackHeight,
  type Table,
  type TextLine,
} from "@server/platform/pdf/pdf-layout";
import PDFDocument from "pdfkit";

/**
 * Orders' packing slips as one A4 PDF (decision 27), each printed before its courier label: the order
 * number, what goes in the parcel with its personalisation, where it goes, and the gift card to tuck
 * in. No price anywhere, since the slip travels with the gift (decision 24). One document for all of
 * them, because embedding Noto Sans costs far more than drawing a page; `pages` says which pages
 * (from 0) are each slip's, in the order given, for the merge to place its label after them.
 */

const margin = 40;
const pageWidth = 595.28;
const pageHeight = 841.89;
const contentWidth = pageWidth - 2 * margin;
const contentBottom = pageHeight - margin;
const colors = { ink: "#24120b", muted: "#6f5a4d", accent: "#3b1f14", fill: "#f5ebe3", rule: "#e2cdbd" };
const { regular, bold } = notoSans;

const line = (text: string, style: Partial<Omit<TextLine, "text">> = {}): TextLine => ({
  text,
  font: regular,
  size: 10,
  color: colors.ink,
  ...style,
});
const label = (text: string) =>
  line(text.toUpperCase(), { font: bold, size: 7.5, color: colors.muted, gap: 3 });

export async function renderPackingSlipsPdf(
  slips: PackingSlip[],
): Promise<{ pdf: Buffer; pages: number[][] }> {
  // Title and language are the merged file's to carry: the merge starts a new document.
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: margin, bottom: 0, left: margin, right: margin },
  });
  registerNotoSans(doc);
  const done = pdfBytes(doc);
  // The first page exists before anyone can listen for it.
  let pageCount = 1;
  doc.on("pageAdded", () => {
    pageCount += 1;
  });
  const pages = slips.map((slip, i) => {
    if (i > 0) doc.addPage();
    const first = pageCount - 1;
    drawSlip(doc, slip);
    return Array.from({ length: pageCount - first }, (_, n) => first + n);
  });
  doc.end();
  return { pdf: await done, pages };
}

function drawSlip(doc: PDFKit.PDFDocument, slip: PackingSlip): void {
  const flow: PageFlow = {
    bottom: contentBottom,
    nextPage: () => {
      doc.addPage();
      const continued = [
        line(`Packing slip #${slip.orderNumber} (continued)`, { font: bold, size: 9, color: colors.accent }),
      ];
      return drawStack(doc, continued, { x: margin, y: margin, width: contentWidth }) + 10;
    },
  };
  let y = drawHeader(doc, slip);
  y = drawStack(doc, shipTo(slip), { x: margin, y: y + 14, width: contentWidth });
  y = drawTable(doc, placeTable(doc, itemTable(slip), margin, contentWidth), y + 14, flow);
  y = drawCard(doc, slip, y + 24, flow);
  const units = slip.items.reduce((sum, item) => sum + item.quantity, 0);
  const closing = [
    line(`${units} ${units === 1 ? "item" : "items"} · Thank you for shopping with Mithaas.`, {
      size: 8.5,
      color: colors.muted,
    }),
  ];
  if (y + 20 + stackHeight(doc, closing, contentWidth) > contentBottom) y = flow.nextPage();
  drawStack(doc, closing, { x: margin, y: y + 20, width: contentWidth });
}

/** The shop and "Packing slip" on the left, the order number (and a hand delivery's day) on the right. */
function drawHeader(doc: PDFKit.PDFDocument, slip: PackingSlip): number {
  const left = [
    line("Mithaas", { font: bold, size: 20, color: colors.accent, gap: 2 }),
    line("Packing slip", { size: 11 }),
  ];
  const right = [
    line(`#${slip.orderNumber}`, { font: bold, size: 16, gap: 2 }),
    ...(slip.handDelivery
      ? [
          line(`Hand delivery, ${promisedSlotText(slip.handDelivery.date, slip.handDelivery.slotLabel)}`, {
            font: bold,
          }),
        ]
      : []),
  ];
  const half = contentWidth / 2;
  const bottom = Math.max(
    drawStack(doc, left, { x: margin, y: margin, width: half }),
    drawStack(doc, right, { x: margin + half, y: margin, width: half, align: "right" }),
  );
  doc
    .moveTo(margin, bottom + 6)
    .lineTo(pageWidth - margin, bottom + 6)
    .lineWidth(1.5)
    .stroke(colors.accent);
  return bottom + 6;
}

function shipTo(slip: PackingSlip): TextLine[] {
  const { address } = slip;
  return [
    label("Ship to"),
    line(address.full_name, { font: bold, size: 11, gap: 1 }),
    line(`${address.house_no}, ${address.street}`),
    ...(address.landmark ? [line(address.landmark)] : []),
    line(`${address.city} – ${address.pincode}`),
    line(address.state),
    line(`Phone ${address.phone}`),
  ];
}

/** One row an item: its name, then each personalisation answer on its own lines, as typed. */
function itemTable(slip: PackingSlip): Table {
  return {
    columns: [
      { header: ["Qty"], align: "right" },
      { header: ["Item and personalisation"], align: "left", flexible: true },
    ],
    rows: slip.items.map((item) => [
      String(item.quantity),
      [item.name, ...item.personalisations.map((answer) => `${answer.field}: ${answer.text}`)].join("\n"),
    ]),
    look: {
      font: regular,
      boldFont: bold,
      fontSize: 10,
      padX: 5,
      padY: 6,
      color: colors.ink,
      headerColor: colors.accent,
      headerFill: colors.fill,
      ruleColor: colors.rule,
    },
  };
}

/** The card's words in a dashed box, kept whole on one page, to cut out and put in the box. */
function drawCard(doc: PDFKit.PDFDocument, slip: PackingSlip, top: number, flow: PageFlow): number {
  if (!slip.card) return top;
  const width = 300;
  const x = margin + (contentWidth - width) / 2;
  const words = [
    ...(slip.card.message ? [line(slip.card.message, { size: 13, gap: 10 })] : []),
    ...(slip.card.from ? [line(`— ${slip.card.from}`, { size: 12 })] : []),
  ];
  const heading = [label("Gift card: cut along the line and put it in the box")];
  const height = stackHeight(doc, words, width - 40) + 40;
  let y = top;
  if (y + stackHeight(doc, heading, contentWidth) + height > flow.bottom) y = flow.nextPage();
  y = drawStack(doc, heading, { x: margin, y, width: contentWidth });
  doc.rect(x, y, width, height).lineWidth(1).dash(4, { space: 3 }).stroke(colors.muted).undash();
  drawStack(doc, words, { x: x + 20, y: y + 20, width: width - 40, align: "left" });
  return y + height;
}

import { shortDayText } from "@contract/india-time";
import { formatInr } from "@contract/money";
import { notoSans } from "@server/platform/pdf/noto-sans";
import type { TextLine } from "@server/platform/pdf/pdf-layout";

/**
 * The page, colours, fonts and figures every part of a tax document PDF shares, in one place so the header,
 * the tables and the footers cannot drift apart.
 */

export const margin = 40;
export const pageWidth = 595.28;
const pageHeight = 841.89;
export const contentWidth = pageWidth - 2 * margin;
export const footerTop = pageHeight - margin - 24;
export const contentBottom = footerTop - 14;

export const colors = {
  ink: "#24120b",
  muted: "#6f5a4d",
  accent: "#3b1f14",
  band: "#fbf6f2",
  headerFill: "#f5ebe3",
  rule: "#e2cdbd",
};

export const { regular, bold } = notoSans;

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

type Style = Partial<Omit<TextLine, "text">>;

/** A line of body text unless `style` says otherwise. */
export function line(text: string, style: Style = {}): TextLine {
  return { text, font: regular, size: 8.5, color: colors.ink, ...style };
}

export function rule(doc: PDFKit.PDFDocument, y: number): void {
  doc
    .moveTo(margin, y)
    .lineTo(pageWidth - margin, y)
    .lineWidth(0.5)
    .stroke(colors.rule);
}

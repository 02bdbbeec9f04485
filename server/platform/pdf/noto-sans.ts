import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/**
 * Noto Sans for every PDF we draw: pdfkit's built-in Helvetica has no ₹, and one face keeps invoices
 * and packing slips alike.
 */

const require = createRequire(import.meta.url);
let fontBytes: { regular: Buffer; bold: Buffer } | undefined;

/** Read once per process: every document embeds a subset of the same two files. */
function fontFiles(): { regular: Buffer; bold: Buffer } {
  fontBytes ??= {
    regular: readFileSync(require.resolve("@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf")),
    bold: readFileSync(require.resolve("@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf")),
  };
  return fontBytes;
}

/** The names `registerNotoSans` gives the two weights on a document. */
export const notoSans = { regular: "NotoSans", bold: "NotoSans-Bold" } as const;

export function registerNotoSans(doc: PDFKit.PDFDocument): void {
  const files = fontFiles();
  doc.registerFont(notoSans.regular, files.regular);
  doc.registerFont(notoSans.bold, files.bold);
}

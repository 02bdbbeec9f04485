import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export type ReadPdf = { pages: string[]; text: string; sizes: { width: number; height: number }[] };

/** The words a person reads on each page, whitespace normalised (extraction splits runs into items). */
export async function readPdf(buffer: Buffer | Uint8Array): Promise<ReadPdf> {
  const pdf = await getDocument({
    data: new Uint8Array(buffer),
    useSystemFonts: false,
    disableFontFace: true,
    // Couriers' labels use PDF's standard fonts without embedding them; their text reads fine without.
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  const sizes: { width: number; height: number }[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    const words = content.items.map((item) => ("str" in item ? item.str : ""));
    pages.push(words.join(" ").replace(/\s+/g, " ").trim());
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
    sizes.push({ width: x1 - x0, height: y1 - y0 });
  }
  await pdf.destroy();
  return { pages, text: pages.join(" "), sizes };
}

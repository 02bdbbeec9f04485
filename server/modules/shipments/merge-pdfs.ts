import { PDFDocument } from "pdf-lib";

/** Pages of one of the files given: `file` is its index, `pages` its pages from 0 (all when left out). */
export type PagesOf = { file: number; pages?: number[] };

/**
 * One PDF of the files' pages in the sequence given (decision 27: our pdfkit slips, each followed by its
 * courier label; pdfkit cannot import pages). Each file's pages are copied in one go, so what they
 * share (the slips' embedded font) is copied once. Each page keeps its own size, since a label may be
 * A4 or 4×6 in depending on the courier account.
 */
export async function mergePdfs(files: Uint8Array[], sequence: PagesOf[], title: string): Promise<Buffer> {
  const merged = await PDFDocument.create();
  merged.setTitle(title, { showInWindowTitleBar: true });
  merged.setLanguage("en-IN");
  const copied = [];
  for (const file of files) {
    const source = await PDFDocument.load(file);
    copied.push(await merged.copyPages(source, source.getPageIndices()));
  }
  for (const part of sequence) {
    const pages = copied[part.file] ?? [];
    for (const index of part.pages ?? pages.keys()) {
      const page = pages[index];
      if (!page) throw new Error(`file ${part.file} has no page ${index}`);
      merged.addPage(page);
    }
  }
  return Buffer.from(await merged.save());
}

/** Whether `bytes` are a PDF whose pages can be merged: a label is checked before it is kept. */
export async function isMergeablePdf(bytes: Uint8Array): Promise<boolean> {
  try {
    return (await PDFDocument.load(bytes)).getPageCount() > 0;
  } catch {
    return false;
  }
}

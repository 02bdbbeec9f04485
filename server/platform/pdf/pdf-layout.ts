/**
 * The pieces our PDFs are laid out with (tax documents, decision 0025; packing slips, decision 0027):
 * stacks of wrapping text, measured before they are drawn so a band or box can be sized to them, and
 * tables. In a table every column but one is exactly as wide as its widest header word or figure, so no
 * amount is ever clipped or wrapped; the one flexible column (the description) takes the width left and
 * wraps. A row never splits across pages: one that does not fit starts the next page, under the header
 * drawn again.
 */

export type TextLine = { text: string; font: string; size: number; color: string; gap?: number };

/** Height of lines stacked in `width`, each wrapping, then `gap` below it. */
export function stackHeight(doc: PDFKit.PDFDocument, lines: TextLine[], width: number): number {
  return lines.reduce((sum, line) => sum + lineHeightIn(doc, line, width), 0);
}

/** Draws the stack; returns the y below it. */
export function drawStack(
  doc: PDFKit.PDFDocument,
  lines: TextLine[],
  at: { x: number; y: number; width: number; align?: "left" | "right" },
): number {
  return lines.reduce((top, line) => {
    const height = lineHeightIn(doc, line, at.width);
    doc.text(line.text, at.x, top, { width: at.width, align: at.align ?? "left" });
    return top + height;
  }, at.y);
}

/** Sets the line's font and colour as it measures, so drawing can follow. */
function lineHeightIn(doc: PDFKit.PDFDocument, line: TextLine, width: number): number {
  doc.font(line.font).fontSize(line.size).fillColor(line.color);
  return doc.heightOfString(line.text, { width }) + (line.gap ?? 0);
}

export type TableColumn = {
  /** Header lines, stacked: ["Taxable", "value"]. */
  header: string[];
  /** Adjacent columns of one group share a label above their headers ("CGST" over rate and amount). */
  group?: string;
  align: "left" | "right";
  flexible?: boolean;
};

export type TableLook = {
  /** Names of fonts registered on the document. */
  font: string;
  boldFont: string;
  fontSize: number;
  padX: number;
  padY: number;
  color: string;
  headerColor: string;
  headerFill: string;
  ruleColor: string;
};

export type Table = { columns: TableColumn[]; rows: string[][]; look: TableLook };

export type PlacedTable = Table & { x: number; widths: number[] };

/** Where a table may run to on a page, and how to get a fresh page (returning the y to continue at). */
export type PageFlow = { bottom: number; nextPage: () => number };

export function placeTable(doc: PDFKit.PDFDocument, table: Table, x: number, width: number): PlacedTable {
  // Figures too wide for the page (a crore-rupee order) shrink the type rather than run off the page.
  for (let fontSize = table.look.fontSize; ; fontSize -= 0.5) {
    const look = { ...table.look, fontSize };
    const natural = naturalWidths(doc, { ...table, look });
    const fixed = natural.reduce((sum, w, i) => (table.columns[i]?.flexible ? sum : sum + w), 0);
    if (width - fixed >= width * minFlexibleShare || fontSize <= minFontSize) {
      const widths = natural.map((w, i) => (table.columns[i]?.flexible ? Math.max(width - fixed, 0) : w));
      return { ...table, look, x, widths };
    }
  }
}

/** The flexible column keeps at least this share of the table's width, so a description stays readable. */
const minFlexibleShare = 0.2;
const minFontSize = 6;

/** Each column as wide as its widest header line or cell, plus padding. */
function naturalWidths(doc: PDFKit.PDFDocument, table: Table): number[] {
  const { look } = table;
  doc.fontSize(look.fontSize);
  return table.columns.map((column, i) => {
    doc.font(look.boldFont);
    const headerWidth = Math.max(...column.header.map((line) => doc.widthOfString(line)));
    doc.font(look.font);
    const cellWidth = Math.max(0, ...table.rows.map((row) => doc.widthOfString(row[i] ?? "")));
    return Math.ceil(Math.max(headerWidth, cellWidth)) + 2 * look.padX + 1;
  });
}

export function tableWidth(table: PlacedTable): number {
  return table.widths.reduce((sum, w) => sum + w, 0);
}

/** The header and every row, for a table that must be kept on one page. */
export function tableHeight(doc: PDFKit.PDFDocument, table: PlacedTable): number {
  return table.rows.reduce((sum, row) => sum + rowHeight(doc, table, row), headerHeight(doc, table));
}

/** Draws the table from `y`, breaking pages as `flow` says; returns the y below its last row. */
export function drawTable(doc: PDFKit.PDFDocument, table: PlacedTable, y: number, flow: PageFlow): number {
  const first = table.rows[0];
  let top = y;
  if (first && top + headerHeight(doc, table) + rowHeight(doc, table, first) > flow.bottom) {
    top = flow.nextPage();
  }
  top = drawHeader(doc, table, top);
  for (const row of table.rows) {
    const height = rowHeight(doc, table, row);
    if (top + height > flow.bottom) top = drawHeader(doc, table, flow.nextPage());
    drawRow(doc, table, row, top, height);
    top += height;
  }
  return top;
}

function lineHeight(doc: PDFKit.PDFDocument, table: Table): number {
  return doc.font(table.look.font).fontSize(table.look.fontSize).currentLineHeight();
}

function headerHeight(doc: PDFKit.PDFDocument, table: Table): number {
  const lines = Math.max(...table.columns.map((column) => column.header.length));
  const groups = table.columns.some((column) => column.group) ? 1 : 0;
  return (lines + groups) * lineHeight(doc, table) + 2 * table.look.padY + groups * 2;
}

function rowHeight(doc: PDFKit.PDFDocument, table: PlacedTable, row: string[]): number {
  doc.font(table.look.font).fontSize(table.look.fontSize);
  const heights = row.map((cell, i) =>
    doc.heightOfString(cell, { width: (table.widths[i] ?? 0) - 2 * table.look.padX }),
  );
  return Math.max(lineHeight(doc, table), ...heights) + 2 * table.look.padY;
}

function columnLefts(table: PlacedTable): number[] {
  let x = table.x;
  return table.widths.map((w) => {
    const left = x;
    x += w;
    return left;
  });
}

function drawHeader(doc: PDFKit.PDFDocument, table: PlacedTable, y: number): number {
  const { look } = table;
  const height = headerHeight(doc, table);
  const lh = lineHeight(doc, table);
  const lefts = columnLefts(table);
  doc.rect(table.x, y, tableWidth(table), height).fill(look.headerFill);
  doc.font(look.boldFont).fontSize(look.fontSize).fillColor(look.headerColor);
  table.columns.forEach((column, i) => {
    const left = lefts[i] ?? 0;
    const width = table.widths[i] ?? 0;
    const previous = table.columns[i - 1];
    if (column.group && previous?.group !== column.group) {
      let end = i;
      while (table.columns[end + 1]?.group === column.group) end += 1;
      const groupWidth = (lefts[end] ?? 0) + (table.widths[end] ?? 0) - left;
      doc.text(column.group, left, y + look.padY, { width: groupWidth, align: "center" });
      const ruleY = y + look.padY + lh + 1;
      doc
        .moveTo(left + look.padX, ruleY)
        .lineTo(left + groupWidth - look.padX, ruleY)
        .lineWidth(0.5)
        .stroke(look.ruleColor);
      doc.fillColor(look.headerColor);
    }
    const top = y + height - look.padY - column.header.length * lh;
    // One call per line without wrapping: pdfkit may wrap a joined "HSN/\nSAC" inside a column exactly
    // as wide as its longest word, dropping a line below the band.
    column.header.forEach((words, n) => {
      doc.text(words, left + look.padX, top + n * lh, {
        width: width - 2 * look.padX,
        align: column.align,
        lineBreak: false,
      });
    });
  });
  return y + height;
}

function drawRow(
  doc: PDFKit.PDFDocument,
  table: PlacedTable,
  row: string[],
  y: number,
  height: number,
): void {
  const { look } = table;
  const lefts = columnLefts(table);
  doc.font(look.font).fontSize(look.fontSize).fillColor(look.color);
  row.forEach((cell, i) => {
    doc.text(cell, (lefts[i] ?? 0) + look.padX, y + look.padY, {
      width: (table.widths[i] ?? 0) - 2 * look.padX,
      align: table.columns[i]?.align ?? "left",
    });
  });
  doc
    .moveTo(table.x, y + height)
    .lineTo(table.x + tableWidth(table), y + height)
    .lineWidth(0.5)
    .stroke(look.ruleColor);
}

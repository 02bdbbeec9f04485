import type { GstSplit } from "@contract/gst-split";
import type { Table, TableColumn } from "@server/platform/pdf/pdf-layout";
import { bold, colors, documentRupees, regular } from "./tax-document-look";

/**
 * What the two tables of a tax document hold: the lines, and the tax summary by rate. Both show CGST and
 * SGST within the seller's state and IGST across states, so they share the names and amounts.
 */

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
export function taxNames(intraState: boolean): string[] {
  return intraState ? ["CGST", "SGST"] : ["IGST"];
}

/** …and the amounts, in the same order. */
export function taxAmounts(intraState: boolean, figures: TaxFigures): string[] {
  const paise = intraState ? [figures.cgstPaise, figures.sgstPaise] : [figures.igstPaise];
  return paise.map(documentRupees);
}

export function lineTable(split: GstSplit): Table {
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

export function summaryTable(split: GstSplit): Table {
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

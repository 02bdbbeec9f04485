import { rupeesInWords } from "@contract/amount-in-words";
import { documentNumber, financialYearAt } from "@contract/financial-year";
import { type GstRate, type GstSplit, gstSplit } from "@contract/gst-split";
import { indianStates } from "@contract/gstin";
import { indiaDate } from "@contract/india-time";
import type { Tx } from "@server/db/connect";
import type { InvoiceSource } from "./invoice-source";
import {
  addToBacklog,
  findTaxDocument,
  insertTaxDocument,
  removeFromBacklog,
  takeSequence,
} from "./invoices.repository";
import { placeOfSupplyOf } from "./place-of-supply";
import type { DocumentSeller, TaxDocument } from "./tax-document";
import { shareTaxSettings, type TaxSettingsRow } from "./tax-settings.repository";

export type InvoiceOutcome = { issued: string } | { waiting: string };

export function sellerOf(settings: TaxSettingsRow): DocumentSeller {
  const stateCode = settings.gstin.slice(0, 2);
  return {
    legalName: settings.legalName,
    tradeName: settings.tradeName,
    gstin: settings.gstin,
    address: {
      name: settings.legalName,
      lines: [settings.addressLine1, settings.addressLine2].filter((line) => line !== ""),
      city: settings.city,
      pincode: settings.pincode,
      state: indianStates.find((state) => state.code === stateCode)?.name ?? settings.state,
      stateCode,
    },
  };
}

/** Why the order cannot be invoiced yet, in words for staff; or its split and place of supply. */
function splitOf(
  source: InvoiceSource,
  settings: TaxSettingsRow | null,
): { problem: string } | { split: GstSplit; placeOfSupply: { code: string; name: string } } {
  if (!settings) return { problem: "The seller's GST details were not set" };
  const untaxed = source.items.find((item) => item.hsn === null || item.ratePercent === null);
  if (untaxed) return { problem: `${untaxed.description} had no HSN code or GST rate` };
  const placeOfSupply = placeOfSupplyOf(source.address);
  if (!placeOfSupply)
    return { problem: `The delivery address's state "${source.address.state}" is not known` };
  try {
    const split = gstSplit({
      lines: source.items.map((item) => ({
        description: item.description,
        hsn: item.hsn as string,
        quantity: item.quantity,
        unitPricePaise: item.unitPricePaise,
        ratePercent: item.ratePercent as GstRate,
      })),
      discountPaise: source.discountPaise,
      charges: source.charges
        .filter((charge) => charge.amountPaise > 0)
        .map((charge) => ({
          description: charge.description,
          hsn: settings.chargesSac,
          amountPaise: charge.amountPaise,
          ratePercent: settings.chargesGstRate as GstRate,
        })),
      totalPaidPaise: source.totalPaise,
      intraState: placeOfSupply.code === settings.gstin.slice(0, 2),
    });
    return { split, placeOfSupply };
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return { problem: `The order's amounts do not add up to what was paid (${error.message})` };
  }
}

/**
 * Issues the paid order's tax invoice in the caller's transaction (the one that marks it paid): the next
 * number of the financial year's series, the split, the stored document. An order that already has one
 * keeps it. An order that cannot be invoiced yet (no settings, a line without tax data, an unknown state)
 * waits in the backlog for staff and the payment goes through regardless: a sale is never refused for
 * want of paperwork. Any database failure rolls the number back with everything else.
 */
export async function issueInvoice(tx: Tx, source: InvoiceSource, now: Date): Promise<InvoiceOutcome> {
  const existing = await findTaxDocument(tx, source.orderId, "invoice");
  if (existing) return { issued: existing.number };
  const settings = await shareTaxSettings(tx);
  const figures = splitOf(source, settings);
  if (!settings || "problem" in figures) {
    const reason = "problem" in figures ? figures.problem : "The seller's GST details were not set";
    await addToBacklog(tx, {
      orderId: source.orderId,
      orderNumber: source.orderNumber,
      paidAt: source.paidAt,
      reason,
    });
    return { waiting: reason };
  }
  const year = financialYearAt(now);
  const sequence = await takeSequence(tx, "invoice", year.label);
  const number = documentNumber(settings.invoicePrefix, year.label, sequence);
  const issuedOn = indiaDate(now);
  const { split, placeOfSupply } = figures;
  const address = {
    name: source.address.name,
    lines: source.address.lines,
    city: source.address.city,
    pincode: source.address.pincode,
    state: source.address.state,
    stateCode: placeOfSupply.code,
  };
  const document: TaxDocument = {
    kind: "invoice",
    number,
    issuedOn,
    financialYear: year.label,
    refersTo: null,
    reason: null,
    orderNumber: source.orderNumber,
    orderDate: indiaDate(source.placedAt),
    seller: sellerOf(settings),
    buyer: { ...address, name: source.buyer.name, email: source.buyer.email, phone: source.buyer.phone },
    shipTo: address,
    placeOfSupply,
    split,
    amountInWords: rupeesInWords(split.totalPaise),
  };
  await insertTaxDocument(tx, {
    document,
    sequence,
    orderId: source.orderId,
    userId: source.userId,
    refersTo: null,
    issuedAt: now,
  });
  await removeFromBacklog(tx, source.orderId);
  return { issued: number };
}

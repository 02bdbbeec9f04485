import { rupeesInWords } from "@contract/amount-in-words";
import { creditNotePrefix, documentNumber, financialYearAt } from "@contract/financial-year";
import { reverseSplit } from "@contract/gst-split";
import { indiaDate } from "@contract/india-time";
import type { Tx } from "@server/db/connect";
import { findTaxDocument, insertTaxDocument, removeFromBacklog, takeSequence } from "./invoices.repository";
import { sellerOf } from "./issue-invoice";
import type { TaxDocument } from "./tax-document";
import { shareTaxSettings } from "./tax-settings.repository";

/**
 * Issues the credit note for money given back on an order, in the transaction that records the refund:
 * the next number of the financial year's credit-note series ("MTC/26-27/000007"), the invoice's figures
 * reversed for the amount returned, referring to the invoice. Answers its number; null when the order
 * was never invoiced (a refund before its invoice was issued settles the backlog instead: nothing was
 * sold). A second call for the same order answers the note already issued.
 */
export async function issueCreditNote(
  tx: Tx,
  input: { orderId: number; amountPaise: number; reason: string },
  now: Date,
): Promise<string | null> {
  const invoice = await findTaxDocument(tx, input.orderId, "invoice");
  if (!invoice) {
    await removeFromBacklog(tx, input.orderId);
    return null;
  }
  const existing = await findTaxDocument(tx, input.orderId, "credit_note");
  if (existing) return existing.number;
  const settings = await shareTaxSettings(tx);
  if (!settings) throw new Error(`order ${input.orderId} has an invoice but the store has no tax settings`);
  const split = reverseSplit(invoice.document.split, input.amountPaise);
  const year = financialYearAt(now);
  const sequence = await takeSequence(tx, "credit_note", year.label);
  const number = documentNumber(creditNotePrefix(settings.invoicePrefix), year.label, sequence);
  const issuedOn = indiaDate(now);
  const document: TaxDocument = {
    ...invoice.document,
    kind: "credit_note",
    number,
    issuedOn,
    financialYear: year.label,
    refersTo: { number: invoice.number, issuedOn: invoice.issuedOn },
    reason: input.reason,
    seller: sellerOf(settings),
    split,
    amountInWords: rupeesInWords(split.totalPaise),
  };
  await insertTaxDocument(tx, {
    document,
    sequence,
    orderId: invoice.orderId,
    userId: invoice.userId,
    refersTo: invoice.id,
    issuedAt: now,
  });
  return number;
}

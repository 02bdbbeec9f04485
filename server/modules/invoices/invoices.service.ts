import type { OrderTaxDocument, TaxDocumentKind } from "@contract/invoices";
import { paiseToDecimal } from "@contract/money";
import type { Db } from "@server/db/connect";
import { backlog, backlogCount, taxDocumentsOfOrders } from "./invoices.repository";

/**
 * The invoices module's face (decision 0025). It reads no other module: the orders module hands it a paid
 * order as an `InvoiceSource`, in the transaction that marks the order paid or refunds it.
 */
export type { InvoiceSource } from "./invoice-source";
export { issueCreditNote } from "./issue-credit-note";
export { type InvoiceOutcome, issueInvoice } from "./issue-invoice";

/** Each order's invoice and credit note for its views, by order id. */
export async function orderTaxDocuments(
  db: Db,
  orderIds: readonly number[],
): Promise<Map<number, OrderTaxDocument[]>> {
  const byOrder = new Map<number, OrderTaxDocument[]>();
  for (const row of await taxDocumentsOfOrders(db, orderIds)) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push({
      kind: row.kind as TaxDocumentKind,
      number: row.number,
      issued_on: row.issuedOn,
      total_amount: paiseToDecimal(row.totalPaise),
    });
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

/** Ids of the oldest paid orders still owed an invoice, for staff to issue once the cause is fixed. */
export async function ordersAwaitingInvoice(db: Db, limit: number): Promise<number[]> {
  return (await backlog(db, limit)).map((entry) => entry.orderId);
}

export const ordersAwaitingInvoiceCount = (db: Db): Promise<number> => backlogCount(db);

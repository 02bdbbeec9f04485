import type { TaxDocumentKind } from "@contract/invoices";
import type { Db, Tx } from "@server/db/connect";
import { documentCounters, invoiceBacklog, taxDocuments } from "@server/db/schema/invoices";
import { and, asc, between, count, eq, inArray, sql } from "drizzle-orm";
import type { TaxDocument } from "./tax-document";

export type TaxDocumentRow = Omit<typeof taxDocuments.$inferSelect, "document"> & { document: TaxDocument };

/**
 * The next number of a series in a financial year, in the caller's transaction. One statement: the
 * counter row's lock makes concurrent issuers wait their turn, and a rollback returns the number.
 */
export async function takeSequence(tx: Tx, series: TaxDocumentKind, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, financialYear, last: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.financialYear],
      set: { last: sql`${documentCounters.last} + 1` },
    })
    .returning({ last: documentCounters.last });
  if (!row) throw new Error("document counter upsert returned nothing");
  return row.last;
}

/** Stores an issued document; the columns beside it are taken from it, so they can never disagree. */
export async function insertTaxDocument(
  tx: Tx,
  issued: {
    document: TaxDocument;
    sequence: number;
    orderId: number;
    userId: number;
    refersTo: number | null;
    issuedAt: Date;
  },
): Promise<TaxDocumentRow> {
  const { document } = issued;
  const { split } = document;
  const [row] = await tx
    .insert(taxDocuments)
    .values({
      ...issued,
      kind: document.kind,
      number: document.number,
      financialYear: document.financialYear,
      issuedOn: document.issuedOn,
      placeOfSupply: document.placeOfSupply.code,
      intraState: split.intraState,
      taxablePaise: split.taxableValuePaise,
      cgstPaise: split.cgstPaise,
      sgstPaise: split.sgstPaise,
      igstPaise: split.igstPaise,
      roundingPaise: split.roundingPaise,
      totalPaise: split.totalPaise,
    })
    .returning();
  if (!row) throw new Error("tax document insert returned nothing");
  return row as TaxDocumentRow;
}

export async function findTaxDocument(
  db: Db,
  orderId: number,
  kind: TaxDocumentKind,
): Promise<TaxDocumentRow | null> {
  const [row] = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, kind)));
  return (row as TaxDocumentRow | undefined) ?? null;
}

/** The documents of some orders, for their views: invoices before credit notes. */
export async function taxDocumentsOfOrders(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: taxDocuments.orderId,
      kind: taxDocuments.kind,
      number: taxDocuments.number,
      issuedOn: taxDocuments.issuedOn,
      totalPaise: taxDocuments.totalPaise,
    })
    .from(taxDocuments)
    .where(inArray(taxDocuments.orderId, [...orderIds]))
    .orderBy(asc(taxDocuments.id));
}

/** Every document issued between two India dates (inclusive), in the order they were numbered. */
export async function taxDocumentsIssuedBetween(db: Db, from: string, to: string): Promise<TaxDocumentRow[]> {
  const rows = await db
    .select()
    .from(taxDocuments)
    .where(between(taxDocuments.issuedOn, from, to))
    .orderBy(asc(taxDocuments.kind), asc(taxDocuments.financialYear), asc(taxDocuments.sequence));
  return rows as TaxDocumentRow[];
}

export async function addToBacklog(
  tx: Tx,
  entry: { orderId: number; orderNumber: string; paidAt: Date; reason: string },
): Promise<void> {
  await tx
    .insert(invoiceBacklog)
    .values(entry)
    .onConflictDoUpdate({ target: invoiceBacklog.orderId, set: { reason: entry.reason } });
}

export async function removeFromBacklog(tx: Tx, orderId: number): Promise<void> {
  await tx.delete(invoiceBacklog).where(eq(invoiceBacklog.orderId, orderId));
}

/** The oldest paid orders still owed an invoice. */
export async function backlog(db: Db, limit: number) {
  return db
    .select()
    .from(invoiceBacklog)
    .orderBy(asc(invoiceBacklog.paidAt), asc(invoiceBacklog.orderId))
    .limit(limit);
}

export async function backlogCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(invoiceBacklog);
  return Number(row?.n ?? 0);
}

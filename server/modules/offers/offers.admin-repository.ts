import type { OfferListQuery } from "@contract/admin/offers";
import { pageWindow } from "@contract/admin/paging";
import type { Db } from "@server/db/connect";
import { isPaidOrder } from "@server/db/paid-orders";
import { offers } from "@server/db/schema/offers";
import { orders } from "@server/db/schema/orders";
import { containing } from "@server/platform/search-pattern";
import { and, count, desc, eq, ilike, type SQL, sql } from "drizzle-orm";
import type { OfferRow } from "./offers.repository";

export type OfferValues = Omit<typeof offers.$inferInsert, "id" | "createdAt">;
export type OfferWithUses = { row: OfferRow; timesUsed: number };

/** Offers with how many paid orders each discounted (a join, so every column is named with its table). */
const withPaidUses = (db: Db) =>
  db
    .select({
      row: offers,
      timesUsed: sql<number>`(count(${orders.id}) filter (where ${isPaidOrder()}))::int`,
    })
    .from(offers)
    .leftJoin(orders, eq(orders.offerId, offers.id))
    .groupBy(offers.id);

export async function listOffers(db: Db, query: OfferListQuery) {
  const conditions: SQL[] = [];
  if (query.q) conditions.push(ilike(offers.name, containing(query.q)));
  if (query.status) conditions.push(eq(offers.isActive, query.status === "active"));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    withPaidUses(db).where(where).orderBy(desc(offers.id)).limit(limit).offset(offset),
    db.select({ value: count() }).from(offers).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ row: r.row, timesUsed: Number(r.timesUsed) })),
    total: Number(total?.value ?? 0),
  };
}

/** `lock` holds the offer to the end of the transaction, so two edits of it run one after the other. */
export async function findOffer(db: Db, id: number, lock = false): Promise<OfferWithUses | null> {
  if (lock) await db.select({ id: offers.id }).from(offers).where(eq(offers.id, id)).for("update");
  const [found] = await withPaidUses(db).where(eq(offers.id, id));
  return found ? { row: found.row, timesUsed: Number(found.timesUsed) } : null;
}

export async function insertOffer(db: Db, values: OfferValues): Promise<OfferRow> {
  const [row] = await db.insert(offers).values(values).returning();
  if (!row) throw new Error("offer insert returned nothing");
  return row;
}

export async function updateOffer(db: Db, id: number, values: Partial<OfferValues>): Promise<OfferRow> {
  const [row] = await db.update(offers).set(values).where(eq(offers.id, id)).returning();
  if (!row) throw new Error("offer update returned nothing");
  return row;
}

/** Whether any order, paid or not, names the offer: its history keeps it. */
export async function offerHasOrders(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.offerId, id)).limit(1);
  return rows.length > 0;
}

export async function deleteOffer(db: Db, id: number): Promise<void> {
  await db.delete(offers).where(eq(offers.id, id));
}

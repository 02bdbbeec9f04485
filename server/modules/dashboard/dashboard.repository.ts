import type { Db } from "@server/db/connect";
import { products } from "@server/db/schema";
import { and, count, eq, lte } from "drizzle-orm";

/** Products on sale with `threshold` or fewer left, sold-out ones included. */
export async function lowStockCount(db: Db, threshold: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(products)
    .where(and(eq(products.isActive, true), lte(products.stock, threshold)));
  return Number(row?.value ?? 0);
}

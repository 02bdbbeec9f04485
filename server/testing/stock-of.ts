import type { Db } from "@server/db/connect";
import { products } from "@server/db/schema";
import { eq } from "drizzle-orm";

/** A product's stock as the database holds it now, for tests to check what a change left behind. */
export const stockOf = async (t: { db: Db }, id: number) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;

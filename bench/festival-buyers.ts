// The festival's buyers, made as bench/orders.ts makes its own (bench-buyers.ts). Here they buy the demo
// store's products, the ones the browsers look at, so every sale changes stock that pages show.
import type { Db } from "@server/db/connect";
import { sql } from "drizzle-orm";
import { makeBuyer, servedPincode } from "./bench-buyers";

export type FestivalBuyer = {
  productId: number;
  headers: Record<string, string>;
  /** create_order's body for one unit of `productId` by courier. */
  order: Record<string, unknown>;
};

type Rows<T> = { rows: T[] };

/**
 * Enough stock on every product that a festival never sells one out: the figures are about caching
 * under a steady flow of sales, not about the sold-out state.
 */
export async function stockUp(db: Db): Promise<void> {
  await db.execute(sql`update products set stock = 1000000 where is_active`);
}

/** Products a buyer can order by courier with nothing to fill in: active, not perishable, not personalised. */
async function courierProducts(db: Db): Promise<number[]> {
  const result = (await db.execute(sql`select id from products
    where is_active and not is_perishable and not is_customizable order by id`)) as unknown as Rows<{
    id: number;
  }>;
  return result.rows.map((row) => row.id);
}

/** `count` buyers, spread over the courier products in turn, each with its product in the cart. */
export async function makeBuyers(db: Db, count: number): Promise<FestivalBuyer[]> {
  const products = await courierProducts(db);
  if (products.length === 0) throw new Error("the store has no product to order by courier");
  const pincode = await servedPincode(db);
  const buyers: FestivalBuyer[] = [];
  for (let i = 0; i < count; i++) {
    const productId = products[i % products.length] ?? 0;
    const { headers, body } = await makeBuyer(db, productId, pincode);
    buyers.push({ productId, headers, order: body });
  }
  return buyers;
}

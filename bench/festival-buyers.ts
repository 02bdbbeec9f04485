// The festival's buyers, made as bench/orders.ts makes its own: a customer with a session, an address
// and a one-line cart written straight into the database, and the create_order body the checkout would
// send (the server's own quote). Here they buy the demo store's products, the ones the browsers look at,
// so every sale changes stock that pages show.
import type { Db } from "@server/db/connect";
import { priceCheckout } from "@server/modules/checkout/checkout-pricing";
import { createPublicCache } from "@server/platform/public-cache";
import { fillCart, makeCustomer } from "@server/testing/checkout-fixtures";
import { sql } from "drizzle-orm";

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

/** A pincode the store delivers to by courier, as bench/orders.ts picks it. */
async function servedPincode(db: Db): Promise<string> {
  const result = (await db.execute(sql`select prefix, range_start from shipping_zone_pincodes
    join shipping_zones z on z.id = zone_id where z.is_active order by prefix nulls last limit 1`)) as unknown as Rows<{
    prefix: string | null;
    range_start: number | null;
  }>;
  const row = result.rows[0];
  if (!row) throw new Error("the store has no shipping zone");
  return row.prefix ? row.prefix.padEnd(6, "0") : String(row.range_start);
}

/** `count` buyers, spread over the courier products in turn, each with its product in the cart. */
export async function makeBuyers(db: Db, count: number): Promise<FestivalBuyer[]> {
  const products = await courierProducts(db);
  if (products.length === 0) throw new Error("the store has no product to order by courier");
  const pincode = await servedPincode(db);
  const publicCache = await createPublicCache();
  try {
    const buyers: FestivalBuyer[] = [];
    for (let i = 0; i < count; i++) {
      const productId = products[i % products.length] ?? 0;
      const customer = await makeCustomer(db, pincode);
      await fillCart(db, customer.user.id, [{ productId, quantity: 1 }]);
      const input = {
        address_id: customer.addressId,
        shipping_method: "S" as const,
        shipping_charge: 0,
        offer_id: null,
        discount_amount: 0,
        total_amount: 0,
        coupon_code: null,
        delivery_date: null,
        delivery_slot_id: null,
        delivery_slot_fee: 0,
        gift_message: null,
        gift_from: null,
      };
      const { quote } = await priceCheckout(
        { db, publicCache },
        db,
        customer.user.id,
        input,
        new Date(),
        false,
      );
      buyers.push({
        productId,
        headers: { ...customer.headers, "content-type": "application/json" },
        order: {
          ...input,
          shipping_charge: quote.shippingPaise / 100,
          delivery_slot_fee: quote.slotFeePaise / 100,
          offer_id: quote.offer?.id ?? null,
          discount_amount: quote.discountPaise / 100,
          total_amount: quote.totalPaise / 100,
        },
      });
    }
    return buyers;
  } finally {
    await publicCache.close();
  }
}

// The bench's buyers, written straight into the server's database: a customer with a session, an
// address and a one-line cart, and the create_order body the checkout would send (the server's own
// quote). The orders themselves go through HTTP like a browser's.
import type { Db } from "@server/db/connect";
import { priceCheckout } from "@server/modules/checkout/checkout-pricing";
import { createPublicCache } from "@server/platform/public-cache";
import { fillCart, makeCustomer } from "@server/testing/checkout-fixtures";
import { sql } from "drizzle-orm";

export type Buyer = { userId: number; headers: Record<string, string>; body: Record<string, unknown> };

/** A pincode the store delivers to: the first zone prefix padded to six digits, or a range's start. */
export async function servedPincode(db: Db): Promise<string> {
  const result = await db.execute(sql`select prefix, range_start from shipping_zone_pincodes
    join shipping_zones z on z.id = zone_id where z.is_active order by prefix nulls last limit 1`);
  const row = (result as unknown as { rows: { prefix: string | null; range_start: number | null }[] })
    .rows[0];
  if (!row) throw new Error("the store has no shipping zone");
  return row.prefix ? row.prefix.padEnd(6, "0") : String(row.range_start);
}

export type HandChoice = { date: string; slotId: number };

/** A buyer with one cart line, and the create_order body the checkout would send (the server's quote). */
export async function makeBuyer(
  db: Db,
  productId: number,
  pincode: string,
  hand?: HandChoice,
): Promise<Buyer> {
  const buyer = await makeCustomer(db, pincode);
  await fillCart(db, buyer.user.id, [{ productId, quantity: 1 }]);
  const input = {
    address_id: buyer.addressId,
    shipping_method: hand ? ("L" as const) : ("S" as const),
    shipping_charge: 0,
    offer_id: null,
    discount_amount: 0,
    total_amount: 0,
    coupon_code: null,
    delivery_date: hand?.date ?? null,
    delivery_slot_id: hand?.slotId ?? null,
    delivery_slot_fee: 0,
    gift_message: null,
    gift_from: null,
  };
  const publicCache = await createPublicCache();
  const priced = await priceCheckout({ db, publicCache }, db, buyer.user.id, input, new Date(), false);
  await publicCache.close();
  const q = priced.quote;
  return {
    userId: buyer.user.id,
    headers: { ...buyer.headers, "content-type": "application/json" },
    body: {
      ...input,
      shipping_charge: q.shippingPaise / 100,
      delivery_slot_fee: q.slotFeePaise / 100,
      offer_id: q.offer?.id ?? null,
      discount_amount: q.discountPaise / 100,
      total_amount: q.totalPaise / 100,
    },
  };
}

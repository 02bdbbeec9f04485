/**
 * A small shop for order tests and the bench: products, a shipping zone, customers with an address and
 * a filled cart, offers and coupons, written straight to the database.
 */

import type { Db } from "@server/db/connect";
import {
  addresses,
  cartItemCustomizations,
  cartItems,
  carts,
  coupons,
  offers,
  shippingZonePincodes,
  shippingZones,
} from "@server/db/schema";
import { eq } from "drizzle-orm";
import { makeProduct as makeShopProduct } from "./shop-fixtures";
import { signInAs } from "./sign-in";

let serial = 0;
const next = () => `${Date.now().toString(36)}-${++serial}`;

/** Pune (411xxx) is served: Standard 5 days ₹49, free from ₹999; Express 2 days ₹99, free from ₹1,999. */
export const servedPincode = "411004";
export const unservedPincode = "110001";

export async function makeZone(db: Db): Promise<void> {
  const [zone] = await db
    .insert(shippingZones)
    .values({
      name: "Pune",
      standardDays: 5,
      standardChargePaise: 4_900,
      standardFreeShippingValuePaise: 99_900,
      expressDays: 2,
      expressChargePaise: 9_900,
      expressFreeShippingValuePaise: 199_900,
    })
    .returning();
  if (!zone) throw new Error("zone insert returned nothing");
  await db.insert(shippingZonePincodes).values({ zoneId: zone.id, prefix: "411" });
}

export type ProductSpec = {
  name?: string;
  pricePaise: number;
  discountedPricePaise?: number;
  stock: number;
  fields?: {
    name: string;
    type: "text" | "image";
    required: boolean;
    minPhotos?: number;
    maxPhotos?: number;
  }[];
};

export async function makeProduct(db: Db, spec: ProductSpec) {
  const { product, fields } = await makeShopProduct(
    db,
    {
      ...(spec.name ? { name: spec.name } : {}),
      pricePaise: spec.pricePaise,
      discountedPricePaise: spec.discountedPricePaise ?? null,
      stock: spec.stock,
    },
    (spec.fields ?? []).map((field) => ({
      name: field.name,
      fieldType: field.type,
      isRequired: field.required,
      minPhotos: field.minPhotos ?? 0,
      maxPhotos: field.maxPhotos ?? (field.type === "image" ? 3 : 0),
    })),
  );
  return { ...product, fields };
}

export async function makeCustomer(db: Db, pincode = servedPincode) {
  const { user, headers } = await signInAs(db, {
    email: `buyer-${next()}@example.in`,
    firstName: "Asha",
    lastName: "Kulkarni",
    phone: "9822011111",
  });
  const [address] = await db
    .insert(addresses)
    .values({
      userId: user.id,
      fullName: "Asha Kulkarni",
      phone: "9822011111",
      houseNo: "Flat 4B",
      street: "FC Road",
      city: "Pune",
      state: "Maharashtra",
      pincode,
      isDefault: true,
    })
    .returning();
  if (!address) throw new Error("address insert returned nothing");
  return { user, headers, addressId: address.id };
}

export type CartLineSpec = {
  productId: number;
  quantity: number;
  answers?: { fieldId: number; text?: string; imageKeys?: string[] }[];
};

/** Replaces the customer's cart with these lines. */
export async function fillCart(db: Db, userId: number, lines: CartLineSpec[]): Promise<void> {
  let [cart] = await db.select().from(carts).where(eq(carts.userId, userId));
  if (!cart) [cart] = await db.insert(carts).values({ userId }).returning();
  if (!cart) throw new Error("cart insert returned nothing");
  await db.delete(cartItems).where(eq(cartItems.cartId, cart.id));
  for (const line of lines) {
    const [item] = await db
      .insert(cartItems)
      .values({ cartId: cart.id, productId: line.productId, quantity: line.quantity })
      .returning();
    if (!item) throw new Error("cart item insert returned nothing");
    for (const answer of line.answers ?? []) {
      await db.insert(cartItemCustomizations).values({
        cartItemId: item.id,
        fieldId: answer.fieldId,
        textValue: answer.text ?? null,
        imageKeys: answer.imageKeys ?? [],
      });
    }
  }
}

const day = 24 * 60 * 60 * 1000;

export async function makeOffer(db: Db, values: Partial<typeof offers.$inferInsert> = {}) {
  const [row] = await db
    .insert(offers)
    .values({
      name: "Festive 10% off",
      startDate: new Date(Date.now() - day),
      endDate: new Date(Date.now() + day),
      minOrderAmountPaise: 100_000,
      discountType: "percentage",
      discountPercentage: 10,
      maxDiscountAmountPaise: 20_000,
      ...values,
    })
    .returning();
  if (!row) throw new Error("offer insert returned nothing");
  return row;
}

export async function makeCoupon(db: Db, values: Partial<typeof coupons.$inferInsert> = {}) {
  const [row] = await db
    .insert(coupons)
    .values({
      code: `SWEET${next()
        .replace(/[^a-z0-9]/gi, "")
        .toUpperCase()}`,
      startsAt: new Date(Date.now() - day),
      endsAt: new Date(Date.now() + day),
      discountType: "fixed",
      discountAmountPaise: 5_000,
      ...values,
    })
    .returning();
  if (!row) throw new Error("coupon insert returned nothing");
  return row;
}

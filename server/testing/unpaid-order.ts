import { randomBytes } from "node:crypto";
import type { Db } from "@server/db/connect";
import {
  cartItems,
  carts,
  orderItems,
  orders,
  products,
  shippingZonePincodes,
  shippingZones,
} from "@server/db/schema";
import type { PaymentGateway } from "@server/platform/payments/gateway";
import { eq, sql } from "drizzle-orm";
import { makeProduct } from "./shop-fixtures";
import { signInAs } from "./sign-in";

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(++counter).toString(36)}${randomBytes(2).toString("hex")}`;

/** A category, a product with `stock` units at `pricePaise`, and a Pune shipping zone (3 days standard). */
export async function stockedProduct(db: Db, options: { stock: number; pricePaise?: number }) {
  const { product } = await makeProduct(db, {
    pricePaise: options.pricePaise ?? 49900,
    stock: options.stock,
  });
  const [zone] = await db
    .select({ id: shippingZones.id })
    .from(shippingZonePincodes)
    .innerJoin(shippingZones, eq(shippingZones.id, shippingZonePincodes.zoneId))
    .where(eq(shippingZonePincodes.prefix, "411"));
  if (!zone) {
    const [made] = await db
      .insert(shippingZones)
      .values({
        name: "Pune",
        standardDays: 3,
        standardChargePaise: 5000,
        standardFreeShippingValuePaise: 99900,
      })
      .returning();
    await db.insert(shippingZonePincodes).values({ zoneId: made?.id as number, prefix: "411" });
  }
  return product;
}

export const puneAddress = {
  full_name: "Sneha Patil",
  phone: "+91 98220 11111",
  house_no: "Flat 4B, Shanti Apartments",
  street: "FC Road, Shivajinagar",
  landmark: "Near Goodluck Cafe",
  city: "Pune",
  state: "Maharashtra",
  pincode: "411004",
};

/**
 * What create_order leaves behind, made directly: a signed-in customer with the product in the cart, an
 * unpaid order for `quantity` units holding stock (taken from the product), and its gateway order.
 */
export async function unpaidOrder(
  db: Db,
  gateway: PaymentGateway,
  options: { productId: number; quantity?: number; email?: string },
) {
  const quantity = options.quantity ?? 1;
  const customer = await signInAs(db, {
    email: options.email ?? `buyer-${unique()}@example.in`,
    firstName: "Sneha",
  });
  const [product] = await db
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}` })
    .where(eq(products.id, options.productId))
    .returning();
  if (!product) throw new Error("no such product");
  const [cart] = await db.insert(carts).values({ userId: customer.user.id }).returning();
  await db.insert(cartItems).values({ cartId: cart?.id as number, productId: product.id, quantity });
  const totalPaise = product.pricePaise * quantity;
  const orderNumber = `MTH-${unique().toUpperCase()}`;
  const gatewayOrder = await gateway.createOrder({ amountPaise: totalPaise, receipt: orderNumber });
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber,
      userId: customer.user.id,
      addressDetails: puneAddress,
      shippingMethod: "S",
      subtotalPaise: totalPaise,
      totalPaise,
      orderKey: randomBytes(24).toString("base64url"),
      gateway: gateway.name,
      gatewayOrderId: gatewayOrder.id,
      expiresAt: new Date(Date.now() + 30 * 60 * 1000),
    })
    .returning();
  if (!order) throw new Error("order insert returned nothing");
  await db.insert(orderItems).values({
    orderId: order.id,
    productId: product.id,
    productName: product.name,
    quantity,
    unitPricePaise: product.pricePaise,
  });
  return { customer, order, gatewayOrder, headers: customer.headers };
}

/** Moves an order's expiry into the past, as if 30 minutes had gone by. */
export async function expireNow(db: Db, orderId: number) {
  await db
    .update(orders)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(orders.id, orderId));
}

import { randomBytes } from "node:crypto";
import type { Db } from "@server/db/connect";
import { orderItems, orders, products } from "@server/db/schema";
import { eq } from "drizzle-orm";
import { signInAs } from "./sign-in";
import { puneAddress } from "./unpaid-order";

type Customer = Awaited<ReturnType<typeof signInAs>>;
type OrderStatus = (typeof orders.$inferInsert)["orderStatus"];

/**
 * A paid order of these products, one of each, in `status` (DELIVERED unless said), made directly in
 * the database the way the back office leaves a delivered order; for a new customer unless one is given.
 */
export async function deliveredOrder(
  db: Db,
  options: { productIds: number[]; customer?: Customer; status?: OrderStatus },
) {
  const customer =
    options.customer ??
    (await signInAs(db, {
      email: `reviewer-${randomBytes(5).toString("hex")}@example.in`,
      firstName: "Meera",
      lastName: "Joshi",
    }));
  const bought = [];
  for (const id of options.productIds) {
    const [product] = await db.select().from(products).where(eq(products.id, id));
    if (!product) throw new Error(`no product ${id}`);
    bought.push(product);
  }
  const totalPaise = bought.reduce((sum, product) => sum + product.pricePaise, 0);
  const status = options.status ?? "DELIVERED";
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `MTH-${randomBytes(5).toString("hex").toUpperCase()}`,
      userId: customer.user.id,
      orderStatus: status,
      paymentStatus: "PAID",
      addressDetails: puneAddress,
      shippingMethod: "S",
      subtotalPaise: totalPaise,
      totalPaise,
      orderKey: randomBytes(24).toString("base64url"),
      gateway: "simulated",
      paidAt: new Date(),
      deliveredAt: status === "DELIVERED" ? new Date() : null,
    })
    .returning();
  if (!order) throw new Error("order insert returned nothing");
  await db.insert(orderItems).values(
    bought.map((product) => ({
      orderId: order.id,
      productId: product.id,
      productName: product.name,
      quantity: 1,
      unitPricePaise: product.pricePaise,
    })),
  );
  return { customer, headers: customer.headers, order };
}

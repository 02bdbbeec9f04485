import { randomUUID } from "node:crypto";
import type { Db } from "@server/db/connect";
import { orders } from "@server/db/schema";

type OrderValues = Partial<typeof orders.$inferInsert>;

/**
 * An order row written straight to the database, for tests that read orders (figures, counts of use)
 * rather than place them: ₹1,000, unpaid, unless `values` say otherwise.
 */
export async function insertOrder(db: Db, userId: number, values: OrderValues = {}) {
  const id = randomUUID();
  const [row] = await db
    .insert(orders)
    .values({
      orderNumber: `T-${id.slice(0, 18)}`,
      userId,
      addressDetails: {
        full_name: "Asha Kulkarni",
        phone: "9822011111",
        house_no: "Flat 4B",
        street: "FC Road",
        landmark: "",
        city: "Pune",
        state: "Maharashtra",
        pincode: "411004",
      },
      shippingMethod: "S",
      subtotalPaise: 100_000,
      totalPaise: 100_000,
      orderKey: id,
      gateway: "simulated",
      ...values,
    })
    .returning();
  if (!row) throw new Error("order insert returned nothing");
  return row;
}

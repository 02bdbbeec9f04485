import type { Db } from "@server/db/connect";
import { orderItems, type orders } from "@server/db/schema/orders";
import { shipments } from "@server/db/schema/shipments";
import type { CourierProvider } from "@server/platform/couriers/courier-provider";
import { insertOrder } from "./order-rows";

type OrderValues = Partial<typeof orders.$inferInsert>;
type ItemValues = Partial<typeof orderItems.$inferInsert>;

/**
 * A paid courier order ready to pack, written straight to the database: ₹1,234.56 a unit (a figure a
 * test can look for), personalised, with a gift card, unless `values` and `items` say otherwise.
 */
export async function orderToPack(db: Db, userId: number, values: OrderValues = {}, items?: ItemValues[]) {
  const order = await insertOrder(db, userId, {
    orderStatus: "PROCESSING",
    paymentStatus: "PAID",
    paidAt: new Date(),
    subtotalPaise: 246_912,
    totalPaise: 246_912,
    giftMessage: "Happy birthday, Riya!",
    giftFrom: "Asha",
    ...values,
  });
  await db.insert(orderItems).values(
    (
      items ?? [
        {
          productName: "Belgian truffle box",
          quantity: 2,
          customizations: [
            { field: "Name on the box", text: "Riya" },
            { field: "Photo", images: ["private/customers/photo.jpg"] },
          ],
        },
      ]
    ).map((item) => ({
      orderId: order.id,
      productName: "Kaju katli",
      quantity: 1,
      unitPricePaise: 123_456,
      ...item,
    })),
  );
  return order;
}

/**
 * A booking as the booking chain leaves it: the order created at the provider (the Shiprocket double,
 * through its real client) with an AWB, and our `booked` shipment row pointing at it, no label kept yet.
 */
export async function bookedShipment(
  db: Db,
  couriers: CourierProvider,
  order: typeof orders.$inferSelect,
): Promise<typeof shipments.$inferSelect> {
  const address = order.addressDetails;
  const parcel = { weightGrams: 500, lengthCm: 20, breadthCm: 15, heightCm: 10 };
  const created = await couriers.createOrder({
    channelOrderId: order.orderNumber,
    orderedAt: order.paidAt ?? new Date(),
    customer: {
      name: address.full_name,
      email: "asha@example.com",
      phone: address.phone,
      line1: `${address.house_no}, ${address.street}`,
      line2: "",
      landmark: address.landmark,
      city: address.city,
      state: address.state,
      pincode: address.pincode,
    },
    items: [{ name: "Belgian truffle box", sku: "P1", units: 1, unitPaise: order.totalPaise, hsn: null }],
    shippingPaise: 0,
    discountPaise: 0,
    totalPaise: order.totalPaise,
    parcel,
  });
  const assigned = await couriers.assignAwb(created.providerShipmentId, null);
  const [row] = await db
    .insert(shipments)
    .values({
      orderId: order.id,
      provider: couriers.name,
      state: "booked",
      channelOrderId: order.orderNumber,
      providerOrderId: created.providerOrderId,
      providerShipmentId: created.providerShipmentId,
      courierId: assigned.courierId,
      courierName: assigned.courierName,
      awb: assigned.awb,
      trackingUrl: couriers.trackingUrl(assigned.awb),
      weightGrams: parcel.weightGrams,
      lengthCm: parcel.lengthCm,
      breadthCm: parcel.breadthCm,
      heightCm: parcel.heightCm,
      bookedAt: new Date(),
    })
    .returning();
  if (!row) throw new Error("shipment insert returned nothing");
  return row;
}

import { shipmentMessages } from "@contract/admin/shipments";
import { shipments } from "@server/db/schema/shipments";
import {
  bookCourier,
  type CourierShop,
  courierOrder,
  courierShop,
  orderRow,
  providerOrdersOf,
  shipmentsOf,
} from "@server/testing/courier-booking-kit";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let shop: CourierShop;
beforeAll(async () => {
  shop = await courierShop();
});
afterAll(() => shop.close());

async function bookedOrder() {
  const order = await courierOrder(shop.t, "S");
  const res = await bookCourier(shop, order.id, 1);
  expect(res.statusCode, res.body).toBe(201);
  return { order, shipment: res.json() as { id: number; awb: string } };
}

const cancel = (shipmentId: number) => shop.admin.post(`/shipments/${shipmentId}/cancel/`);

describe("Cancel booking", () => {
  it("before pickup: cancelled at Shiprocket, the order untracked but still packed, bookable again as -2", async () => {
    const { order, shipment } = await bookedOrder();
    const packedAt = (await orderRow(shop.t, order.id)).packedAt;
    const res = await cancel(shipment.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: shipment.id, state: "cancelled", awb: shipment.awb });
    expect(providerOrdersOf(shop.double, order.number)).toEqual([
      expect.objectContaining({ channelOrderId: order.number, status: "CANCELED" }),
    ]);
    expect(await orderRow(shop.t, order.id)).toMatchObject({
      courier: null,
      trackingNumber: null,
      trackingUrl: null,
      packedAt,
    });
    const audit = await shop.admin.audit("shipment", shipment.id);
    expect(audit[0]).toMatchObject({ action: "cancel", after: { state: "cancelled" } });

    // Now staff may cancel the order itself, or book it again under a new channel id.
    expect((await shop.admin.get(`/orders/${order.id}/`)).json().actions).toEqual(["ship", "cancel"]);
    const again = await bookCourier(shop, order.id, 10);
    expect(again.statusCode, again.body).toBe(201);
    expect(providerOrdersOf(shop.double, order.number).map((made) => made.channelOrderId)).toEqual([
      order.number,
      `${order.number}-2`,
    ]);
    const panel = (await shop.admin.get(`/orders/${order.id}/shipment/`)).json();
    expect(panel.shipment).toMatchObject({ id: again.json().id, state: "booked", courier: "Blue Dart Air" });
    expect(panel.earlier).toEqual([expect.objectContaining({ id: shipment.id, state: "cancelled" })]);
  });

  it("after pickup: 409, nothing changes", async () => {
    const { order, shipment } = await bookedOrder();
    await shop.t.db.update(shipments).set({ state: "picked_up" }).where(eq(shipments.id, shipment.id));
    const res = await cancel(shipment.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(shipmentMessages.pickedUp);
    expect(providerOrdersOf(shop.double, order.number)[0]?.status).toBe("PICKUP SCHEDULED");
    expect((await orderRow(shop.t, order.id)).trackingNumber).toBe(shipment.awb);
  });

  it("Shiprocket not answering: 503, nothing changes", async () => {
    const { order, shipment } = await bookedOrder();
    shop.double.fail("orders/cancel", 503);
    const res = await cancel(shipment.id);
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("60");
    expect((await shipmentsOf(shop.t, order.id))[0]?.state).toBe("booked");
    expect((await orderRow(shop.t, order.id)).trackingNumber).toBe(shipment.awb);
    expect(providerOrdersOf(shop.double, order.number)[0]?.status).toBe("PICKUP SCHEDULED");
    expect(await shop.admin.audit("shipment", shipment.id)).toHaveLength(1);
  });

  it("a refused booking's Shiprocket order is cancelled there too; a second cancel is refused", async () => {
    const order = await courierOrder(shop.t, "S");
    shop.double.walletLow(true);
    expect((await bookCourier(shop, order.id, 1)).statusCode).toBe(409);
    shop.double.walletLow(false);
    const [failed] = await shipmentsOf(shop.t, order.id);
    const res = await cancel(failed?.id ?? 0);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().state).toBe("cancelled");
    expect(providerOrdersOf(shop.double, order.number)[0]?.status).toBe("CANCELED");
    const second = await cancel(failed?.id ?? 0);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe("This booking is already cancelled.");
    expect((await cancel(2_000_000)).statusCode).toBe(404);
  });
});

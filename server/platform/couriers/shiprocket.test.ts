import { testClock } from "@server/testing/clock";
import { type ShiprocketDouble, startShiprocketDouble } from "@server/testing/shiprocket-double";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ProviderOrder } from "./courier-provider";
import { shiprocketCouriers } from "./shiprocket";

const day = 24 * 3_600_000;
let double: ShiprocketDouble;
beforeAll(async () => {
  double = await startShiprocketDouble({ now: () => new Date("2026-10-19T10:00:00+05:30") });
});
beforeEach(() => double.reset());
afterAll(() => double.close());

const parcel = { weightGrams: 500, lengthCm: 20, breadthCm: 15, heightCm: 10 };
function providerOrder(channelOrderId: string, city = "Pune"): ProviderOrder {
  return {
    channelOrderId,
    orderedAt: new Date("2026-10-19T14:05:30+05:30"),
    customer: {
      name: "Asha Rao Menon",
      email: "asha@example.in",
      phone: "+91 98765 43210",
      line1: "Flat 4B, Lotus Court",
      line2: "MG Road",
      landmark: "Opposite City Mall",
      city,
      state: "Maharashtra",
      pincode: "411004",
    },
    items: [{ name: "Truffle box", sku: "P12", units: 2, unitPaise: 49_950, hsn: "1806" }],
    shippingPaise: 9_900,
    discountPaise: 5_000,
    totalPaise: 104_800,
    parcel,
  };
}
const kindOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "resolved",
    (error: { kind?: string }) => error.kind,
  );

describe("Shiprocket client over HTTP", () => {
  it("books an order through every call with one login, money in rupees and the India order date", async () => {
    const couriers = double.couriers();
    const choices = await couriers.couriersFor({ deliveryPincode: "411004", parcel, declaredPaise: 104_800 });
    expect(choices.pickupPincode).toBe("110017");
    expect(choices.recommendedId).toBe(1);
    expect(choices.couriers).toEqual([
      {
        courierId: 1,
        name: "Delhivery Surface",
        chargePaise: 6550,
        days: 4,
        etd: "2026-10-23",
        mode: "surface",
        rating: 4.6,
      },
      {
        courierId: 10,
        name: "Blue Dart Air",
        chargePaise: 12900,
        days: 2,
        etd: "2026-10-21",
        mode: "air",
        rating: 4.8,
      },
      {
        courierId: 43,
        name: "Xpressbees",
        chargePaise: 5800,
        days: 5,
        etd: "2026-10-24",
        mode: "surface",
        rating: 4.2,
      },
    ]);

    const created = await couriers.createOrder(providerOrder("MTH-261019-AAAA"));
    const held = double.orders[0];
    expect(created).toEqual({ providerOrderId: held?.id, providerShipmentId: held?.shipmentId });
    expect(held?.body).toMatchObject({
      order_id: "MTH-261019-AAAA",
      order_date: "2026-10-19 14:05",
      pickup_location: "Primary",
      billing_customer_name: "Asha",
      billing_last_name: "Rao Menon",
      billing_address: "Flat 4B, Lotus Court, MG Road",
      billing_address_2: "Opposite City Mall",
      billing_phone: "9876543210",
      billing_country: "India",
      shipping_is_billing: true,
      order_items: [{ name: "Truffle box", sku: "P12", units: 2, selling_price: 499.5, hsn: "1806" }],
      payment_method: "Prepaid",
      shipping_charges: 99,
      total_discount: 50,
      sub_total: 1048,
      weight: 0.5,
      length: 20,
    });

    const assigned = await couriers.assignAwb(created.providerShipmentId, 10);
    expect(assigned).toEqual({ awb: held?.awb, courierId: 10, courierName: "Blue Dart Air" });
    const pickup = await couriers.requestPickup(created.providerShipmentId);
    expect(pickup.scheduledFor?.toISOString()).toBe(new Date("2026-10-20T10:00:00+05:30").toISOString());
    expect(pickup.token).toBe(`${created.providerShipmentId}_${held?.awb}`);
    expect(await couriers.generateManifest(created.providerShipmentId)).toMatch(/MANIFEST-\d+\.pdf$/);
    const label = await couriers.labelPdf(created.providerShipmentId);
    expect(label.subarray(0, 5).toString()).toBe("%PDF-");
    expect(couriers.trackingUrl(assigned.awb)).toBe(`https://shiprocket.co/tracking/${assigned.awb}`);

    await couriers.cancel(created.providerOrderId);
    expect(held?.status).toBe("CANCELED");
    expect(double.logins).toBe(1);
    expect(double.requests.filter((line) => line.includes("settings/company/pickup"))).toHaveLength(1);
  });

  it("answers no couriers for a pincode Shiprocket does not serve", async () => {
    expect(
      await double.couriers().couriersFor({ deliveryPincode: "930001", parcel, declaredPaise: 50_000 }),
    ).toEqual({ pickupPincode: "110017", recommendedId: null, couriers: [] });
  });

  it("checks the pickup location once an hour and refuses one the account does not have", async () => {
    const clock = testClock("2026-10-19T10:00+05:30");
    const couriers = double.couriers({ now: clock.now });
    await couriers.couriersFor({ deliveryPincode: "411004", parcel, declaredPaise: 50_000 });
    clock.advance(59 * 60_000);
    await couriers.couriersFor({ deliveryPincode: "411004", parcel, declaredPaise: 50_000 });
    expect(double.requests.filter((line) => line.includes("settings/company/pickup"))).toHaveLength(1);
    clock.advance(2 * 60_000);
    await couriers.couriersFor({ deliveryPincode: "411004", parcel, declaredPaise: 50_000 });
    expect(double.requests.filter((line) => line.includes("settings/company/pickup"))).toHaveLength(2);

    const elsewhere = shiprocketCouriers(
      { ...double.config, pickupLocation: "Back room" },
      { timeoutMs: 500 },
    );
    const refusal = {
      kind: "refused",
      message: "Pickup location 'Back room' is not in the Shiprocket account",
    };
    await expect(
      elsewhere.couriersFor({ deliveryPincode: "411004", parcel, declaredPaise: 1 }),
    ).rejects.toMatchObject(refusal);
    await expect(elsewhere.createOrder(providerOrder("MTH-261019-PICK"))).rejects.toMatchObject(refusal);
    expect(double.orders).toHaveLength(0);
  });

  it("finds a booking by its exact channel order id only, with its AWB and whether it was cancelled", async () => {
    const couriers = double.couriers();
    const longer = await couriers.createOrder(providerOrder("MTH-261019-BBBB-2"));
    expect(await couriers.findBooking("MTH-261019-BBBB")).toBeNull();
    expect(await couriers.findBooking("MTH-261019-BBBB-2")).toEqual({
      providerOrderId: longer.providerOrderId,
      providerShipmentId: longer.providerShipmentId,
      awb: null,
      courierName: null,
      cancelled: false,
    });
    const { awb } = await couriers.assignAwb(longer.providerShipmentId, null);
    expect(await couriers.findBooking("MTH-261019-BBBB-2")).toMatchObject({
      awb,
      courierName: "Delhivery Surface",
    });
    await couriers.cancel(longer.providerOrderId);
    expect(await couriers.findBooking("MTH-261019-BBBB-2")).toMatchObject({ cancelled: true });
  });

  it("finds an order whose create answer was lost, so it is never made twice", async () => {
    const couriers = double.couriers();
    double.doThenHang("orders/create/adhoc");
    expect(await kindOf(couriers.createOrder(providerOrder("MTH-261019-CCCC")))).toBe("unavailable");
    expect(double.orders).toHaveLength(1);
    expect(await couriers.findBooking("MTH-261019-CCCC")).toMatchObject({
      providerOrderId: double.orders[0]?.id,
    });
  });

  it("takes a second pickup request and a second manifest as done", async () => {
    const couriers = double.couriers();
    const { providerShipmentId } = await couriers.createOrder(providerOrder("MTH-261019-DDDD"));
    await couriers.assignAwb(providerShipmentId, 43);
    await couriers.requestPickup(providerShipmentId);
    expect(await couriers.requestPickup(providerShipmentId)).toEqual({ scheduledFor: null, token: null });
    await couriers.generateManifest(providerShipmentId);
    expect(await couriers.generateManifest(providerShipmentId)).toBeNull();
  });
});

describe("Shiprocket's login token", () => {
  it("serves many calls with one login and is renewed when 9 days old", async () => {
    const clock = testClock("2026-10-01T09:00+05:30");
    const couriers = double.couriers({ now: clock.now });
    for (const id of ["A", "B", "C"]) await couriers.findBooking(id);
    expect(double.logins).toBe(1);
    clock.advance(9 * day - 60_000);
    await couriers.findBooking("D");
    expect(double.logins).toBe(1);
    clock.advance(60_000);
    await couriers.findBooking("E");
    expect(double.logins).toBe(2);
  });

  it("logs in once more after a 401 mid-life and tries the call again", async () => {
    const clock = testClock("2026-10-01T09:00+05:30");
    const couriers = double.couriers({ now: clock.now });
    await couriers.findBooking("A");
    clock.advance(2 * day);
    double.expireTokens();
    expect(await couriers.findBooking("B")).toBeNull();
    expect(double.logins).toBe(2);
    expect(double.requests.filter((line) => line === "GET /v1/external/orders")).toHaveLength(3);
  });

  it("answers `login` when the call is refused again after the fresh login", async () => {
    const clock = testClock("2026-10-01T09:00+05:30");
    const couriers = double.couriers({ now: clock.now });
    await couriers.findBooking("A");
    clock.advance(day);
    double.fail("GET /v1/external/orders", 401, 2);
    await expect(couriers.findBooking("B")).rejects.toMatchObject({
      kind: "login",
      message: expect.stringContaining("API user"),
    });
    expect(double.logins).toBe(2);
  });

  it("logs in at most once a minute, even when Shiprocket keeps refusing the token", async () => {
    const clock = testClock("2026-10-01T09:00+05:30");
    const couriers = double.couriers({ now: clock.now });
    await couriers.findBooking("A");
    double.expireTokens();
    for (const id of ["B", "C", "D"]) expect(await kindOf(couriers.findBooking(id))).toBe("login");
    expect(double.logins).toBe(1);
    clock.advance(60_000);
    expect(await couriers.findBooking("E")).toBeNull();
    expect(double.logins).toBe(2);
  });

  it("shares one login among ten calls made while the token is renewed", async () => {
    const clock = testClock("2026-10-01T09:00+05:30");
    const couriers = double.couriers({ now: clock.now });
    await Promise.all(Array.from({ length: 10 }, (_, i) => couriers.findBooking(`first-${i}`)));
    expect(double.logins).toBe(1);
    clock.advance(9 * day);
    await Promise.all(Array.from({ length: 10 }, (_, i) => couriers.findBooking(`renewed-${i}`)));
    expect(double.logins).toBe(2);
  });

  it("refuses bad credentials as `login` with a sentence for staff, without a storm of logins", async () => {
    const clock = testClock("2026-10-01T09:00+05:30");
    const couriers = shiprocketCouriers(
      { ...double.config, password: "not-the-password" },
      { now: clock.now },
    );
    const error = await couriers.findBooking("A").catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: "login" });
    expect((error as Error).message).toContain("SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD");
    expect((error as Error).message).not.toContain("not-the-password");
    expect(await kindOf(couriers.findBooking("B"))).toBe("login");
    expect(double.logins).toBe(1);
    clock.advance(60_000);
    expect(await kindOf(couriers.findBooking("C"))).toBe("login");
    expect(double.logins).toBe(2);
  });
});

describe("Shiprocket's refusals and silences", () => {
  it("reads 429, 5xx, timeouts and a login that fails as `unavailable`", async () => {
    const clock = testClock("2026-10-01T09:00+05:30");
    const couriers = double.couriers({ now: clock.now });
    double.fail("auth/login", 503);
    expect(await kindOf(couriers.findBooking("A"))).toBe("unavailable");
    clock.advance(60_000);
    await couriers.findBooking("A");
    for (const status of [429, 500, 502, 504, "hang"] as const) {
      double.fail("GET /v1/external/orders", status);
      const error = await couriers.findBooking("B").catch((caught: unknown) => caught);
      expect(error).toMatchObject({ kind: "unavailable" });
      if (status === "hang") expect((error as Error).message).toBe("Shiprocket did not answer within 1 s.");
    }
  });

  it("keeps the field messages of a 422 as the refusal's words", async () => {
    const couriers = double.couriers();
    await expect(
      couriers.createOrder(providerOrder("MTH-261019-EEEE", "Thiruvananthapuram Cantonment Rd")),
    ).rejects.toMatchObject({
      kind: "refused",
      message: "billing_city: The billing city may not be greater than 30 characters.",
    });
    const { providerOrderId } = await couriers.createOrder(providerOrder("MTH-261019-EEEE"));
    await expect(couriers.createOrder(providerOrder("MTH-261019-EEEE"))).rejects.toMatchObject({
      kind: "refused",
      message: "order_id: Order id already exists.",
    });
    await couriers.cancel(providerOrderId);
    await expect(couriers.createOrder(providerOrder("MTH-261019-EEEE"))).rejects.toMatchObject({
      kind: "refused",
      message: expect.stringContaining("consider changing the order_id"),
    });
  });

  it("reads an AWB refusal inside a 200, and a second assignment's 400, as `refused`", async () => {
    const couriers = double.couriers();
    const { providerShipmentId } = await couriers.createOrder(providerOrder("MTH-261019-FFFF"));
    double.walletLow(true);
    await expect(couriers.assignAwb(providerShipmentId, null)).rejects.toMatchObject({
      kind: "refused",
      message: expect.stringContaining("wallet balance"),
    });
    double.walletLow(false);
    await couriers.assignAwb(providerShipmentId, null);
    await expect(couriers.assignAwb(providerShipmentId, 10)).rejects.toMatchObject({
      kind: "refused",
      message: "Oops! Cannot reassign courier for this shipment.",
    });
  });

  it("stops a label download at 5 MB and a label that never arrives at its timeout", async () => {
    const couriers = double.couriers();
    const { providerShipmentId } = await couriers.createOrder(providerOrder("MTH-261019-GGGG"));
    await expect(couriers.labelPdf(providerShipmentId)).rejects.toMatchObject({
      kind: "refused",
      message: "No valid shipment ids to print label",
    });
    await couriers.assignAwb(providerShipmentId, null);
    double.largeLabels(true);
    await expect(couriers.labelPdf(providerShipmentId)).rejects.toMatchObject({
      kind: "refused",
      message: "Shiprocket's label is larger than 5 MB.",
    });
    double.largeLabels(false);
    double.fail("GET /labels/", "hang");
    expect(await kindOf(couriers.labelPdf(providerShipmentId))).toBe("unavailable");
    expect((await couriers.labelPdf(providerShipmentId)).subarray(0, 5).toString()).toBe("%PDF-");
  });
});

describe("the Shiprocket double's protocol", () => {
  it("asks every call but login for a live Bearer token, and shows one order by its id", async () => {
    const unauthenticated = await fetch(`${double.url}/v1/external/orders`);
    expect(unauthenticated.status).toBe(401);
    expect(await unauthenticated.json()).toEqual({ message: "Unauthenticated." });
    const login = await fetch(`${double.url}/v1/external/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: double.config.email, password: double.config.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const { providerOrderId } = await double.couriers().createOrder(providerOrder("MTH-261019-HHHH"));
    const shown = await fetch(`${double.url}/v1/external/orders/show/${providerOrderId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await shown.json()) as { data: unknown }).data).toMatchObject({
      id: Number(providerOrderId),
      channel_order_id: "MTH-261019-HHHH",
      shipments: { awb: "", courier: "" },
    });
    double.expireTokens();
    const expired = await fetch(`${double.url}/v1/external/orders`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(expired.status).toBe(401);
  });
});

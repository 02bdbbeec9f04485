import { type ShiprocketDouble, startShiprocketDouble } from "@server/testing/shiprocket-double";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readTrackingWebhook, shiprocketTime, trackingWebhookAuthorized } from "./shiprocket-webhook";

let double: ShiprocketDouble;
beforeAll(async () => {
  double = await startShiprocketDouble();
});
afterAll(() => double.close());

const token = "a-long-webhook-token-1234567890";
/** The collection's own sample, as Shiprocket documents it. */
const sample = {
  awb: "19041424751540",
  courier_name: "Delhivery Surface",
  current_status: "IN TRANSIT",
  current_status_id: 20,
  shipment_status: "IN TRANSIT",
  shipment_status_id: 18,
  current_timestamp: "23 05 2023 11:43:52",
  order_id: "1373900_150876814",
  sr_order_id: 348456385,
  awb_assigned_date: "2023-05-19 11:59:16",
  pickup_scheduled_date: "2023-05-19 11:59:17",
  etd: "2023-05-23 15:40:19",
  scans: [
    {
      date: "2023-05-19 11:59:16",
      status: "X-UCI",
      activity: "Manifested - Manifest uploaded",
      location: "Chomu_SamodRd_D (Rajasthan)",
      "sr-status": "5",
      "sr-status-label": "MANIFEST GENERATED",
    },
    {
      date: "2023-05-19 15:32:17",
      status: "X-PPOM",
      activity: "In Transit - Shipment picked up",
      location: "Chomu_SamodRd_D (Rajasthan)",
      "sr-status": "42",
      "sr-status-label": "PICKED UP",
    },
  ],
  is_return: 0,
  channel_id: 3422553,
  pod_status: "OTP Based Delivery",
  pod: "Not Available",
};

describe("the webhook's token", () => {
  it("is accepted only when x-api-key equals it exactly", () => {
    expect(trackingWebhookAuthorized(token, { "x-api-key": token })).toBe(true);
    expect(trackingWebhookAuthorized(token, { "x-api-key": `${token}x` })).toBe(false);
    expect(trackingWebhookAuthorized(token, { "x-api-key": token.slice(0, -1) })).toBe(false);
    expect(trackingWebhookAuthorized(token, { "x-api-key": token.toUpperCase() })).toBe(false);
    expect(trackingWebhookAuthorized(token, { "x-api-key": "short" })).toBe(false);
    expect(trackingWebhookAuthorized(token, { "x-api-key": "" })).toBe(false);
    expect(trackingWebhookAuthorized(token, {})).toBe(false);
    expect(trackingWebhookAuthorized(token, { "x-api-key": [token, token] })).toBe(false);
    expect(trackingWebhookAuthorized(token, { authorization: token })).toBe(false);
  });

  it("is checked by the provider against SHIPROCKET_WEBHOOK_TOKEN, as the double sends it", () => {
    const couriers = double.couriers();
    expect(couriers.trackingWebhookAuthorized(double.webhookHeaders())).toBe(true);
    expect(couriers.trackingWebhookAuthorized(double.webhookHeaders("wrong-token-of-some-length"))).toBe(
      false,
    );
  });
});

describe("reading a tracking update", () => {
  it("reads the documented sample in India time", () => {
    expect(readTrackingWebhook(sample)).toEqual({
      awb: "19041424751540",
      providerOrderId: "348456385",
      statusCode: 18,
      statusLabel: "IN TRANSIT",
      at: new Date("2023-05-23T11:43:52+05:30"),
      courierName: "Delhivery Surface",
      scans: [
        {
          at: new Date("2023-05-19T11:59:16+05:30"),
          code: 5,
          label: "MANIFEST GENERATED",
          activity: "Manifested - Manifest uploaded",
          location: "Chomu_SamodRd_D (Rajasthan)",
        },
        {
          at: new Date("2023-05-19T15:32:17+05:30"),
          code: 42,
          label: "PICKED UP",
          activity: "In Transit - Shipment picked up",
          location: "Chomu_SamodRd_D (Rajasthan)",
        },
      ],
    });
  });

  it("takes a numeric AWB and numeric-text codes, and trims every text", () => {
    const update = readTrackingWebhook({
      ...sample,
      awb: 19041424751540,
      shipment_status_id: " 7 ",
      shipment_status: "  DELIVERED  ",
      courier_name: "  Blue Dart  ",
      sr_order_id: "348456385",
    });
    expect(update).toMatchObject({
      awb: "19041424751540",
      statusCode: 7,
      statusLabel: "DELIVERED",
      courierName: "Blue Dart",
      providerOrderId: "348456385",
    });
  });

  it("cuts texts to their columns and keeps only the newest 200 scans", () => {
    const scans = Array.from({ length: 230 }, (_, i) => ({
      date: `2023-05-19 ${String(Math.floor(i / 60)).padStart(2, "0")}:${String(i % 60).padStart(2, "0")}:00`,
      "sr-status": 18,
      "sr-status-label": "L".repeat(100),
      activity: "A".repeat(400),
      location: "P".repeat(200),
    }));
    const update = readTrackingWebhook({ ...sample, shipment_status: "S".repeat(120), scans });
    expect(update?.statusLabel).toHaveLength(80);
    expect(update?.scans).toHaveLength(200);
    expect(update?.scans[0]?.at).toEqual(new Date("2023-05-19T00:30:00+05:30"));
    expect(update?.scans.every((scan) => scan.label.length === 80)).toBe(true);
    expect(update?.scans.every((scan) => scan.activity.length === 300)).toBe(true);
    expect(update?.scans.every((scan) => scan.location.length === 120)).toBe(true);
  });

  it("reads malformed fields as empty instead of dropping the update", () => {
    const update = readTrackingWebhook({
      awb: "AWB1",
      shipment_status_id: "eighteen",
      shipment_status: { nested: true },
      current_timestamp: "yesterday",
      scans: [
        "not a scan",
        { date: "31 02 2023 10:00:00", "sr-status": 1.5, "sr-status-label": "IN TRANSIT" },
        { date: "2023-05-19 25:00:00", "sr-status": "99999" },
      ],
    });
    expect(update).toEqual({
      awb: "AWB1",
      providerOrderId: null,
      statusCode: null,
      statusLabel: "IN TRANSIT",
      at: null,
      courierName: null,
      scans: [
        { at: null, code: null, label: "IN TRANSIT", activity: "", location: "" },
        { at: null, code: null, label: "", activity: "", location: "" },
      ],
    });
  });

  it("falls back to the newest scan's status when the body has none", () => {
    const { shipment_status_id: _, shipment_status: __, current_status: ___, ...bare } = sample;
    expect(readTrackingWebhook(bare)).toMatchObject({ statusCode: 42, statusLabel: "PICKED UP" });
  });

  it("is not a tracking update without an AWB, for a return, or when not an object", () => {
    expect(readTrackingWebhook({ ...sample, awb: "" })).toBeNull();
    expect(readTrackingWebhook({ ...sample, awb: "   " })).toBeNull();
    expect(readTrackingWebhook({ test: true })).toBeNull();
    expect(readTrackingWebhook({ ...sample, is_return: 1 })).toBeNull();
    expect(readTrackingWebhook({ ...sample, is_return: "1" })).toBeNull();
    expect(readTrackingWebhook([sample])).toBeNull();
    expect(readTrackingWebhook("awb")).toBeNull();
    expect(readTrackingWebhook(null)).toBeNull();
  });

  it("reads the body the double posts, with its times in India time", () => {
    const at = new Date("2026-10-21T08:15:09+05:30");
    const body = double.webhookBody("190414247001", 17, {
      at,
      srOrderId: "700000001",
      courierName: "Xpressbees",
    });
    expect(readTrackingWebhook(JSON.parse(JSON.stringify(body)))).toMatchObject({
      awb: "190414247001",
      providerOrderId: "700000001",
      statusCode: 17,
      statusLabel: "OUT FOR DELIVERY",
      at,
      courierName: "Xpressbees",
      scans: [{ at, code: 17, label: "OUT FOR DELIVERY" }],
    });
  });
});

describe("Shiprocket's times", () => {
  it("reads both of its formats as India wall-clock time, seconds optional", () => {
    expect(shiprocketTime("23 05 2023 11:43:52")).toEqual(new Date("2023-05-23T06:13:52Z"));
    expect(shiprocketTime("2023-05-19 00:10:00")).toEqual(new Date("2023-05-18T18:40:00Z"));
    expect(shiprocketTime("2023-05-19 11:59")).toEqual(new Date("2023-05-19T11:59+05:30"));
    for (const bad of [
      "2023-05-19",
      "19/05/2023 10:00:00",
      "2023-13-01 10:00:00",
      "00 05 2023 10:00:00",
      20230519,
    ]) {
      expect(shiprocketTime(bad)).toBeNull();
    }
  });
});

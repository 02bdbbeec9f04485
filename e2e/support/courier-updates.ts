import { type APIRequestContext, expect } from "@playwright/test";
import { shiprocketWebhookBody } from "@server/testing/shiprocket-double-webhook";
import { shiprocketE2e } from "./shiprocket";

const doubleUrl = `http://127.0.0.1:${shiprocketE2e.port}`;

type DoubleListing = {
  id: number;
  channel_order_id: string;
  shipments: { id: number; courier: string; awb: string }[];
};

/** The double's order holding `awb`, asked through Shiprocket's own API as the store would. */
async function doubleOrderOf(request: APIRequestContext, awb: string) {
  const login = await request.post(`${doubleUrl}/v1/external/auth/login`, {
    data: { email: shiprocketE2e.email, password: shiprocketE2e.password },
  });
  expect(login.ok(), "the Shiprocket double signs in").toBe(true);
  const { token } = (await login.json()) as { token: string };
  const found = await request.get(`${doubleUrl}/v1/external/orders?search=${awb}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { data } = (await found.json()) as { data: DoubleListing[] };
  const order = data.find((candidate) => candidate.shipments[0]?.awb === awb);
  if (!order) throw new Error(`the Shiprocket double holds no order with AWB ${awb}`);
  const shipment = order.shipments[0];
  return {
    id: String(order.id),
    channelOrderId: order.channel_order_id,
    shipmentId: String(shipment?.id ?? ""),
    courierName: shipment?.courier || null,
  };
}

/**
 * Posts what Shiprocket posts when the courier scans parcel `awb` (`statusId` its shipment_status_id,
 * e.g. 42 picked up, 17 out for delivery, 7 delivered) to the store's tracking webhook, with the token
 * the store was given; expects it to be taken in.
 */
export async function postCourierUpdate(request: APIRequestContext, awb: string, statusId: number) {
  const order = await doubleOrderOf(request, awb);
  const response = await request.post("/api/courier/tracking-updates", {
    headers: { "x-api-key": shiprocketE2e.webhookToken },
    data: shiprocketWebhookBody(order, awb, statusId, { at: new Date() }),
  });
  expect(response.status(), `the webhook for status ${statusId}`).toBe(200);
  expect(await response.json()).toEqual({ status: "processed" });
}

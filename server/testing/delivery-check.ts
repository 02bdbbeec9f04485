import { type DeliveryCheckResponse, deliveryCheckResponse } from "@contract/delivery";
import type { TestApp } from "./test-app";

let ip = 0;

/**
 * The product page's delivery check for a pincode, asked by a guest. Each call comes from another
 * address, so the check's rate limit never answers in a test that asks many times.
 */
export async function checkDelivery(t: TestApp, pincode: string): Promise<DeliveryCheckResponse> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/orders/delivery/check-delivery/",
    payload: { pincode },
    remoteAddress: `198.51.100.${++ip % 250}`,
  });
  return deliveryCheckResponse.parse(res.json());
}

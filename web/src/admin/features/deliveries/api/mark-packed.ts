import { maxPackedAtOnce, type PackedResponse } from "@contract/admin/deliveries";
import { apiRequest } from "@web/lib/http";

/** POST /admin/orders/packed/ in runs the server takes: stamps the orders before their slips print. */
export async function markPacked(orderIds: number[]): Promise<number[]> {
  const packed: number[] = [];
  for (let start = 0; start < orderIds.length; start += maxPackedAtOnce) {
    const order_ids = orderIds.slice(start, start + maxPackedAtOnce);
    const answer = await apiRequest<PackedResponse>("/admin/orders/packed/", {
      method: "POST",
      body: { order_ids },
    });
    packed.push(...answer.packed);
  }
  return packed;
}

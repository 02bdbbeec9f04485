import { z } from "zod";
import type { GatewayEvent, GatewayOrder, GatewayPayment } from "./gateway";
import { hmacHex, signatureMatches } from "./signatures";

const paymentEntity = z.object({
  id: z.string().min(1).max(64),
  order_id: z.string().min(1).max(64),
  amount: z.number().int().nonnegative(),
  currency: z.string().max(8),
  status: z.enum(["created", "authorized", "captured", "refunded", "failed"]),
});
const orderEntity = z.object({
  id: z.string().min(1).max(64),
  amount: z.number().int().nonnegative(),
  currency: z.literal("INR"),
  receipt: z
    .string()
    .max(64)
    .nullable()
    .transform((receipt) => receipt ?? ""),
  status: z.enum(["created", "attempted", "paid"]),
});
const webhookBody = z.object({
  event: z.string().min(1).max(64),
  payload: z
    .object({
      payment: z.object({ entity: paymentEntity }).optional(),
      order: z.object({ entity: orderEntity }).optional(),
    })
    .default({}),
});

/**
 * Razorpay signs the exact bytes it sent, so the check runs on the raw body: a body parsed and
 * re-serialised (other spacing, other key order) no longer matches and is refused.
 */
export function parseSignedWebhook(
  webhookSecret: string,
  rawBody: Buffer,
  signature: string | undefined,
  eventId: string | undefined,
): GatewayEvent | null {
  if (!eventId || eventId.length > 64) return null;
  if (!signatureMatches(hmacHex(webhookSecret, rawBody), signature)) return null;
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString("utf8"));
  } catch {
    return null;
  }
  const body = webhookBody.safeParse(json);
  if (!body.success) return null;
  return {
    id: eventId,
    type: body.data.event,
    payment: (body.data.payload.payment?.entity ?? null) as GatewayPayment | null,
    order: (body.data.payload.order?.entity ?? null) as GatewayOrder | null,
  };
}

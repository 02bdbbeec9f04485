import type { AppDeps } from "@server/platform/deps";
import { invalid } from "@server/platform/errors";
import { applyCapturedPayment, type PaymentOutcome } from "./apply-payment";
import { lockOrderByGatewayOrder, recordPaymentEvent } from "./payment.repository";

type Deps = Pick<AppDeps, "db" | "payments" | "config" | "publicCache" | "now">;
type Log = { warn(obj: unknown, msg?: string): void; info(obj: unknown, msg?: string): void };

export type WebhookResult = { status: "processed" | "duplicate" | "ignored" };

const paidEvents = new Set(["payment.captured", "order.paid"]);

/**
 * POST /payments/razorpay/webhook: Razorpay telling us about a payment when the browser may never come
 * back. The signature covers the raw body; the event id is recorded in the same transaction as its
 * effect, so a replay (or Razorpay's own retry) finds it and changes nothing.
 */
export async function handleRazorpayWebhook(
  deps: Deps,
  log: Log,
  rawBody: Buffer,
  signature: string | undefined,
  eventId: string | undefined,
): Promise<WebhookResult> {
  const event = deps.payments.parseWebhook(rawBody, signature, eventId);
  if (!event) throw invalid("Invalid webhook signature");
  const payment = event.payment;
  const result = await deps.db.transaction(async (tx) => {
    const order = payment ? await lockOrderByGatewayOrder(tx, payment.order_id) : null;
    const fresh = await recordPaymentEvent(tx, {
      gateway: deps.payments.name,
      eventId: event.id,
      eventType: event.type,
      orderId: order?.id ?? null,
      payload: JSON.parse(rawBody.toString("utf8")) as unknown,
    });
    if (!fresh) return { status: "duplicate" as const, outcome: null };
    if (!order || !payment || !paidEvents.has(event.type))
      return { status: "ignored" as const, outcome: null };
    const outcome: PaymentOutcome = await applyCapturedPayment(deps, log, tx, order, payment);
    if (outcome.kind === "mismatch") {
      log.warn(
        { event: "payment.webhook_mismatch", orderId: order.id, type: event.type },
        "webhook payment does not match its order",
      );
    }
    return { status: "processed" as const, outcome };
  });
  if (result.outcome?.kind === "paid") await deps.publicCache.invalidate(result.outcome.changed);
  return { status: result.status };
}

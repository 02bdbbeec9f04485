import { randomBytes } from "node:crypto";
import type { GatewayOrder, GatewayPayment, GatewayRefund, PaymentGateway } from "./gateway";
import { GatewayError } from "./razorpay";
import { hmacHex, paymentSignature, signatureMatches } from "./signatures";
import { parseSignedWebhook } from "./webhook-event";

/** What the simulated card form gets back, and the webhook Razorpay would send after it. */
export type SimulatedPayment =
  | {
      outcome: "captured";
      payment: GatewayPayment;
      signature: string;
      webhook: { body: Buffer; signature: string; eventId: string };
    }
  | {
      outcome: "failed";
      payment: GatewayPayment;
      webhook: { body: Buffer; signature: string; eventId: string };
    };

export interface SimulatedGateway extends PaymentGateway {
  readonly name: "simulated";
  /** The dev-only "card": pays (or fails) a gateway order for its full amount. Null for an unknown order. */
  pay(gatewayOrderId: string, outcome: "captured" | "failed"): SimulatedPayment | null;
}

export const simulatedKeyId = "rzp_simulated_mithaas";
export const simulatedCheckoutScript = "/simulated-checkout.js";

const newId = (prefix: string) => `${prefix}_${randomBytes(7).toString("hex")}`;

/**
 * Razorpay's protocol played in process, for `npm start`, tests and demos: the same ids, entities,
 * payment and webhook signatures, so verify and webhook run exactly as in production. Its ledger lives
 * in this process's memory (a restart forgets unpaid attempts; expiry then gives their stock back).
 * `secret` signs both payments and webhooks; derive it from a server secret so it is not guessable.
 */
export function simulatedGateway(secret: string): SimulatedGateway {
  const orders = new Map<string, GatewayOrder>();
  const payments = new Map<string, GatewayPayment>();
  const refunds = new Map<string, GatewayRefund>();
  const refundsByKey = new Map<string, GatewayRefund>();

  const paymentOf = (paymentId: string) => {
    const payment = payments.get(paymentId);
    if (!payment) throw new GatewayError("The id provided does not exist", 400, "BAD_REQUEST_ERROR");
    return payment;
  };

  function signedEvent(event: string, payment: GatewayPayment, order: GatewayOrder) {
    const payload = {
      entity: "event",
      event,
      contains: event === "order.paid" ? ["payment", "order"] : ["payment"],
      payload: {
        payment: { entity: { ...payment, entity: "payment" } },
        ...(event === "order.paid" ? { order: { entity: { ...order, entity: "order" } } } : {}),
      },
      created_at: Math.floor(Date.now() / 1000),
    };
    const body = Buffer.from(JSON.stringify(payload));
    return { body, signature: hmacHex(secret, body), eventId: newId("evt_sim") };
  }

  return {
    name: "simulated",
    keyId: simulatedKeyId,
    checkoutScriptUrl: simulatedCheckoutScript,
    async createOrder({ amountPaise, receipt }) {
      const order: GatewayOrder = {
        id: newId("order_sim"),
        amount: amountPaise,
        currency: "INR",
        receipt,
        status: "created",
      };
      orders.set(order.id, order);
      return { ...order };
    },
    async fetchOrderPayments(gatewayOrderId) {
      return [...payments.values()].filter((p) => p.order_id === gatewayOrderId).map((p) => ({ ...p }));
    },
    async fetchPayment(paymentId) {
      return { ...paymentOf(paymentId) };
    },
    async capturePayment(paymentId, amountPaise) {
      const payment = paymentOf(paymentId);
      if (payment.status !== "authorized" || payment.amount !== amountPaise) {
        throw new GatewayError("Payment cannot be captured", 400, "BAD_REQUEST_ERROR");
      }
      payment.status = "captured";
      return { ...payment };
    },
    async refundPayment(paymentId, amountPaise, { idempotencyKey }): Promise<GatewayRefund> {
      const earlier = refundsByKey.get(idempotencyKey);
      if (earlier) return { ...earlier };
      const payment = paymentOf(paymentId);
      if (payment.status !== "captured" || amountPaise > payment.amount) {
        throw new GatewayError("The payment cannot be refunded", 400, "BAD_REQUEST_ERROR");
      }
      payment.status = "refunded";
      const refund = {
        id: newId("rfnd_sim"),
        payment_id: paymentId,
        amount: amountPaise,
        status: "processed",
      };
      refunds.set(refund.id, refund);
      refundsByKey.set(idempotencyKey, refund);
      return { ...refund };
    },
    async fetchRefunds(paymentId) {
      paymentOf(paymentId);
      return [...refunds.values()].filter((r) => r.payment_id === paymentId).map((r) => ({ ...r }));
    },
    verifyPaymentSignature: ({ gatewayOrderId, paymentId, signature }) =>
      signatureMatches(paymentSignature(secret, gatewayOrderId, paymentId), signature),
    parseWebhook: (rawBody, signature, eventId) => parseSignedWebhook(secret, rawBody, signature, eventId),
    pay(gatewayOrderId, outcome) {
      const order = orders.get(gatewayOrderId);
      if (!order) return null;
      const payment: GatewayPayment = {
        id: newId("pay_sim"),
        order_id: order.id,
        amount: order.amount,
        currency: "INR",
        status: outcome,
      };
      payments.set(payment.id, payment);
      if (outcome === "failed") {
        order.status = "attempted";
        return { outcome, payment: { ...payment }, webhook: signedEvent("payment.failed", payment, order) };
      }
      order.status = "paid";
      return {
        outcome,
        payment: { ...payment },
        signature: paymentSignature(secret, order.id, payment.id),
        webhook: signedEvent("payment.captured", payment, order),
      };
    },
  };
}

export function isSimulatedGateway(gateway: PaymentGateway): gateway is SimulatedGateway {
  return gateway.name === "simulated" && "pay" in gateway;
}

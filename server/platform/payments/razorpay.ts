import type { GatewayOrder, GatewayPayment, GatewayRefund, PaymentGateway } from "./gateway";
import { paymentSignature, signatureMatches } from "./signatures";
import { parseSignedWebhook } from "./webhook-event";

export type RazorpaySettings = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com, or a local double in tests. */
  apiBase: string;
  /** Per call; a gateway that does not answer must not hold a request or a row lock for long. */
  timeoutMs?: number;
};

export const razorpayCheckoutScript = "https://checkout.razorpay.com/v1/checkout.js";

/** An answer from Razorpay that was not a success; `code` is Razorpay's error code when it sent one. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
  ) {
    super(message);
    this.name = "GatewayError";
  }
}

/** Razorpay through its REST API with basic auth (key id : key secret). */
export function razorpayGateway(settings: RazorpaySettings): PaymentGateway {
  const base = settings.apiBase.replace(/\/$/, "");
  const auth = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString("base64")}`;

  async function call<T>(
    method: "GET" | "POST",
    path: string,
    body?: object,
    extraHeaders: Record<string, string> = {},
  ): Promise<T> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: auth,
        accept: "application/json",
        ...(body ? { "content-type": "application/json" } : {}),
        ...extraHeaders,
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
    });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (!response.ok) {
      const error = (json as { error?: { code?: string; description?: string } } | null)?.error;
      throw new GatewayError(
        `Razorpay ${method} ${path.replace(/\/[^/]+_[A-Za-z0-9]+/g, "/…")} answered ${response.status}: ${error?.description ?? "no description"}`,
        response.status,
        error?.code ?? null,
      );
    }
    return json as T;
  }
  const id = (value: string) => encodeURIComponent(value);

  return {
    name: "razorpay",
    keyId: settings.keyId,
    checkoutScriptUrl: razorpayCheckoutScript,
    createOrder: ({ amountPaise, receipt, notes }) =>
      call<GatewayOrder>("POST", "/v1/orders", { amount: amountPaise, currency: "INR", receipt, notes }),
    fetchOrderPayments: async (gatewayOrderId) =>
      (await call<{ items: GatewayPayment[] }>("GET", `/v1/orders/${id(gatewayOrderId)}/payments`)).items,
    fetchPayment: (paymentId) => call<GatewayPayment>("GET", `/v1/payments/${id(paymentId)}`),
    capturePayment: (paymentId, amountPaise) =>
      call<GatewayPayment>("POST", `/v1/payments/${id(paymentId)}/capture`, {
        amount: amountPaise,
        currency: "INR",
      }),
    refundPayment: (paymentId, amountPaise, { idempotencyKey, notes }) =>
      call<GatewayRefund>(
        "POST",
        `/v1/payments/${id(paymentId)}/refund`,
        { amount: amountPaise, ...(notes ? { notes } : {}) },
        { "x-refund-idempotency": idempotencyKey },
      ),
    fetchRefunds: async (paymentId) =>
      (await call<{ items: GatewayRefund[] }>("GET", `/v1/payments/${id(paymentId)}/refunds?count=100`))
        .items,
    verifyPaymentSignature: ({ gatewayOrderId, paymentId, signature }) =>
      signatureMatches(paymentSignature(settings.keySecret, gatewayOrderId, paymentId), signature),
    parseWebhook: (rawBody, signature, eventId) =>
      parseSignedWebhook(settings.webhookSecret, rawBody, signature, eventId),
  };
}

/**
 * The one payment-gateway interface (DESIGN.md "Payments"). Two implementations speak it: Razorpay's
 * REST API and the simulated gateway used offline. Amounts are integer paise, as Razorpay's API takes them.
 */

/** Razorpay's order entity, the fields we use. */
export type GatewayOrder = {
  id: string;
  amount: number;
  currency: "INR";
  receipt: string;
  status: "created" | "attempted" | "paid";
};

/** Razorpay's payment entity, the fields we use. */
export type GatewayPayment = {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
};

/** Razorpay's refund entity, the fields we use; `status` is `pending`, `processed` or `failed`. */
export type GatewayRefund = { id: string; payment_id: string; amount: number; status: string };

export type RefundOptions = {
  /**
   * Sent as `X-Refund-Idempotency`: a retry with the same key and body returns the first refund
   * instead of making a second one (10+ characters: letters, digits, `-` and `_`).
   */
  idempotencyKey: string;
  /** Shown beside the refund in Razorpay's dashboard, e.g. our order number. */
  notes?: Record<string, string>;
};

/** A webhook event after its signature has been checked. */
export type GatewayEvent = {
  /** Unique per event (Razorpay's `x-razorpay-event-id` header); a replay carries the same id. */
  id: string;
  type: string;
  payment: GatewayPayment | null;
  order: GatewayOrder | null;
};

export interface PaymentGateway {
  readonly name: "razorpay" | "simulated";
  /** Public key id the browser passes to the checkout script. */
  readonly keyId: string;
  /** URL of the checkout script the browser loads (Razorpay's checkout.js, or the local simulated one). */
  readonly checkoutScriptUrl: string;
  /** POST /v1/orders: `receipt` is our order number. */
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes?: Record<string, string>;
  }): Promise<GatewayOrder>;
  /** GET /v1/orders/{id}/payments: how the order's payment attempts stand at the gateway. */
  fetchOrderPayments(gatewayOrderId: string): Promise<GatewayPayment[]>;
  /** GET /v1/payments/{id} */
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  /**
   * POST /v1/payments/{id}/capture: turns an authorized payment into money taken, for exactly
   * `amountPaise`; used when the account does not capture automatically.
   */
  capturePayment(paymentId: string, amountPaise: number): Promise<GatewayPayment>;
  /** POST /v1/payments/{id}/refund */
  refundPayment(paymentId: string, amountPaise: number, options: RefundOptions): Promise<GatewayRefund>;
  /** GET /v1/payments/{id}/refunds: the refunds already made for a payment, from any source. */
  fetchRefunds(paymentId: string): Promise<GatewayRefund[]>;
  /** HMAC-SHA256(`order_id|payment_id`, key secret) compared in constant time. */
  verifyPaymentSignature(input: { gatewayOrderId: string; paymentId: string; signature: string }): boolean;
  /**
   * Checks `X-Razorpay-Signature` (HMAC-SHA256 of the raw body with the webhook secret) in constant time
   * and parses the event; null when the signature or the body is not valid.
   */
  parseWebhook(
    rawBody: Buffer,
    signature: string | undefined,
    eventId: string | undefined,
  ): GatewayEvent | null;
}

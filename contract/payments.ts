import { z } from "zod";

const gatewayId = (prefix: string) =>
  z
    .string()
    .max(64)
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9_]+$`), "is not a payment reference we issued");

/** Product §3 "Payment result" as checkout.js hands it to the page, plus the order's secret key. */
export const verifyPaymentRequest = z.object({
  razorpay_payment_id: gatewayId("pay"),
  razorpay_order_id: gatewayId("order"),
  /** HMAC-SHA256 in hex, as Razorpay sends it. */
  razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/i, "is not a payment signature"),
  /** The order's secret, base64url as create_order gave it. */
  order_key: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "is not an order key we issued"),
});
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentRequest>;

/** 200 when the order is paid (whether this call or the gateway's webhook got there first). */
export const verifyPaymentResponse = z.object({
  message: z.string(),
  order_id: z.number().int(),
  order_number: z.string(),
  order_status: z.enum(["PENDING", "PROCESSING", "SHIPPED", "DELIVERED", "CANCELLED"]),
  payment_status: z.enum(["PENDING", "PAID", "FAILED", "REFUNDED"]),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponse>;

export const paymentMessages = {
  paid: "Payment successful!",
  notConfirmed: "We could not confirm this payment. If money was taken, it will be refunded automatically.",
  gatewayUnreachable:
    "We could not reach the payment gateway to confirm your payment. If money was taken, your order will be confirmed shortly.",
  refundDue:
    "Your payment arrived after this order had been cancelled, so we could not accept it. The full amount is being refunded to your original payment method.",
} as const;

/** The simulated gateway's card form (dev and demo only): pay or fail a gateway order. */
export const simulatedPayRequest = z.object({
  razorpay_order_id: gatewayId("order"),
  outcome: z.enum(["captured", "failed"]),
});
export const simulatedPayResponse = z.union([
  z.object({
    razorpay_payment_id: z.string(),
    razorpay_order_id: z.string(),
    razorpay_signature: z.string(),
  }),
  z.object({ error: z.object({ code: z.string(), description: z.string(), reason: z.string() }) }),
]);
export type SimulatedPayResponse = z.infer<typeof simulatedPayResponse>;

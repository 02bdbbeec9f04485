import { createHmac, timingSafeEqual } from "node:crypto";

/** Hex HMAC-SHA256, the form Razorpay signs payments and webhooks with. */
export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac("sha256", secret).update(data).digest("hex");
}

/** Compares a received hex signature with the expected one in constant time; anything malformed is false. */
export function signatureMatches(expectedHex: string, received: string | undefined): boolean {
  if (typeof received !== "string" || !/^[0-9a-f]{64}$/i.test(received)) return false;
  return timingSafeEqual(Buffer.from(expectedHex, "hex"), Buffer.from(received.toLowerCase(), "hex"));
}

/** Razorpay's payment signature: HMAC-SHA256(`order_id|payment_id`, key secret). */
export function paymentSignature(keySecret: string, gatewayOrderId: string, paymentId: string): string {
  return hmacHex(keySecret, `${gatewayOrderId}|${paymentId}`);
}

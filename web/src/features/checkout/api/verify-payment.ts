import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/http";
import type { RazorpaySuccess } from "../razorpay";

export type VerifyPaymentInput = RazorpaySuccess & { order_key: string };

/** POST /orders/verify_payment/: the signature and the captured amount checked on the server. */
export function verifyPayment(input: VerifyPaymentInput): Promise<unknown> {
  return apiRequest<unknown>("/orders/verify_payment/", { method: "POST", body: input });
}

/** Checkout toasts 'Payment verification failed. Please contact support.' itself (spec §8). */
export function useVerifyPayment() {
  return useMutation({ mutationFn: verifyPayment, meta: { silent: true } });
}

import type { VerifyPaymentRequest, VerifyPaymentResponse } from "@contract/payments";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "./http";

/** POST /orders/verify_payment/: the signature and the captured amount checked on the server. */
export function verifyPayment(input: VerifyPaymentRequest): Promise<VerifyPaymentResponse> {
  return apiRequest<VerifyPaymentResponse>("/orders/verify_payment/", { method: "POST", body: input });
}

/** The payment window toasts 'Payment verification failed. Please contact support.' itself (product §8). */
export function useVerifyPayment() {
  return useMutation({ mutationFn: verifyPayment, meta: { silent: true } });
}

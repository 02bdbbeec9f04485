import type { VerifyOtpRequest, VerifyOtpResponse } from "@contract/auth";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

export function verifyOtp(input: VerifyOtpRequest): Promise<VerifyOtpResponse> {
  return apiRequest<VerifyOtpResponse>("/user/auth/verify_otp/", { method: "POST", body: input });
}

/** The login screen shows failures in its red box (product §8), so no global toast. */
export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp, meta: { silent: true } });
}

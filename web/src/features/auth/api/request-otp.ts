import type { RequestOtpRequest, RequestOtpResponse } from "@contract/auth";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

export function requestOtp(input: RequestOtpRequest): Promise<RequestOtpResponse> {
  return apiRequest<RequestOtpResponse>("/user/auth/request_otp/", { method: "POST", body: input });
}

/** The login screen shows failures in its red box (product §8), so no global toast. */
export function useRequestOtp() {
  return useMutation({ mutationFn: requestOtp, meta: { silent: true } });
}

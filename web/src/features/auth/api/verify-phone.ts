import type { VerifyPhoneRequest } from "@contract/auth";
import type { UserProfile } from "@contract/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { profileQueryOptions } from "./get-profile";

export function verifyPhone(input: VerifyPhoneRequest): Promise<UserProfile> {
  return apiRequest<UserProfile>("/user/auth/verify_phone/", { method: "POST", body: input });
}

/** Product §4: the answer replaces the stored user. The login screen shows failures in its red box. */
export function useVerifyPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPhone,
    meta: { silent: true },
    onSuccess: (user) => queryClient.setQueryData(profileQueryOptions().queryKey, user),
  });
}

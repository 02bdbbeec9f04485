import type { ProfileUpdateInput, UserProfile } from "@contract/profile";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

export function updateProfile(input: ProfileUpdateInput): Promise<UserProfile> {
  return apiRequest<UserProfile>("/user/profile/update_profile/", { method: "POST", body: input });
}

/** The edit screen reports failures itself (its error list and toasts, product §8). */
export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile, meta: { silent: true } });
}

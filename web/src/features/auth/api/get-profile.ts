import type { UserProfile } from "@contract/profile";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

/** Product §7 also describes the answer as a list whose first element is used; accept both readings. */
export async function getProfile(): Promise<UserProfile> {
  const answer = await apiRequest<UserProfile | UserProfile[]>("/user/profile/");
  const profile = Array.isArray(answer) ? answer[0] : answer;
  if (!profile) throw new Error("The profile list is empty");
  return profile;
}

/**
 * The signed-in user: the auth state reads it, sign-in and phone verification write it. Failures are
 * the screen's business (start-up drops the token silently, product §8), so no global toast.
 */
export const profileQueryOptions = () =>
  queryOptions({ queryKey: ["profile"], queryFn: getProfile, retry: false, meta: { silent: true } });

export function useProfile(enabled = true) {
  return useQuery({ ...profileQueryOptions(), enabled });
}

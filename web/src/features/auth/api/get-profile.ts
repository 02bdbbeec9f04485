import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../lib/http";

/**
 * contract/ has no user shape yet (issue 4 adds it); until then accept any object carrying the fields
 * the shell shows. Spec §7 allows the profile to come as an object or as a list whose first element is used.
 */
const profile = z.looseObject({
  email: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});
const profileResponse = z.union([profile, z.array(profile).min(1)]).transform((value) => {
  const first = Array.isArray(value) ? value[0] : value;
  if (!first) throw new Error("Empty profile list");
  return first;
});
export type Profile = z.infer<typeof profile>;

export function getProfile(): Promise<Profile> {
  return apiRequest("/user/profile/", profileResponse);
}

/** Start-up failures are silent: the token is just dropped (spec §8). */
export const profileQueryOptions = () =>
  queryOptions({ queryKey: ["profile"], queryFn: getProfile, retry: false, meta: { silent: true } });

export function useProfile(enabled: boolean) {
  return useQuery({ ...profileQueryOptions(), enabled });
}

import { z } from "zod";
import { policyKey } from "../content";
import { pathName } from "../text";
import { staffHtml } from "./content-fields";

/** One of the five policy pages; `updated_at` is null while it has never been written. */
export const adminPolicySummary = z.object({
  key: policyKey,
  title: z.string(),
  path: z.string(),
  updated_at: z.string().nullable(),
});
export type AdminPolicySummary = z.infer<typeof adminPolicySummary>;

export const adminPolicyList = z.object({ results: z.array(adminPolicySummary) });
export type AdminPolicyList = z.infer<typeof adminPolicyList>;

export const adminPolicy = adminPolicySummary.extend({ content: z.string() });
export type AdminPolicy = z.infer<typeof adminPolicy>;

/** Any well-formed name: one that names no policy answers 404, as the store's own policy route does. */
export const policyParams = z.object({ key: pathName("Policy", 100) });

export const policyInput = z.object({ content: staffHtml("Content") });
export type PolicyInput = z.infer<typeof policyInput>;

import { z } from "zod";

export const staffMessages = {
  staffOnly: "This area is for Mithaas staff only",
} as const;

/** GET /api/admin/me/: who is signed in to the back office (401 guest, 403 customer). */
export const staffMe = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export type StaffMe = z.infer<typeof staffMe>;

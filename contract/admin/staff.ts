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
  /**
   * Set while the store takes no real money: Razorpay's test keys (`rzp_test_…`) or the simulated
   * gateway. The back office shows a test-mode banner on every page; null when payments are real.
   */
  test_payments: z.enum(["razorpay_test_keys", "simulated"]).nullable(),
});
export type StaffMe = z.infer<typeof staffMe>;

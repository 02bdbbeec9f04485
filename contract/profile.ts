import { z } from "zod";
import { fieldMessages, nameMaxLength } from "./account-rules";
import { mobileNumberMessage, normaliseIndianMobile } from "./phone";
import { oneLineText } from "./text";

/**
 * Required one-line text of at most `max` characters (see text.ts: line breaks fold to spaces, control
 * characters are refused); `label` starts each message ("City is required").
 */
export const requiredText = (label: string, max: number) =>
  oneLineText(label, max, { required: fieldMessages.required(label) }).min(1, fieldMessages.required(label));

/**
 * A required Indian mobile number, normalised to its 10 digits (+91, 91, 0, spaces and dashes dropped),
 * so the server stores one spelling of each number.
 */
export const indianMobile = z
  .string({
    error: (issue) => (issue.input === undefined ? fieldMessages.phoneRequired : mobileNumberMessage),
  })
  .trim()
  .min(1, fieldMessages.phoneRequired)
  .max(20, mobileNumberMessage)
  .transform((value, ctx) => {
    const digits = normaliseIndianMobile(value);
    if (digits) return digits;
    ctx.addIssue({ code: "custom", message: mobileNumberMessage });
    return z.NEVER;
  });

/**
 * The signed-in customer (product §3 "User / profile"): GET /user/profile/ answers this object, and so do
 * verify_otp (as `user`), verify_phone and update_profile. `phone` is null until the customer adds one;
 * names are "" until they are filled in.
 */
export const userProfile = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfile>;

/** POST /user/profile/update_profile/: every field is required; the phone is normalised to 10 digits. */
export const profileUpdateRequest = z.object({
  first_name: requiredText("First name", nameMaxLength),
  last_name: requiredText("Last name", nameMaxLength),
  phone: indianMobile,
});
/** What the form holds (phone as typed). */
export type ProfileUpdateInput = z.input<typeof profileUpdateRequest>;
/** What the server receives after parsing (phone as its 10 digits). */
export type ProfileUpdate = z.output<typeof profileUpdateRequest>;

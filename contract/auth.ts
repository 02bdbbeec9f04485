import { z } from "zod";
import { emailMaxLength, fieldMessages, nameMaxLength } from "./account-rules";
import { indianMobile, userProfile } from "./profile";
import { oneLineText } from "./text";

/** An e-mail address as the account knows it: trimmed and lower-cased. */
export const emailAddress = z
  .string({
    error: (issue) => (issue.input === undefined ? fieldMessages.emailRequired : fieldMessages.email),
  })
  .trim()
  .min(1, fieldMessages.emailRequired)
  .max(emailMaxLength, fieldMessages.tooLong("Email", emailMaxLength))
  .toLowerCase()
  .pipe(z.email({ error: fieldMessages.email }));

/** The code as typed or pasted: spaces are dropped ("123 456" is "123456"). */
export const otpCode = z
  .string({ error: fieldMessages.otp })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, fieldMessages.otp));

/** POST /user/auth/request_otp/ */
export const requestOtpRequest = z.object({ email: emailAddress });
export type RequestOtpRequest = z.input<typeof requestOtpRequest>;

/**
 * The answer is the same, byte for byte, whatever the address and whether or not it has an account.
 * `resend_after` is how many seconds the client should wait before offering "send again"; `expires_in`
 * how long the code works.
 */
export const requestOtpResponse = z.object({
  message: z.string(),
  expires_in: z.number().int(),
  resend_after: z.number().int(),
});
export type RequestOtpResponse = z.infer<typeof requestOtpResponse>;

/** POST /user/auth/verify_otp/ */
export const verifyOtpRequest = z.object({ email: emailAddress, otp: otpCode });
export type VerifyOtpRequest = z.input<typeof verifyOtpRequest>;

/** Product §3 "Login verify response": `requires_phone` is true while a customer has no phone number (never for staff). */
export const verifyOtpResponse = z.object({
  token: z.string(),
  user: userProfile,
  requires_phone: z.boolean(),
});
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponse>;

/**
 * POST /user/auth/verify_phone/ answers the updated user (the `userProfile` shape). The names are ours,
 * not the spec's, and optional: given, they are saved (greetings and reviews use them); left empty,
 * the names the account has stay as they are.
 */
export const verifyPhoneRequest = z.object({
  phone: indianMobile,
  first_name: oneLineText("First name", nameMaxLength).optional(),
  last_name: oneLineText("Last name", nameMaxLength).optional(),
});
export type VerifyPhoneRequest = z.input<typeof verifyPhoneRequest>;
/** What the server receives after parsing (phone as its 10 digits, names trimmed). */
export type VerifyPhone = z.output<typeof verifyPhoneRequest>;

/** POST /user/auth/logout/ */
export const logoutResponse = z.object({ message: z.string() });
export type LogoutResponse = z.infer<typeof logoutResponse>;

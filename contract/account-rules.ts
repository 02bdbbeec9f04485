/**
 * Sign-in, profile and address rules both sides use. Zod-free so the web bundle can import them; the
 * zod schemas in auth.ts, profile.ts and address.ts are built from these numbers and messages.
 */

/** Sign-in codes: 6 digits, valid for 10 minutes, 5 tries, a new one at most every 30 seconds. */
export const otpLength = 6;
export const otpTtlSeconds = 10 * 60;
export const otpMaxAttempts = 5;
export const otpResendCooldownSeconds = 30;

export const emailMaxLength = 254;
/** The longest first or last name the profile keeps. */
export const nameMaxLength = 50;

/** Longest value of each address text field. */
export const addressFieldMax = {
  full_name: 100,
  house_no: 100,
  street: 200,
  landmark: 100,
  city: 100,
  state: 100,
} as const;

/** How many addresses one customer may keep. */
export const maxAddressesPerCustomer = 20;

/** Messages shown under fields. */
export const fieldMessages = {
  emailRequired: "Email is required",
  email: "Enter a valid email address",
  otp: "Enter the 6-digit code from your email",
  phoneRequired: "Phone number is required",
  required: (label: string) => `${label} is required`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
} as const;

/** Messages the server answers with (the `message` of an error body), for the client to show or match. */
export const authMessages = {
  invalidOtp: "Invalid OTP",
  expiredOtp: "This code has expired. Please request a new one.",
  signInRequired: "Please sign in to continue",
} as const;

export const profileErrorMessage = "Please fix the errors and try again";

export const addressMessages = {
  notFound: "Address not found",
  defaultNotDeletable: "Default address cannot be deleted",
  tooMany: `You can save up to ${maxAddressesPerCustomer} addresses. Please delete one you no longer need.`,
  invalid: "Please fix the errors and try again",
} as const;

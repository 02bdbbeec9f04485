import { isValidEmail } from "./email";
import { normaliseIndianMobile } from "./phone";

export type ContactFields = { name: string; email: string; phone: string; message: string };

/**
 * Product §5: message required of everyone; name, e-mail and phone of visitors only. The form runs it
 * before sending and the server runs it again, knowing who is signed in.
 */
export function contactFieldErrors(input: ContactFields, signedIn: boolean): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!input.message.trim()) errors.message = ["Message is required"];
  if (signedIn) return errors;
  if (!input.name.trim()) errors.name = ["Name is required"];
  if (!input.email.trim()) errors.email = ["Email is required"];
  else if (!isValidEmail(input.email)) errors.email = ["Enter a valid email address"];
  if (!input.phone.trim()) errors.phone = ["Phone is required"];
  else if (!normaliseIndianMobile(input.phone))
    errors.phone = ["Enter a valid 10-digit Indian mobile number"];
  return errors;
}

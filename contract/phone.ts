/**
 * Indian mobile numbers: 10 digits starting 6–9. People type them with +91, 91 or 0 in front and
 * with spaces or dashes; all of those are the same number.
 */
export function normaliseIndianMobile(input: string): string | null {
  let digits = input.replace(/[\s\-().]/g, "");
  if (digits.startsWith("+91")) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith("91")) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

/** What a form says under a phone field that is not an Indian mobile number. */
export const mobileNumberMessage = "Enter a valid 10-digit Indian mobile number";

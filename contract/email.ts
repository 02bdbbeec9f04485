/** A practical e-mail shape check (the server's zod schema is the authority); zod-free for the web bundle. */
export const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && emailPattern.test(value.trim());
}

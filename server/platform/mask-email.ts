/** "asha.k@example.in" → "as***@example.in": enough for a log to follow one person, no more. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 0) return "***";
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

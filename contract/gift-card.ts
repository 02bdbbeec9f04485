/**
 * The gift card's limits (product §15), zod-free so the store's bundle can check a card before Pay with
 * the same numbers and words the server refuses it with.
 */
export const giftMessageMaxLength = 200;
export const giftMessageMaxLines = 8;
export const giftFromMaxLength = 50;

/** The server's words for a card with too many lines, or null; length and characters are checked apart. */
export function giftMessageProblem(message: string): string | null {
  const lines = message.replace(/\r\n?/g, "\n").trim().split("\n").length;
  return lines > giftMessageMaxLines ? `Gift message must be at most ${giftMessageMaxLines} lines` : null;
}

/**
 * The gift card's limits as contract/orders.ts (`giftMessageText`, `giftFromText`) enforces them; held
 * here as numbers because the store's bundle carries no zod.
 */
export const giftMessageMaxLength = 200;
export const giftMessageMaxLines = 8;
export const giftFromMaxLength = 50;

/** The server's words for a card it would refuse, said before Pay instead of after, or null. */
export function giftMessageProblem(message: string): string | null {
  const lines = message.replace(/\r\n?/g, "\n").trim().split("\n").length;
  return lines > giftMessageMaxLines ? `Gift message must be at most ${giftMessageMaxLines} lines` : null;
}

/** "" stays out of create_order: a card is sent only when something is written on it. */
export function giftFields(message: string, from: string): { gift_message?: string; gift_from?: string } {
  const fields: { gift_message?: string; gift_from?: string } = {};
  if (message.trim() !== "") fields.gift_message = message;
  if (from.trim() !== "") fields.gift_from = from;
  return fields;
}

/** "" stays out of create_order: a card is sent only when something is written on it. */
export function giftFields(message: string, from: string): { gift_message?: string; gift_from?: string } {
  const fields: { gift_message?: string; gift_from?: string } = {};
  if (message.trim() !== "") fields.gift_message = message;
  if (from.trim() !== "") fields.gift_from = from;
  return fields;
}

import { formatInr, toPaise } from "@contract/money";

/** A wire amount such as "499.00" shown as rupees, through the one ₹ formatter. */
export function formatAmount(amount: string): string {
  return formatInr(toPaise(amount));
}

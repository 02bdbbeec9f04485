/** Money is integer paise everywhere in code; these are the only conversions to and from the wire and the screen. */

/** 49900 → "499.00", the decimal-string form the API uses for amounts. */
export function paiseToDecimal(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(Math.round(paise));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** "499.00" or 499 → 49900; rounds to the nearest paisa. */
export function toPaise(amount: string | number): number {
  const value = typeof amount === "number" ? amount : Number.parseFloat(amount);
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${String(amount)}`);
  return Math.round(value * 100);
}

/**
 * Indian digit grouping, 12345678 → "1,23,45,678": the last three digits, then pairs. Written out
 * rather than taken from Intl.NumberFormat("en-IN"), because the first Intl object a browser tab
 * makes costs it 30–50 ms of loading locale data, and every page's start-up formats a price.
 */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${digits.slice(-3)}`;
}

/** The one formatter for amounts shown to people: 149900 → "₹1,499", 49950 → "₹499.50". */
export function formatInr(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(Math.round(paise));
  const rupees = groupIndian(String(Math.floor(abs / 100)));
  const rest = abs % 100;
  return `₹${sign}${rupees}${rest === 0 ? "" : `.${String(rest).padStart(2, "0")}`}`;
}

/** Product §9: percent-off badge = round((price − discounted) / price × 100). */
export function percentOff(pricePaise: number, discountedPaise: number | null): number {
  if (discountedPaise === null || pricePaise <= 0 || discountedPaise >= pricePaise) return 0;
  return Math.round(((pricePaise - discountedPaise) / pricePaise) * 100);
}

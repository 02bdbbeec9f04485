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

const wholeRupees = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The one formatter for amounts shown to people: 149900 → "₹1,499", 49950 → "₹499.50". */
export function formatInr(paise: number): string {
  const format = paise % 100 === 0 ? wholeRupees : rupeesAndPaise;
  return `₹${format.format(paise / 100)}`;
}

/** Spec §9: percent-off badge = round((price − discounted) / price × 100). */
export function percentOff(pricePaise: number, discountedPaise: number | null): number {
  if (discountedPaise === null || pricePaise <= 0 || discountedPaise >= pricePaise) return 0;
  return Math.round(((pricePaise - discountedPaise) / pricePaise) * 100);
}

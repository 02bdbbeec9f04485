/**
 * Shipping rules shared by the delivery check and checkout (product §3 "Shipping option", §9). Pure:
 * callers bring the zones; money is integer paise.
 */

/** S and E go by courier; L is the shop's own hand delivery on a chosen date and slot (decision 24). */
export type ShippingCode = "S" | "E" | "L";
export type CourierCode = Exclude<ShippingCode, "L">;
export const shippingOptionNames: Record<ShippingCode, string> = {
  S: "Standard",
  E: "Express",
  L: "Hand delivery",
};

/** One pincode rule of a zone: a prefix ("411" is Pune) or an inclusive numeric range. */
export type ZonePincodeRule = {
  zoneId: number;
  prefix: string | null;
  rangeStart: number | null;
  rangeEnd: number | null;
};

export type ShippingTerms = { days: number; chargePaise: number; freeShippingValuePaise: number };

/**
 * A zone's terms: by courier when `courier` (standard, and express where offered), by hand when `hand`
 * is set (its charge and free value; `days` 0: the date is chosen).
 */
export type ShippingZoneTerms = {
  id: number;
  courier: boolean;
  standard: ShippingTerms;
  express: ShippingTerms | null;
  hand: ShippingTerms | null;
};

/**
 * The zone serving a pincode: the longest matching prefix wins, so a city can be carved out of its
 * state; failing any prefix, the narrowest range containing it. Null when no rule matches.
 */
export function findZoneId(pincode: string, rules: readonly ZonePincodeRule[]): number | null {
  let best: { zoneId: number; length: number } | null = null;
  for (const rule of rules) {
    if (rule.prefix !== null && pincode.startsWith(rule.prefix) && rule.prefix.length > (best?.length ?? 0)) {
      best = { zoneId: rule.zoneId, length: rule.prefix.length };
    }
  }
  if (best) return best.zoneId;
  const value = Number(pincode);
  let range: { zoneId: number; width: number } | null = null;
  for (const rule of rules) {
    if (rule.rangeStart === null || rule.rangeEnd === null) continue;
    if (value < rule.rangeStart || value > rule.rangeEnd) continue;
    const width = rule.rangeEnd - rule.rangeStart;
    if (!range || width < range.width) range = { zoneId: rule.zoneId, width };
  }
  return range?.zoneId ?? null;
}

/** The terms of the chosen method in a zone, or null when the zone doesn't offer it. */
export function shippingTermsFor(zone: ShippingZoneTerms, code: ShippingCode): ShippingTerms | null {
  if (code === "L") return zone.hand;
  if (!zone.courier) return null;
  return code === "S" ? zone.standard : zone.express;
}

/** Product §9: shipping is free when the cart total is at or above the option's free-shipping value. */
export function isShippingFree(terms: ShippingTerms, subtotalPaise: number): boolean {
  return subtotalPaise >= terms.freeShippingValuePaise;
}

/** What the shopper pays for shipping on this subtotal. */
export function shippingChargePaise(terms: ShippingTerms, subtotalPaise: number): number {
  return isShippingFree(terms, subtotalPaise) ? 0 : terms.chargePaise;
}

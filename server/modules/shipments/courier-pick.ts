import type { CourierQuote } from "@server/platform/couriers/courier-provider";

/** The courier expects to deliver after the day the shopper was promised. */
export const isLate = (quote: CourierQuote, promisedOn: string) =>
  quote.etd !== null && quote.etd > promisedOn;

const byCharge = (a: CourierQuote, b: CourierQuote) => a.chargePaise - b.chargePaise;

/** The provider's recommendation first, then the cheapest. */
export function recommendedFirst(couriers: CourierQuote[], recommendedId: number | null): CourierQuote[] {
  return [...couriers].sort(
    (a, b) => Number(b.courierId === recommendedId) - Number(a.courierId === recommendedId) || byCharge(a, b),
  );
}

/**
 * The courier a booking takes when staff named none (bulk booking): Standard orders take the
 * provider's recommendation; Express ones the fastest courier that arrives by the promised day, then
 * the cheapest (all of them when none is on time). Null leaves the choice to the provider.
 */
export function defaultCourierId(
  quotes: { recommendedId: number | null; couriers: CourierQuote[] },
  order: { shippingMethod: "S" | "E" | "L"; promisedOn: string },
): number | null {
  if (order.shippingMethod !== "E") return quotes.recommendedId;
  const onTime = quotes.couriers.filter((quote) => !isLate(quote, order.promisedOn));
  const [fastest] = [...(onTime.length > 0 ? onTime : quotes.couriers)].sort(
    (a, b) => (a.days ?? Number.MAX_SAFE_INTEGER) - (b.days ?? Number.MAX_SAFE_INTEGER) || byCharge(a, b),
  );
  return fastest?.courierId ?? quotes.recommendedId;
}

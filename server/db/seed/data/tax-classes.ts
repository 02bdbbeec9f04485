/**
 * The demo's HSN codes and GST rates, one entry per kind of goods, so products name a kind and a rate
 * change is made in one place.
 *
 * Rates as set out for issue 23 (decision 25): the GST schedule as it stood until 21 September 2025.
 * The GST Council's 56th meeting (3 September 2025, in force from 22 September 2025) moved chocolates,
 * cakes and biscuits, nuts, namkeen and ceramic tableware to 5 %; this table is where the demo follows it.
 * A mixed supply (a combo or a hamper) is taxed as its principal supply, the costliest part, named in a
 * comment on the product.
 */
export type SeedTax = { hsn: string; rate: 0 | 5 | 12 | 18 | 28 };

export const tax = {
  /** Chocolates, truffles, bonbons (chocolate and food preparations containing cocoa). */
  chocolate: { hsn: "1806", rate: 18 },
  /** Cakes, cupcakes, cookies, brownies and other bakers' wares. */
  bakery: { hsn: "1905", rate: 18 },
  /** Indian sweets (mithai). */
  mithai: { hsn: "2106", rate: 5 },
  /** Cashew nuts. */
  cashew: { hsn: "0801", rate: 5 },
  /** Almonds, pistachios, walnuts. */
  nuts: { hsn: "0802", rate: 5 },
  /** Dates, figs. */
  dates: { hsn: "0804", rate: 5 },
  /** Cut flowers and bouquets. */
  flowers: { hsn: "0603", rate: 0 },
  /** Live plants. */
  plants: { hsn: "0602", rate: 0 },
  /** Ceramic mugs. */
  mug: { hsn: "6912", rate: 12 },
  /** Wooden photo frames. */
  frame: { hsn: "4414", rate: 12 },
  /** Cushions. */
  cushion: { hsn: "9404", rate: 18 },
  /** Soft toys. */
  toy: { hsn: "9503", rate: 12 },
  /** Candles. */
  candle: { hsn: "3406", rate: 12 },
} as const satisfies Record<string, SeedTax>;

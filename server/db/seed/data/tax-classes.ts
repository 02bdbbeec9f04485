/**
 * The demo's HSN codes and GST rates, one entry per kind of goods, so products name a kind and a rate
 * change is made in one place.
 *
 * Rates in force since 22 September 2025, when the GST Council's 56th meeting (3 September 2025) left two
 * main slabs, 5 % and 18 %: chocolates (1806), cakes and biscuits (1905), sweets (2106), nuts and dates,
 * ceramic tableware, wooden frames, toys and candles moved to 5 %. The store sells today, so the demo
 * follows today's schedule; a rate change is made here.
 * A mixed supply (a combo or a hamper) is taxed as its principal supply, the costliest part, named in a
 * comment on the product.
 */
export type SeedTax = { hsn: string; rate: 0 | 5 | 12 | 18 | 28 };

export const tax = {
  /** Chocolates, truffles, bonbons (chocolate and food preparations containing cocoa). */
  chocolate: { hsn: "1806", rate: 5 },
  /** Cakes, cupcakes, cookies, brownies and other bakers' wares. */
  bakery: { hsn: "1905", rate: 5 },
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
  mug: { hsn: "6912", rate: 5 },
  /** Wooden photo frames. */
  frame: { hsn: "4414", rate: 5 },
  /** Cushions. */
  cushion: { hsn: "9404", rate: 18 },
  /** Soft toys. */
  toy: { hsn: "9503", rate: 5 },
  /** Candles. */
  candle: { hsn: "3406", rate: 5 },
} as const satisfies Record<string, SeedTax>;

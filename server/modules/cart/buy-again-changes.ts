import type { BuyAgainResult } from "@contract/cart";
import { formatInr } from "@contract/money";

export type BuyAgainChange = BuyAgainResult["changes"][number];

/**
 * What Buy again tells the shopper of a line, as the cart lists it under "From order #N:" after the
 * product's name: "Dark Truffle Box: ₹450 → ₹499".
 */
export const buyAgainChanges = {
  priceChanged: (name: string, paidPaise: number, nowPaise: number): BuyAgainChange => ({
    product_name: name,
    change: "price_changed",
    detail: `${formatInr(paidPaise)} → ${formatInr(nowPaise)}`,
  }),
  notSold: (name: string): BuyAgainChange => ({
    product_name: name,
    change: "not_sold",
    detail: "no longer sold, so not added",
  }),
  outOfStock: (name: string): BuyAgainChange => ({
    product_name: name,
    change: "out_of_stock",
    detail: "out of stock, so not added",
  }),
  fewerLeft: (name: string, added: number): BuyAgainChange => ({
    product_name: name,
    change: "fewer_left",
    detail: added > 0 ? `only ${added} added` : "none added: your cart already holds all we have",
  }),
  personalise: (name: string, personalisedBefore: boolean): BuyAgainChange => ({
    product_name: name,
    change: "personalise",
    detail: personalisedBefore
      ? "personalise it again before checkout (your earlier message and photos are not copied)"
      : "personalise it before checkout",
  }),
};

import type { APIRequestContext } from "@playwright/test";

/** A product card as the listing API answers it, with the category it was listed under. */
export type DemoCard = {
  id: number;
  name: string;
  price: string;
  discounted_price: string | null;
  stock: number;
  is_customizable: boolean;
  categoryId: number;
};

/** What a shopper pays for one, in paise. */
export const paise = (card: Pick<DemoCard, "price" | "discounted_price">) =>
  Math.round(Number(card.discounted_price ?? card.price) * 100);

/** The first page of every category of the demo store, in category order: tests find products here, not by id. */
export async function allCards(request: APIRequestContext): Promise<DemoCard[]> {
  const { results } = await (await request.get("/api/products/categories/")).json();
  const lists = await Promise.all(
    (results as { id: number }[]).map(async (category) => {
      const list = await (await request.get(`/api/products/categories/${category.id}/products/`)).json();
      return (list.results as Omit<DemoCard, "categoryId">[]).map((card) => ({
        ...card,
        categoryId: category.id,
      }));
    }),
  );
  return lists.flat();
}

/** The first card that fits, or a failure naming what the demo store lacks. */
export async function findCard(
  request: APIRequestContext,
  fits: (card: DemoCard) => boolean,
  what: string,
): Promise<DemoCard> {
  const found = (await allCards(request)).find(fits);
  if (!found) throw new Error(`no ${what} in the demo store`);
  return found;
}

/** A product anyone can buy at once (in stock, nothing to personalise), priced within [min, max) paise. */
export const productPriced = (request: APIRequestContext, min: number, max: number) =>
  findCard(
    request,
    (card) => !card.is_customizable && card.stock >= 5 && paise(card) >= min && paise(card) < max,
    `product priced from ${min} to ${max} paise`,
  );

/** A discounted product anyone can buy at once, so the badge, the struck price and the buy bar show. */
export const discountedProduct = (request: APIRequestContext) =>
  findCard(
    request,
    (card) => card.discounted_price !== null && card.stock >= 5 && !card.is_customizable,
    "discounted product",
  );

import type { APIRequestContext } from "@playwright/test";

export type DemoCard = {
  id: number;
  name: string;
  price: string;
  discounted_price: string | null;
  stock: number;
  is_customizable: boolean;
};

/** A discounted product of the demo store that anyone can buy at once (in stock, nothing to personalise). */
export async function discountedProduct(
  request: APIRequestContext,
): Promise<DemoCard & { categoryId: number }> {
  const { results } = await (await request.get("/api/products/categories/")).json();
  for (const category of results as { id: number }[]) {
    const list = await (await request.get(`/api/products/categories/${category.id}/products/`)).json();
    const found = (list.results as DemoCard[]).find(
      (card) => card.discounted_price !== null && card.stock >= 5 && !card.is_customizable,
    );
    if (found) return { ...found, categoryId: category.id };
  }
  throw new Error("no discounted product in the demo store");
}

import { z } from "zod";

/** A decimal amount in rupees as a string, e.g. "499.00" (spec §3 amounts). */
export const decimalAmount = z.string().regex(/^-?\d+\.\d{2}$/);

export const category = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  description: z.string(),
});
export type Category = z.infer<typeof category>;

export const categoriesResponse = z.object({ results: z.array(category) });
export type CategoriesResponse = z.infer<typeof categoriesResponse>;

/** Product as it appears on cards and in highlights (spec §3 "Product (card / highlight)"). */
export const productCard = z.object({
  id: z.number().int(),
  name: z.string(),
  price: decimalAmount,
  discounted_price: decimalAmount.nullable(),
  main_image: z.string(),
  images: z.array(z.string()),
  stock: z.number().int(),
  is_customizable: z.boolean(),
});
export type ProductCard = z.infer<typeof productCard>;

/** Spec §5/§9: out of stock when stock is 0 or less. */
export function isOutOfStock(product: { stock: number }): boolean {
  return product.stock <= 0;
}

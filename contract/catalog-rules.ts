/**
 * Catalogue rules both sides run. Kept free of zod so the web app can import them without pulling
 * the schema library into its bundle (the web imports schema modules for their types only).
 */

export const productSorts = ["-created_at", "price_low", "price_high"] as const;
export type ProductSort = (typeof productSorts)[number];
export const defaultProductSort: ProductSort = "-created_at";
export const categoryProductsPageSize = 24;

/** Product §5/§9: out of stock when stock is 0 or less. */
export function isOutOfStock(product: { stock: number }): boolean {
  return product.stock <= 0;
}

/** The features list from its wire form (a JSON string); anything unreadable reads as no features. */
export function parseFeatures(features: string): string[] {
  try {
    const value: unknown = JSON.parse(features);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

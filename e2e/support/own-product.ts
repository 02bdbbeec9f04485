import type { AdminProduct, ProductFormValues } from "@contract/admin/catalog";
import { type APIRequestContext, expect } from "@playwright/test";
import type { DemoCard } from "./demo-products";

/**
 * A product of one test's own, so changing its price cannot move another test's totals. Three in
 * stock keeps it out of the other specs' pickers (they want at least five).
 */
export const ownProductStock = 3;

function staffCall(request: APIRequestContext, token: string) {
  return async <T>(method: "GET" | "POST" | "PUT", path: string, data?: unknown): Promise<T> => {
    const response = await request.fetch(`/api/admin${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}` },
      ...(data === undefined ? {} : { data }),
    });
    expect(response.ok(), `${method} ${path} answered ${response.status()}`).toBe(true);
    return (await response.json()) as T;
  };
}

/** The product form's fields as they stand, for saving it back with a change. */
const formOf = (product: AdminProduct): ProductFormValues => ({
  name: product.name,
  slug: product.slug,
  description: product.description,
  price: product.price,
  discounted_price: product.discounted_price,
  stock: product.stock,
  expected_stock: product.stock,
  category_id: product.category_id,
  is_published: product.is_published,
  is_perishable: product.is_perishable,
  max_days_ahead: product.max_days_ahead,
  hsn_code: product.hsn_code,
  gst_rate: product.gst_rate,
  images: product.images.map((image) => ({ key: image.key })),
  features: product.features.map((text) => ({ text })),
  faqs: product.faqs,
  customizable_fields: [],
  similar_products: [],
  occasion_ids: [],
});

/**
 * Staff publish a copy of `template` (its category, pictures and tax) named `name` at `rupees`, with
 * nothing to personalise; answers it as a card the shopper helpers buy.
 */
export async function publishOwnProduct(
  request: APIRequestContext,
  staffToken: string,
  template: DemoCard,
  name: string,
  rupees: number,
): Promise<DemoCard> {
  const call = staffCall(request, staffToken);
  const source = await call<AdminProduct>("GET", `/products/${template.id}/`);
  const created = await call<AdminProduct>("POST", "/products/", {
    ...formOf(source),
    name,
    slug: "",
    price: String(rupees),
    discounted_price: null,
    stock: ownProductStock,
    expected_stock: null,
  });
  return {
    id: created.id,
    name: created.name,
    price: created.price,
    discounted_price: created.discounted_price,
    stock: created.stock,
    is_customizable: false,
    categoryId: created.category_id,
  };
}

/** Staff change the product's price in the back office, leaving the rest as it is. */
export async function changePrice(
  request: APIRequestContext,
  staffToken: string,
  productId: number,
  rupees: number,
) {
  const call = staffCall(request, staffToken);
  const product = await call<AdminProduct>("GET", `/products/${productId}/`);
  await call<AdminProduct>("PUT", `/products/${productId}/`, { ...formOf(product), price: String(rupees) });
}

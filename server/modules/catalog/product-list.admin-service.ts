import type { AdminProductPage, AdminProductQuery } from "@contract/admin/catalog";
import { paiseToDecimal } from "@contract/money";
import type { AppDeps } from "@server/platform/deps";
import { imageKeysByProduct } from "./product-cards.service";
import { listAdminProducts } from "./product-list.admin-repository";

/** GET /api/admin/products/: never cached, so staff always see the stock checkout left. */
export async function listProducts(
  deps: Pick<AppDeps, "db" | "storage">,
  query: AdminProductQuery,
): Promise<AdminProductPage> {
  const { rows, total } = await listAdminProducts(deps.db, query);
  const images = await imageKeysByProduct(
    deps.db,
    rows.map((row) => row.product.id),
  );
  return {
    count: total,
    page: query.page,
    page_size: query.page_size,
    results: rows.map(({ product, category }) => {
      const key = images.get(product.id)?.[0];
      return {
        id: product.id,
        name: product.name,
        slug: product.slug,
        main_image: key ? deps.storage.url(key) : "",
        price: paiseToDecimal(product.pricePaise),
        discounted_price:
          product.discountedPricePaise === null ? null : paiseToDecimal(product.discountedPricePaise),
        stock: product.stock,
        is_published: product.isActive,
        category,
        updated_at: product.updatedAt.toISOString(),
      };
    }),
  };
}

import type { ProductChoice } from "@contract/admin/content-highlights";
import { paiseToDecimal } from "@contract/money";
import type { Db } from "@server/db/connect";
import {
  findProducts,
  imageKeysByProduct,
  type ProductRow,
  searchProducts,
} from "@server/modules/catalog/product-cards.service";
import type { Storage } from "@server/platform/storage";

async function choicesOf(db: Db, storage: Storage, rows: ProductRow[]): Promise<ProductChoice[]> {
  const images = await imageKeysByProduct(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const firstImage = images.get(row.id)?.[0];
    return {
      id: row.id,
      name: row.name,
      main_image: firstImage ? storage.url(firstImage) : "",
      price: paiseToDecimal(row.discountedPricePaise ?? row.pricePaise),
      is_active: row.isActive,
    };
  });
}

/** The products with these ids, in this order; ids that name no product are left out. */
export async function productChoicesById(db: Db, storage: Storage, ids: number[]) {
  const byId = new Map((await choicesOf(db, storage, await findProducts(db, ids))).map((c) => [c.id, c]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** What the highlight form's product picker offers for a search. */
export async function searchProductChoices(db: Db, storage: Storage, search: string) {
  return { results: await choicesOf(db, storage, await searchProducts(db, search, 20)) };
}

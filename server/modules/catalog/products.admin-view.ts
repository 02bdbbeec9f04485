import type { AdminProduct } from "@contract/admin/catalog";
import { paiseToDecimal } from "@contract/money";
import type { Db } from "@server/db/connect";
import type { Storage } from "@server/platform/storage";
import { imageKeysByProduct } from "./product-cards.service";
import { listCustomizableFields, listFaqs, listSimilarProductIds } from "./product-detail.repository";
import { occasionIdsOf } from "./product-parts.repository";
import { findProduct, listProductNames, type ProductRow } from "./products.admin-repository";

/** Name and main picture of each product in `ids`, in that order, hidden ones included. */
async function productSummaries(db: Db, storage: Storage, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await listProductNames(db, ids);
  const images = await imageKeysByProduct(db, ids);
  const names = new Map(rows.map((row) => [row.id, row.name]));
  return ids.flatMap((id) => {
    const name = names.get(id);
    const key = images.get(id)?.[0];
    return name === undefined ? [] : [{ id, name, main_image: key ? storage.url(key) : "" }];
  });
}

async function toAdminProduct(db: Db, storage: Storage, product: ProductRow): Promise<AdminProduct> {
  const id = product.id;
  // One after another: inside a transaction the queries share one connection.
  const images = await imageKeysByProduct(db, [id]);
  const faqs = await listFaqs(db, id);
  const fields = await listCustomizableFields(db, id);
  const similarIds = await listSimilarProductIds(db, id);
  const occasionIds = await occasionIdsOf(db, id);
  return {
    id,
    name: product.name,
    slug: product.slug,
    description: product.description,
    price: paiseToDecimal(product.pricePaise),
    discounted_price:
      product.discountedPricePaise === null ? null : paiseToDecimal(product.discountedPricePaise),
    stock: product.stock,
    category_id: product.categoryId,
    is_published: product.isActive,
    is_perishable: product.isPerishable,
    max_days_ahead: product.maxDaysAhead,
    hsn_code: product.hsnCode,
    gst_rate: product.gstRate,
    images: (images.get(id) ?? []).map((key) => ({ key, url: storage.url(key) })),
    features: product.features,
    faqs,
    customizable_fields: fields.map((field) => ({
      id: field.id,
      name: field.name,
      field_type: field.fieldType,
      is_required: field.isRequired,
      min_photos: field.minPhotos,
      max_photos: field.maxPhotos,
    })),
    similar_products: await productSummaries(db, storage, similarIds),
    occasion_ids: occasionIds,
    created_at: product.createdAt.toISOString(),
    updated_at: product.updatedAt.toISOString(),
  };
}

/** The product as the back office edits it (published or hidden), or null. */
export async function loadAdminProduct(db: Db, storage: Storage, id: number): Promise<AdminProduct | null> {
  const product = await findProduct(db, id);
  return product ? toAdminProduct(db, storage, product) : null;
}

/** What the audit log keeps of a product: the record as staff edit it, without display-only URLs. */
export function auditShape(product: AdminProduct) {
  const { images, similar_products, created_at: _created, updated_at: _updated, ...rest } = product;
  return {
    ...rest,
    images: images.map((image) => image.key),
    similar_products: similar_products.map((item) => item.id),
  };
}

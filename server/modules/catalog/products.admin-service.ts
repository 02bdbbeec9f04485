import type { AdminProduct, ProductInput } from "@contract/admin/catalog";
import { catalogMessages as messages } from "@contract/admin/catalog-rules";
import type { Db } from "@server/db/connect";
import { rebuildSearchWords, refreshSearchTerms } from "@server/db/search-index";
import {
  cartPhotosOfFields,
  cartPhotosOfProduct,
  deleteCartPhotos,
} from "@server/modules/customize/customer-photos.service";
import { recordAudit } from "@server/platform/audit-log";
import { cacheTags } from "@server/platform/cache-tags";
import type { AppDeps } from "@server/platform/deps";
import { AppError, notFound } from "@server/platform/errors";
import type { StaffUser } from "@server/platform/staff-guard";
import type { WarnLog } from "@server/platform/storage-cleanup";
import { chooseSlug } from "./catalog-slugs";
import { lostRaceAsFieldError } from "./lost-races";
import {
  existingOccasionIds,
  fieldIdsOf,
  replaceFaqs,
  replaceImages,
  replaceOccasionLinks,
  replaceSimilar,
  syncFields,
} from "./product-parts.repository";
import {
  categoryExists,
  deleteProduct,
  existingProductIds,
  hasHistory,
  imageKeysOf,
  insertProduct,
  lockProduct,
  type ProductRow,
  updateProduct,
} from "./products.admin-repository";
import { auditShape, loadAdminProduct } from "./products.admin-view";

type Deps = Pick<AppDeps, "db" | "storage" | "publicCache">;

const fieldError = (field: string, message: string) =>
  new AppError("invalid", message, { [field]: [message] });

/** Pictures new to the product must have been uploaded: a key naming nothing would show a broken image. */
async function checkNewImages(deps: Deps, input: ProductInput, productId: number | null) {
  const known = new Set(productId === null ? [] : await imageKeysOf(deps.db, productId));
  for (const [index, { key }] of input.images.entries()) {
    if (!known.has(key) && !(await deps.storage.exists(key))) {
      throw fieldError(`images.${index}.key`, messages.imageMissing);
    }
  }
}

async function checkReferences(tx: Db, input: ProductInput, productId: number | null) {
  if (!(await categoryExists(tx, input.category_id))) {
    throw fieldError("category_id", messages.categoryNotFound);
  }
  const similarIds = input.similar_products.map((item) => item.id);
  const existing = await existingProductIds(tx, similarIds);
  for (const [index, id] of similarIds.entries()) {
    if (id === productId) throw fieldError(`similar_products.${index}.id`, messages.similarSelf);
    if (!existing.has(id)) throw fieldError(`similar_products.${index}.id`, messages.similarMissing);
  }
  const occasions = await existingOccasionIds(tx, input.occasion_ids);
  if (input.occasion_ids.some((id) => !occasions.has(id))) {
    throw fieldError("occasion_ids", messages.occasionMissing);
  }
}

/**
 * Which stored fields the save keeps: a field keeps its id (and customers' answers to it) only while its
 * type stays the same. Returns the ids of the fields the save removes.
 */
async function planFields(tx: Db, input: ProductInput, productId: number | null) {
  const stored = productId === null ? [] : await fieldIdsOf(tx, productId);
  const types = new Map(stored.map((field) => [field.id, field.fieldType]));
  const fields = input.customizable_fields.map((field, index) => {
    if (field.id != null && !types.has(field.id)) {
      throw fieldError(`customizable_fields.${index}.id`, messages.fieldMissing);
    }
    const keep = field.id != null && types.get(field.id) === field.field_type;
    const isImage = field.field_type === "image";
    return {
      id: keep ? (field.id ?? null) : null,
      name: field.name,
      fieldType: field.field_type,
      isRequired: field.is_required,
      minPhotos: isImage ? field.min_photos : 0,
      maxPhotos: isImage ? field.max_photos : 0,
    };
  });
  const kept = new Set(fields.map((field) => field.id));
  return { fields, removed: stored.map((field) => field.id).filter((id) => !kept.has(id)) };
}

async function writeParts(
  tx: Db,
  productId: number,
  input: ProductInput,
  plan: Awaited<ReturnType<typeof planFields>>,
) {
  await replaceImages(
    tx,
    productId,
    input.images.map((image) => image.key),
  );
  await replaceFaqs(tx, productId, input.faqs);
  await syncFields(tx, productId, plan.fields);
  await replaceSimilar(
    tx,
    productId,
    input.similar_products.map((item) => item.id),
  );
  await replaceOccasionLinks(tx, productId, input.occasion_ids);
}

/**
 * What search finds of the product changes with its name, category, occasions and whether it is on
 * sale; the vocabulary typos are corrected towards is rebuilt only then, so a form saved for a new
 * price or stock costs no rebuild (decision 26).
 */
function searchWordsChanged(before: AdminProduct, after: AdminProduct): boolean {
  return (
    before.name !== after.name ||
    before.is_published !== after.is_published ||
    before.category_id !== after.category_id ||
    before.occasion_ids.join() !== after.occasion_ids.join()
  );
}

const rowValues = (input: ProductInput, slug: string) => ({
  name: input.name,
  slug,
  description: input.description,
  pricePaise: input.price,
  discountedPricePaise: input.discounted_price,
  categoryId: input.category_id,
  isActive: input.is_published,
  isPerishable: input.is_perishable,
  maxDaysAhead: input.max_days_ahead,
  hsnCode: input.hsn_code,
  gstRate: input.gst_rate,
  features: input.features.map((feature) => feature.text),
  isCustomizable: input.customizable_fields.length > 0,
});

async function adminProduct(db: Db, deps: Deps, id: number): Promise<AdminProduct> {
  const product = await loadAdminProduct(db, deps.storage, id);
  if (!product) throw notFound(messages.productNotFound);
  return product;
}

/**
 * What a staff write to a product clears: its page and cards, and every listing, since its price,
 * name, category, occasions or being on sale can move it in or out of one or within one (decision 28).
 */
const productWrite = (id: number) => [cacheTags.product(id), cacheTags.card(id), cacheTags.listings];

/** POST /api/admin/products/ */
export async function createProduct(
  deps: Deps,
  staff: StaffUser,
  input: ProductInput,
): Promise<AdminProduct> {
  await checkNewImages(deps, input, null);
  const id = await deps.db
    .transaction(async (tx) => {
      await checkReferences(tx, input, null);
      const slug = await chooseSlug(tx, "product", input, null, messages.slugTaken);
      const row = await insertProduct(tx, { ...rowValues(input, slug), stock: input.stock });
      await writeParts(tx, row.id, input, await planFields(tx, input, null));
      await refreshSearchTerms(tx, { productIds: [row.id] });
      await rebuildSearchWords(tx);
      const after = await adminProduct(tx, deps, row.id);
      await recordAudit(tx, staff, {
        action: "create",
        entity: "product",
        entityId: row.id,
        after: auditShape(after),
      });
      return row.id;
    })
    .catch((error) => lostRaceAsFieldError(error, messages.slugTaken));
  await deps.publicCache.invalidate(productWrite(id));
  return adminProduct(deps.db, deps, id);
}

/**
 * The stock a save writes. A number staff left as they found it keeps whatever the product has now
 * (checkout may have sold some meanwhile); a changed number is written only if the stock is still the
 * one they saw, else 409 with the current number under the field.
 */
function stockToWrite(current: ProductRow, input: ProductInput): number | undefined {
  if (input.expected_stock === null) throw fieldError("expected_stock", messages.expectedStockRequired);
  if (input.stock === input.expected_stock) return undefined;
  if (current.stock !== input.expected_stock) {
    const message = messages.stockChanged(current.stock);
    throw new AppError("conflict", message, { stock: [message] });
  }
  return input.stock;
}

/** PUT /api/admin/products/{id}/ */
export async function editProduct(
  deps: Deps,
  staff: StaffUser,
  id: number,
  input: ProductInput,
  log: WarnLog,
): Promise<AdminProduct> {
  await checkNewImages(deps, input, id);
  const photos = await deps.db
    .transaction(async (tx) => {
      const current = await lockProduct(tx, id);
      if (!current) throw notFound(messages.productNotFound);
      const before = await adminProduct(tx, deps, id);
      const stock = stockToWrite(current, input);
      await checkReferences(tx, input, id);
      const slug = await chooseSlug(tx, "product", input, current, messages.slugTaken);
      const plan = await planFields(tx, input, id);
      const removedPhotos = await cartPhotosOfFields(tx, plan.removed);
      await updateProduct(tx, id, { ...rowValues(input, slug), ...(stock === undefined ? {} : { stock }) });
      await writeParts(tx, id, input, plan);
      await refreshSearchTerms(tx, { productIds: [id] });
      const after = await adminProduct(tx, deps, id);
      if (searchWordsChanged(before, after)) await rebuildSearchWords(tx);
      await recordAudit(tx, staff, {
        action: "update",
        entity: "product",
        entityId: id,
        before: auditShape(before),
        after: auditShape(after),
      });
      return removedPhotos;
    })
    .catch((error) => lostRaceAsFieldError(error, messages.slugTaken));
  await deps.publicCache.invalidate(productWrite(id));
  await deleteCartPhotos(deps, photos, log);
  return adminProduct(deps.db, deps, id);
}

/**
 * DELETE /api/admin/products/{id}/: only a product nothing remembers (no orders, no reviews); one that
 * has them answers 409 and is hidden instead. The row lock makes a checkout of it finish first, so its
 * order is seen here.
 */
export async function removeProduct(deps: Deps, staff: StaffUser, id: number, log: WarnLog): Promise<void> {
  const photos = await deps.db.transaction(async (tx) => {
    if (!(await lockProduct(tx, id))) throw notFound(messages.productNotFound);
    if (await hasHistory(tx, id)) throw new AppError("conflict", messages.productHasHistory);
    const before = await adminProduct(tx, deps, id);
    const cartPhotos = await cartPhotosOfProduct(tx, id);
    await deleteProduct(tx, id);
    await rebuildSearchWords(tx);
    await recordAudit(tx, staff, {
      action: "delete",
      entity: "product",
      entityId: id,
      before: auditShape(before),
    });
    return cartPhotos;
  });
  await deps.publicCache.invalidate(productWrite(id));
  await deleteCartPhotos(deps, photos, log);
}

export async function getAdminProduct(deps: Deps, id: number): Promise<AdminProduct> {
  return adminProduct(deps.db, deps, id);
}

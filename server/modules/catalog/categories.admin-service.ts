import { catalogMessages as messages } from "@contract/admin/catalog-rules";
import type { AdminCategory, AdminCategoryPage, CategoryInput } from "@contract/admin/categories";
import type { AdminPageQuery } from "@contract/admin/paging";
import type { Db } from "@server/db/connect";
import { rebuildSearchWords, refreshSearchTerms } from "@server/db/search-index";
import { recordAudit } from "@server/platform/audit-log";
import type { AppDeps } from "@server/platform/deps";
import { AppError, notFound } from "@server/platform/errors";
import type { StaffUser } from "@server/platform/staff-guard";
import type { Storage } from "@server/platform/storage";
import { chooseSlug } from "./catalog-slugs";
import {
  type CategoryRow,
  countProductsIn,
  deleteCategory,
  findCategory,
  insertCategory,
  listCategories,
  lockCategory,
  updateCategory,
} from "./categories.admin-repository";
import { lostRaceAsFieldError } from "./lost-races";

type Deps = Pick<AppDeps, "db" | "storage" | "publicCache">;

function toAdminCategory(
  storage: Storage,
  row: { category: CategoryRow; productCount: number },
): AdminCategory {
  const { category } = row;
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    description: category.description,
    image_key: category.imageKey,
    image: storage.url(category.imageKey),
    position: category.position,
    is_published: category.isActive,
    product_count: Number(row.productCount),
  };
}

async function adminCategory(db: Db, storage: Storage, id: number): Promise<AdminCategory> {
  const row = await findCategory(db, id);
  if (!row) throw notFound(messages.categoryNotFound);
  return toAdminCategory(storage, row);
}

/** What the audit log keeps of a category. */
const auditShape = ({ image: _url, product_count: _count, ...rest }: AdminCategory) => rest;

const rowValues = (input: CategoryInput, slug: string) => ({
  name: input.name,
  slug,
  description: input.description,
  imageKey: input.image_key,
  position: input.position,
  isActive: input.is_published,
});

async function checkImage(deps: Deps, key: string, current: string | null) {
  if (key !== current && !(await deps.storage.exists(key))) {
    throw new AppError("invalid", messages.imageMissing, { image_key: [messages.imageMissing] });
  }
}

export async function listAdminCategories(
  deps: Deps,
  query: AdminPageQuery & { search?: string },
): Promise<AdminCategoryPage> {
  const { rows, total } = await listCategories(deps.db, query);
  return {
    count: total,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((row) => toAdminCategory(deps.storage, row)),
  };
}

export const getAdminCategory = (deps: Deps, id: number) => adminCategory(deps.db, deps.storage, id);

/** POST /api/admin/categories/ */
export async function createCategory(deps: Deps, staff: StaffUser, input: CategoryInput) {
  await checkImage(deps, input.image_key, null);
  const id = await deps.db
    .transaction(async (tx) => {
      const slug = await chooseSlug(tx, "category", input, null, messages.categorySlugTaken);
      const row = await insertCategory(tx, rowValues(input, slug));
      const after = await adminCategory(tx, deps.storage, row.id);
      await recordAudit(tx, staff, {
        action: "create",
        entity: "category",
        entityId: row.id,
        after: auditShape(after),
      });
      return row.id;
    })
    .catch((error) => lostRaceAsFieldError(error, messages.categorySlugTaken));
  // Everything, as every category write: menus, breadcrumbs, product pages and share tags name
  // categories, and they change rarely (decision 28).
  await deps.publicCache.invalidate();
  return getAdminCategory(deps, id);
}

/** PUT /api/admin/categories/{id}/ */
export async function editCategory(deps: Deps, staff: StaffUser, id: number, input: CategoryInput) {
  const existing = await findCategory(deps.db, id);
  if (!existing) throw notFound(messages.categoryNotFound);
  await checkImage(deps, input.image_key, existing.category.imageKey);
  await deps.db
    .transaction(async (tx) => {
      const current = await lockCategory(tx, id);
      if (!current) throw notFound(messages.categoryNotFound);
      const before = await adminCategory(tx, deps.storage, id);
      const slug = await chooseSlug(tx, "category", input, current, messages.categorySlugTaken);
      await updateCategory(tx, id, rowValues(input, slug));
      // Its products are found by the category's name (decision 26), so a rename or hide reaches search now.
      if (current.name !== input.name || current.isActive !== input.is_published) {
        await refreshSearchTerms(tx, { categoryId: id });
        await rebuildSearchWords(tx);
      }
      const after = await adminCategory(tx, deps.storage, id);
      await recordAudit(tx, staff, {
        action: "update",
        entity: "category",
        entityId: id,
        before: auditShape(before),
        after: auditShape(after),
      });
    })
    .catch((error) => lostRaceAsFieldError(error, messages.categorySlugTaken));
  await deps.publicCache.invalidate();
  return getAdminCategory(deps, id);
}

/** DELETE /api/admin/categories/{id}/: only an empty category (hidden products count); else 409. */
export async function removeCategory(deps: Deps, staff: StaffUser, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await lockCategory(tx, id))) throw notFound(messages.categoryNotFound);
    const products = await countProductsIn(tx, id);
    if (products > 0) throw new AppError("conflict", messages.categoryNotEmpty(products));
    const before = await adminCategory(tx, deps.storage, id);
    await deleteCategory(tx, id);
    await recordAudit(tx, staff, {
      action: "delete",
      entity: "category",
      entityId: id,
      before: auditShape(before),
    });
  });
  await deps.publicCache.invalidate();
}

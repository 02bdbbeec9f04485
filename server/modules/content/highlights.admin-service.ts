import type { ReorderInput } from "@contract/admin/content-banners";
import type { AdminHighlight, AdminHighlightList, HighlightInput } from "@contract/admin/content-highlights";
import type { Db } from "@server/db/connect";
import { findProducts } from "@server/modules/catalog/product-cards.service";
import type { AppDeps } from "@server/platform/deps";
import { invalid, notFound } from "@server/platform/errors";
import type { StaffUser } from "@server/platform/staff-guard";
import { writeContent } from "./content-writes";
import {
  deleteHighlight,
  findHighlight,
  type HighlightRow,
  insertHighlight,
  listAllHighlights,
  lockAllHighlights,
  productIdsByHighlight,
  setHighlightPosition,
  setHighlightProducts,
  updateHighlight,
} from "./highlights.admin-repository";
import { productChoicesById } from "./product-choices";
import { requireWholeList } from "./reorder";

type Deps = Pick<AppDeps, "db" | "storage" | "publicCache">;

const highlightNotFound = "Highlight not found";

async function adminHighlightsOf(db: Db, storage: Deps["storage"], rows: HighlightRow[]) {
  const productIds = await productIdsByHighlight(
    db,
    rows.map((row) => row.id),
  );
  const result: AdminHighlight[] = [];
  // One after another: inside a transaction the queries share one connection.
  for (const row of rows) {
    result.push({
      id: row.id,
      title: row.title,
      link: row.link,
      position: row.position,
      is_active: row.isActive,
      products: await productChoicesById(db, storage, productIds.get(row.id) ?? []),
      created_at: row.createdAt.toISOString(),
    });
  }
  return result;
}

async function adminHighlightOf(db: Db, storage: Deps["storage"], row: HighlightRow) {
  const [highlight] = await adminHighlightsOf(db, storage, [row]);
  if (!highlight) throw new Error("highlight vanished while being read");
  return highlight;
}

const valuesOf = (input: HighlightInput) => ({
  title: input.title,
  link: input.link,
  isActive: input.is_active,
});

/** 400 on `product_ids` when any id names no product (a deleted one, or a made-up one). */
async function requireProducts(db: Db, ids: number[]) {
  const found = new Set((await findProducts(db, ids)).map((product) => product.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw invalid("Please fix the highlighted fields", {
      product_ids: [`These products no longer exist: ${missing.join(", ")}`],
    });
  }
}

export async function listHighlights(deps: Deps): Promise<AdminHighlightList> {
  return { results: await adminHighlightsOf(deps.db, deps.storage, await listAllHighlights(deps.db)) };
}

export function createHighlight(deps: Deps, staff: StaffUser, input: HighlightInput) {
  return writeContent(deps, staff, async (tx) => {
    await requireProducts(tx, input.product_ids);
    const row = await insertHighlight(tx, valuesOf(input));
    await setHighlightProducts(tx, row.id, input.product_ids);
    const after = await adminHighlightOf(tx, deps.storage, row);
    return { result: after, audit: { action: "create", entity: "highlight", entityId: row.id, after } };
  });
}

export function replaceHighlight(deps: Deps, staff: StaffUser, id: number, input: HighlightInput) {
  return writeContent(deps, staff, async (tx) => {
    const current = await findHighlight(tx, id, { lock: true });
    if (!current) throw notFound(highlightNotFound);
    await requireProducts(tx, input.product_ids);
    const before = await adminHighlightOf(tx, deps.storage, current);
    const row = await updateHighlight(tx, id, valuesOf(input));
    await setHighlightProducts(tx, id, input.product_ids);
    const after = await adminHighlightOf(tx, deps.storage, row);
    return { result: after, audit: { action: "update", entity: "highlight", entityId: id, before, after } };
  });
}

export function removeHighlight(deps: Deps, staff: StaffUser, id: number) {
  return writeContent(deps, staff, async (tx) => {
    const current = await findHighlight(tx, id, { lock: true });
    if (!current) throw notFound(highlightNotFound);
    const before = await adminHighlightOf(tx, deps.storage, current);
    await deleteHighlight(tx, id);
    return {
      result: { message: "Highlight deleted" },
      audit: { action: "delete", entity: "highlight", entityId: id, before },
    };
  });
}

export function reorderHighlights(deps: Deps, staff: StaffUser, input: ReorderInput) {
  return writeContent(deps, staff, async (tx) => {
    const rows = await lockAllHighlights(tx);
    requireWholeList(rows, input.ids, "highlights");
    for (const [position, id] of input.ids.entries()) await setHighlightPosition(tx, id, position);
    const results = await adminHighlightsOf(tx, deps.storage, await listAllHighlights(tx));
    return {
      result: { results },
      audit: {
        action: "reorder",
        entity: "highlight",
        entityId: "all",
        before: rows.map((row) => row.id),
        after: input.ids,
      },
    };
  });
}

import type { ReorderInput } from "@contract/admin/content-banners";
import {
  type AdminOccasion,
  type AdminOccasionList,
  occasionMessages as messages,
  type OccasionInput,
} from "@contract/admin/occasions";
import type { Db, Tx } from "@server/db/connect";
import { rebuildSearchWords, refreshSearchTerms } from "@server/db/search-index";
import { type AuditChange, recordAudit } from "@server/platform/audit-log";
import type { AppDeps } from "@server/platform/deps";
import { AppError, notFound } from "@server/platform/errors";
import type { StaffUser } from "@server/platform/staff-guard";
import { chooseSlug } from "./catalog-slugs";
import { lostRaceAsFieldError } from "./lost-races";
import {
  deleteOccasion,
  findOccasion,
  insertOccasion,
  listAllOccasions,
  lockAllOccasions,
  lockOccasion,
  type OccasionRow,
  type OccasionValues,
  productIdsOfOccasion,
  setOccasionPosition,
  updateOccasion,
} from "./occasions.admin-repository";

type Deps = Pick<AppDeps, "db" | "publicCache">;

function toAdminOccasion(row: { occasion: OccasionRow; productCount: number }): AdminOccasion {
  const { occasion } = row;
  return {
    id: occasion.id,
    kind: occasion.kind,
    slug: occasion.slug,
    title: occasion.title,
    description: occasion.description,
    position: occasion.position,
    is_active: occasion.isActive,
    product_count: Number(row.productCount),
  };
}

async function adminOccasion(db: Db, id: number): Promise<AdminOccasion> {
  const row = await findOccasion(db, id);
  if (!row) throw notFound(messages.notFound);
  return toAdminOccasion(row);
}

/** What the audit log keeps of an occasion: the record as staff edit it, not the derived count. */
const auditShape = ({ product_count: _count, ...rest }: AdminOccasion) => rest;

const valuesOf = (input: OccasionInput, slug: string): OccasionValues => ({
  kind: input.kind,
  slug,
  title: input.title,
  description: input.description,
  isActive: input.is_active,
});

/**
 * One staff change to occasions: the change and its audit row in one transaction, a slug lost to a
 * concurrent save answered as the field's error, then the whole public cache emptied after the commit:
 * menus, filters, product pages and share tags show occasions, and they change rarely (decision 28).
 */
async function writeOccasions<T>(
  deps: Deps,
  staff: StaffUser,
  change: (tx: Tx) => Promise<{ result: T; audit: AuditChange }>,
): Promise<T> {
  const result = await deps.db
    .transaction(async (tx) => {
      const done = await change(tx);
      await recordAudit(tx, staff, done.audit);
      return done.result;
    })
    .catch((error) => lostRaceAsFieldError(error, messages.slugTaken));
  await deps.publicCache.invalidate();
  return result;
}

export async function listAdminOccasions(deps: Deps): Promise<AdminOccasionList> {
  return { results: (await listAllOccasions(deps.db)).map(toAdminOccasion) };
}

export const getAdminOccasion = (deps: Deps, id: number) => adminOccasion(deps.db, id);

/** POST /api/admin/occasions/: no product carries it yet, so search has nothing new to index. */
export function createOccasion(deps: Deps, staff: StaffUser, input: OccasionInput) {
  return writeOccasions(deps, staff, async (tx) => {
    const slug = await chooseSlug(
      tx,
      "occasion",
      { slug: input.slug, name: input.title },
      null,
      messages.slugTaken,
    );
    const row = await insertOccasion(tx, valuesOf(input, slug));
    const after = await adminOccasion(tx, row.id);
    return {
      result: after,
      audit: { action: "create", entity: "occasion", entityId: row.id, after: auditShape(after) },
    };
  });
}

/** PUT /api/admin/occasions/{id}/: its products are found by its title while it is shown (decision 26). */
export function editOccasion(deps: Deps, staff: StaffUser, id: number, input: OccasionInput) {
  return writeOccasions(deps, staff, async (tx) => {
    const current = await lockOccasion(tx, id);
    if (!current) throw notFound(messages.notFound);
    const before = await adminOccasion(tx, id);
    const slug = await chooseSlug(
      tx,
      "occasion",
      { slug: input.slug, name: input.title },
      current,
      messages.slugTaken,
    );
    await updateOccasion(tx, id, valuesOf(input, slug), input.kind !== current.kind);
    if (input.title !== current.title || input.is_active !== current.isActive) {
      await refreshSearchTerms(tx, { occasionId: id });
      await rebuildSearchWords(tx);
    }
    const after = await adminOccasion(tx, id);
    return {
      result: after,
      audit: {
        action: "update",
        entity: "occasion",
        entityId: id,
        before: auditShape(before),
        after: auditShape(after),
      },
    };
  });
}

/** DELETE /api/admin/occasions/{id}/: the products it tagged stay, untagged, and are listed in the audit. */
export function removeOccasion(deps: Deps, staff: StaffUser, id: number) {
  return writeOccasions(deps, staff, async (tx) => {
    if (!(await lockOccasion(tx, id))) throw notFound(messages.notFound);
    const before = await adminOccasion(tx, id);
    const productIds = await productIdsOfOccasion(tx, id);
    await deleteOccasion(tx, id);
    if (productIds.length > 0) {
      await refreshSearchTerms(tx, { productIds });
      await rebuildSearchWords(tx);
    }
    return {
      result: { message: messages.deleted },
      audit: {
        action: "delete",
        entity: "occasion",
        entityId: id,
        before: { ...auditShape(before), product_ids: productIds },
      },
    };
  });
}

/**
 * POST /api/admin/occasions/reorder/: every occasion and recipient once; each kind keeps the order
 * its ids have in the list. Search terms are left as they are: their words do not change.
 */
export function reorderOccasions(deps: Deps, staff: StaffUser, input: ReorderInput) {
  return writeOccasions(deps, staff, async (tx) => {
    const rows = await lockAllOccasions(tx);
    const current = new Set(rows.map((row) => row.id));
    if (input.ids.length !== current.size || input.ids.some((id) => !current.has(id))) {
      throw new AppError(
        "conflict",
        "The occasions changed while you were ordering them. Reload and try again.",
      );
    }
    for (const [position, id] of input.ids.entries()) await setOccasionPosition(tx, id, position);
    const after = await listAdminOccasions({ ...deps, db: tx });
    return {
      result: after,
      audit: {
        action: "reorder",
        entity: "occasion",
        entityId: "all",
        before: rows.map((row) => row.id),
        after: after.results.map((occasion) => occasion.id),
      },
    };
  });
}

import type { AdminOffer } from "@contract/admin/offer-views";
import { type OfferInput, type OfferListQuery, offerMessages } from "@contract/admin/offers";
import type { AdminPage } from "@contract/admin/paging";
import { toPaise } from "@contract/money";
import { recordAudit } from "@server/platform/audit-log";
import { cacheTags } from "@server/platform/cache-tags";
import type { AppDeps } from "@server/platform/deps";
import { AppError, notFound } from "@server/platform/errors";
import { publicWrite } from "@server/platform/public-write";
import type { StaffUser } from "@server/platform/staff-guard";
import {
  deleteOffer,
  findOffer,
  insertOffer,
  listOffers,
  type OfferValues,
  type OfferWithUses,
  offerHasOrders,
  updateOffer,
} from "./offers.admin-repository";
import { offerOf } from "./offers.service";

type Deps = Pick<AppDeps, "db" | "publicCache">;

const adminOfferOf = ({ row, timesUsed }: OfferWithUses): AdminOffer => ({
  ...offerOf(row),
  created_at: row.createdAt.toISOString(),
  times_used: timesUsed,
});

/** The form's fields as the row stores them; the contract has already checked the discount's shape. */
function valuesOf(input: OfferInput): OfferValues {
  return {
    name: input.name,
    isActive: input.is_active,
    startDate: new Date(input.start_date),
    endDate: new Date(input.end_date),
    minOrderAmountPaise: toPaise(input.min_order_amount),
    discountType: input.discount_type,
    discountPercentage: input.discount_percentage,
    discountAmountPaise: input.discount_amount === null ? null : toPaise(input.discount_amount),
    maxDiscountAmountPaise: input.max_discount_amount === null ? null : toPaise(input.max_discount_amount),
  };
}

export async function offersPage(deps: Deps, query: OfferListQuery): Promise<AdminPage<AdminOffer>> {
  const { rows, total } = await listOffers(deps.db, query);
  return { count: total, page: query.page, page_size: query.page_size, results: rows.map(adminOfferOf) };
}

export async function getOffer(deps: Deps, id: number): Promise<AdminOffer> {
  const found = await findOffer(deps.db, id);
  if (!found) throw notFound(offerMessages.offerNotFound);
  return adminOfferOf(found);
}

export function createOffer(deps: Deps, staff: StaffUser, input: OfferInput): Promise<AdminOffer> {
  return publicWrite(deps, [cacheTags.offers], async (tx) => {
    const created = adminOfferOf({ row: await insertOffer(tx, valuesOf(input)), timesUsed: 0 });
    await recordAudit(tx, staff, { action: "create", entity: "offer", entityId: created.id, after: created });
    return created;
  });
}

async function changeOffer(
  deps: Deps,
  staff: StaffUser,
  id: number,
  action: string,
  values: Partial<OfferValues>,
): Promise<AdminOffer> {
  return publicWrite(deps, [cacheTags.offers], async (tx) => {
    const found = await findOffer(tx, id, true);
    if (!found) throw notFound(offerMessages.offerNotFound);
    const before = adminOfferOf(found);
    const after = adminOfferOf({ row: await updateOffer(tx, id, values), timesUsed: found.timesUsed });
    await recordAudit(tx, staff, { action, entity: "offer", entityId: id, before, after });
    return after;
  });
}

export const replaceOffer = (deps: Deps, staff: StaffUser, id: number, input: OfferInput) =>
  changeOffer(deps, staff, id, "update", valuesOf(input));

export const switchOffer = (deps: Deps, staff: StaffUser, id: number, isActive: boolean) =>
  changeOffer(deps, staff, id, isActive ? "activate" : "deactivate", { isActive });

/** Only an offer no order ever named can go; one with history is deactivated instead (409). */
export function removeOffer(deps: Deps, staff: StaffUser, id: number): Promise<void> {
  return publicWrite(deps, [cacheTags.offers], async (tx) => {
    const found = await findOffer(tx, id, true);
    if (!found) throw notFound(offerMessages.offerNotFound);
    if (await offerHasOrders(tx, id)) throw new AppError("conflict", offerMessages.offerInUse);
    await deleteOffer(tx, id);
    await recordAudit(tx, staff, {
      action: "delete",
      entity: "offer",
      entityId: id,
      before: adminOfferOf(found),
    });
  });
}

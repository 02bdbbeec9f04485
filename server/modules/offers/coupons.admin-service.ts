import type { AdminCoupon } from "@contract/admin/offer-views";
import { type CouponInput, type OfferListQuery, offerMessages } from "@contract/admin/offers";
import type { AdminPage } from "@contract/admin/paging";
import { paiseToDecimal, toPaise } from "@contract/money";
import type { Db } from "@server/db/connect";
import { recordAudit } from "@server/platform/audit-log";
import { cacheTags } from "@server/platform/cache-tags";
import { sqlState } from "@server/platform/database-errors";
import type { AppDeps } from "@server/platform/deps";
import { AppError, notFound } from "@server/platform/errors";
import { publicWrite } from "@server/platform/public-write";
import type { StaffUser } from "@server/platform/staff-guard";
import {
  type CouponValues,
  type CouponWithUses,
  couponHasOrders,
  couponIdByCode,
  deleteCoupon,
  findCouponById,
  insertCoupon,
  listCoupons,
  updateCoupon,
} from "./coupons.admin-repository";

type Deps = Pick<AppDeps, "db" | "publicCache">;

const decimalOrNull = (paise: number | null) => (paise === null ? null : paiseToDecimal(paise));

const adminCouponOf = ({ row, timesUsed }: CouponWithUses): AdminCoupon => ({
  id: row.id,
  code: row.code,
  description: row.description,
  is_active: row.isActive,
  start_date: row.startsAt.toISOString(),
  end_date: row.endsAt.toISOString(),
  min_order_amount: paiseToDecimal(row.minOrderAmountPaise),
  discount_type: row.discountType,
  discount_percentage: row.discountType === "percentage" ? row.discountPercentage : null,
  discount_amount: row.discountType === "fixed" ? decimalOrNull(row.discountAmountPaise) : null,
  max_discount_amount: decimalOrNull(row.maxDiscountAmountPaise),
  usage_limit: row.usageLimit,
  per_customer_limit: row.perCustomerLimit,
  is_public: row.isPublic,
  times_used: timesUsed,
  created_at: row.createdAt.toISOString(),
});

function valuesOf(input: CouponInput): CouponValues {
  return {
    code: input.code,
    description: input.description,
    isActive: input.is_active,
    startsAt: new Date(input.start_date),
    endsAt: new Date(input.end_date),
    minOrderAmountPaise: toPaise(input.min_order_amount),
    discountType: input.discount_type,
    discountPercentage: input.discount_percentage,
    discountAmountPaise: input.discount_amount === null ? null : toPaise(input.discount_amount),
    maxDiscountAmountPaise: input.max_discount_amount === null ? null : toPaise(input.max_discount_amount),
    usageLimit: input.usage_limit,
    perCustomerLimit: input.per_customer_limit,
    isPublic: input.is_public,
  };
}

const codeTaken = () =>
  new AppError("conflict", offerMessages.codeTaken, { code: [offerMessages.codeTaken] });

/** Another coupon already has the code: 409 naming the field, checked first and kept by the unique index. */
async function checkCodeFree(tx: Db, code: string, ownId: number | null) {
  const holder = await couponIdByCode(tx, code);
  if (holder !== null && holder !== ownId) throw codeTaken();
}

/** Two saves of one code at the same moment both pass the check; the unique index refuses the second. */
async function savingCode<T>(save: Promise<T>): Promise<T> {
  try {
    return await save;
  } catch (error) {
    if (sqlState(error) === "23505") throw codeTaken();
    throw error;
  }
}

export async function couponsPage(deps: Deps, query: OfferListQuery): Promise<AdminPage<AdminCoupon>> {
  const { rows, total } = await listCoupons(deps.db, query);
  return { count: total, page: query.page, page_size: query.page_size, results: rows.map(adminCouponOf) };
}

export async function getCoupon(deps: Deps, id: number): Promise<AdminCoupon> {
  const found = await findCouponById(deps.db, id);
  if (!found) throw notFound(offerMessages.couponNotFound);
  return adminCouponOf(found);
}

export function createCoupon(deps: Deps, staff: StaffUser, input: CouponInput): Promise<AdminCoupon> {
  return savingCode(
    publicWrite(deps, [cacheTags.offers], async (tx) => {
      await checkCodeFree(tx, input.code, null);
      const created = adminCouponOf({ row: await insertCoupon(tx, valuesOf(input)), timesUsed: 0 });
      await recordAudit(tx, staff, {
        action: "create",
        entity: "coupon",
        entityId: created.id,
        after: created,
      });
      return created;
    }),
  );
}

async function changeCoupon(
  deps: Deps,
  staff: StaffUser,
  id: number,
  action: string,
  values: Partial<CouponValues>,
): Promise<AdminCoupon> {
  return savingCode(
    publicWrite(deps, [cacheTags.offers], async (tx) => {
      const found = await findCouponById(tx, id, true);
      if (!found) throw notFound(offerMessages.couponNotFound);
      if (values.code !== undefined) await checkCodeFree(tx, values.code, id);
      const before = adminCouponOf(found);
      const after = adminCouponOf({ row: await updateCoupon(tx, id, values), timesUsed: found.timesUsed });
      await recordAudit(tx, staff, { action, entity: "coupon", entityId: id, before, after });
      return after;
    }),
  );
}

export const replaceCoupon = (deps: Deps, staff: StaffUser, id: number, input: CouponInput) =>
  changeCoupon(deps, staff, id, "update", valuesOf(input));

export const switchCoupon = (deps: Deps, staff: StaffUser, id: number, isActive: boolean) =>
  changeCoupon(deps, staff, id, isActive ? "activate" : "deactivate", { isActive });

/**
 * Only a coupon no order ever named can go (orders keep their coupon); one with history is deactivated
 * instead (409). An order placed with it at this moment waits for the coupon's lock, then keeps it.
 */
export async function removeCoupon(deps: Deps, staff: StaffUser, id: number): Promise<void> {
  try {
    await publicWrite(deps, [cacheTags.offers], async (tx) => {
      const found = await findCouponById(tx, id, true);
      if (!found) throw notFound(offerMessages.couponNotFound);
      if (found.timesUsed > 0 || (await couponHasOrders(tx, id))) {
        throw new AppError("conflict", offerMessages.couponInUse);
      }
      await deleteCoupon(tx, id);
      await recordAudit(tx, staff, {
        action: "delete",
        entity: "coupon",
        entityId: id,
        before: adminCouponOf(found),
      });
    });
  } catch (error) {
    if (sqlState(error) === "23503") throw new AppError("conflict", offerMessages.couponInUse);
    throw error;
  }
}

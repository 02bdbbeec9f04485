import type { AdminReview, AdminReviewPage, AdminReviewQuery } from "@contract/admin/reviews";
import { reviewMessages } from "@contract/review-rules";
import { toReviews } from "@server/modules/catalog/reviews-view.service";
import { recordAudit } from "@server/platform/audit-log";
import { cacheTags } from "@server/platform/cache-tags";
import type { AppDeps } from "@server/platform/deps";
import { notFound } from "@server/platform/errors";
import type { StaffUser } from "@server/platform/staff-guard";
import type { Storage } from "@server/platform/storage";
import { findReviewForStaff, listReviewsForStaff, type StaffReviewRow } from "./reviews.admin-repository";
import { lockReview, markHidden, mediaOfReviews, type ReviewMediaRow } from "./reviews.repository";

type Deps = Pick<AppDeps, "db" | "storage" | "publicCache">;

/** Staff see the customer's full name and e-mail, not the product page's "Priya S.". */
function toAdminReview(row: StaffReviewRow, media: ReviewMediaRow[], storage: Storage): AdminReview {
  const { review } = row;
  const [shown] = toReviews(
    [{ ...review, firstName: row.firstName, lastName: row.lastName }],
    media,
    storage,
  );
  return {
    id: review.id,
    product_id: review.productId,
    product_name: row.productName,
    order_id: review.orderId,
    order_number: row.orderNumber,
    user_name: `${row.firstName} ${row.lastName}`.trim() || row.email,
    user_email: row.email,
    rating: review.rating,
    text: review.text,
    media: shown?.media ?? [],
    created_at: review.createdAt.toISOString(),
    updated_at: review.updatedAt.toISOString(),
    hidden_at: review.hiddenAt?.toISOString() ?? null,
  };
}

/** GET /api/admin/reviews/: every review, hidden ones too, with its media. */
export async function listReviewsForModeration(
  deps: Deps,
  query: AdminReviewQuery,
): Promise<AdminReviewPage> {
  const { rows, total } = await listReviewsForStaff(deps.db, query);
  const media = await mediaOfReviews(
    deps.db,
    rows.map((row) => row.review.id),
  );
  return {
    count: total,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((row) =>
      toAdminReview(
        row,
        media.filter((item) => item.reviewId === row.review.id),
        deps.storage,
      ),
    ),
  };
}

/**
 * POST /api/admin/reviews/{id}/hide/ and /unhide/: the review (with its media) leaves or rejoins the
 * product page, its rating and 'Shared by customers' at once. Audited with the change; asking for the
 * state it already has changes and records nothing.
 */
export async function setReviewHidden(
  deps: Deps,
  staff: StaffUser,
  id: number,
  hidden: boolean,
): Promise<AdminReview> {
  const changed = await deps.db.transaction(async (tx) => {
    const before = await lockReview(tx, id);
    if (!before) throw notFound(reviewMessages.reviewNotFound);
    if ((before.hiddenAt !== null) === hidden) return [];
    const after = await markHidden(tx, id, hidden);
    await recordAudit(tx, staff, {
      action: hidden ? "review.hide" : "review.unhide",
      entity: "review",
      entityId: id,
      before: { hidden_at: before.hiddenAt },
      after: { hidden_at: after.hiddenAt },
    });
    return [cacheTags.product(before.productId)];
  });
  await deps.publicCache.invalidate(changed);
  const row = await findReviewForStaff(deps.db, id);
  if (!row) throw notFound(reviewMessages.reviewNotFound);
  return toAdminReview(row, await mediaOfReviews(deps.db, [id]), deps.storage);
}

import type { StockUpdate } from "@contract/admin/catalog";
import { catalogMessages as messages } from "@contract/admin/catalog-rules";
import { recordAudit } from "@server/platform/audit-log";
import { cacheTags } from "@server/platform/cache-tags";
import type { AppDeps } from "@server/platform/deps";
import { AppError, notFound } from "@server/platform/errors";
import type { StaffUser } from "@server/platform/staff-guard";
import { findProduct, setStockIfUnchanged } from "./products.admin-repository";

type Deps = Pick<AppDeps, "db" | "publicCache">;

/**
 * PUT /api/admin/products/{id}/stock/: staff type an absolute number after seeing `expected_stock`.
 * It is written only if the product still has that stock; if checkout (or another staff member) changed
 * it meanwhile the answer is 409 with the current number, and nothing is overwritten.
 */
export async function setStock(deps: Deps, staff: StaffUser, id: number, update: StockUpdate) {
  const saved = await deps.db.transaction(async (tx) => {
    const row = await setStockIfUnchanged(tx, id, update.expected_stock, update.stock);
    if (!row) {
      const current = await findProduct(tx, id);
      if (!current) throw notFound(messages.productNotFound);
      const message = messages.stockChanged(current.stock);
      throw new AppError("conflict", message, { stock: [message] });
    }
    await recordAudit(tx, staff, {
      action: "stock",
      entity: "product",
      entityId: id,
      before: { stock: update.expected_stock },
      after: { stock: row.stock },
    });
    return row;
  });
  // Its page and cards, and the listings, which sort in-stock first (decision 28).
  await deps.publicCache.invalidate([cacheTags.product(id), cacheTags.card(id), cacheTags.listings]);
  return saved;
}

import type { Db } from "@server/db/connect";
import { cacheTags } from "@server/platform/cache-tags";
import { stockOfOrderedProducts } from "./order-stock.repository";

/**
 * What a stock move of these orders changed in the public cache (decision 28), read in the mover's
 * transaction right after the move, whose row locks keep the numbers its own: each product's page and
 * cards, and the listings when one sold out (`taken`) or came back (`returned`), since listings sort
 * in-stock first and show 'Out of Stock'. A sale that leaves stock above 0 leaves listings cached.
 */
export async function stockMoveTags(
  tx: Db,
  orderIds: number[],
  moved: "taken" | "returned",
): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const rows = await stockOfOrderedProducts(tx, orderIds);
  // Back in stock means it was 0 before: at most what came back is there now.
  const crossed = rows.some((row) => (moved === "taken" ? row.stock === 0 : row.stock <= row.quantity));
  return [...rows.map((row) => cacheTags.product(row.productId)), ...(crossed ? [cacheTags.listings] : [])];
}

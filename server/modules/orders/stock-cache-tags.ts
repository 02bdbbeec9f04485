import type { Db } from "@server/db/connect";
import { cacheTags } from "@server/platform/cache-tags";
import { stockOfOrderedProducts } from "./order-stock.repository";

/**
 * What a stock move of these orders changed in the public cache (decision 28), read in the mover's
 * transaction right after the move, whose row locks keep the numbers its own. A product that sold out
 * (`taken`) or came back (`returned`): its own answer and page, its cards and the listings, at once,
 * since they show 'Out of Stock' and listings sort in-stock first. Any other: only its stock count,
 * whose answer and page are answered once more while one reload runs (a soft tag); its cards and the
 * listings stay, so a product page showing it among similar products is not rendered again for it.
 */
export async function stockMoveTags(
  tx: Db,
  orderIds: number[],
  moved: "taken" | "returned",
): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const rows = await stockOfOrderedProducts(tx, orderIds);
  // Back in stock means it was 0 before: at most what came back is there now.
  const crossed = rows.filter((row) => (moved === "taken" ? row.stock === 0 : row.stock <= row.quantity));
  return [
    ...rows.map((row) =>
      crossed.includes(row) ? cacheTags.product(row.productId) : cacheTags.stock(row.productId),
    ),
    ...crossed.map((row) => cacheTags.card(row.productId)),
    ...(crossed.length > 0 ? [cacheTags.listings] : []),
  ];
}

import type { Db } from "@server/db/connect";
import { cacheTags } from "@server/platform/cache-tags";
import { stockOfOrderedProducts } from "./order-stock.repository";

/**
 * What a stock move of these orders changed in the public cache (decision 28), read in the mover's
 * transaction right after the move, whose row locks keep the numbers its own. Each product's own answer
 * and page always; the cards of one that sold out (`taken`) or came back (`returned`), and then the
 * listings too, since cards show 'Out of Stock' and listings sort in-stock first. A sale that leaves
 * stock above 0 leaves cards and listings cached: a product page showing the sold product among its
 * similar products is not rendered again for it.
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
    ...rows.map((row) => cacheTags.product(row.productId)),
    ...crossed.map((row) => cacheTags.card(row.productId)),
    ...(crossed.length > 0 ? [cacheTags.listings] : []),
  ];
}

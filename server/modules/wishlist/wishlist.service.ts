import { wishlistMessages } from "@contract/cart-rules";
import type { ToggleWishlistResponse, Wishlist } from "@contract/wishlist";
import { activeProductIds, loadProductCards } from "@server/modules/catalog/product-cards.service";
import { productOnSale } from "@server/modules/catalog/product-detail.service";
import type { AuthUser } from "@server/platform/auth";
import type { AppDeps } from "@server/platform/deps";
import { notFound } from "@server/platform/errors";
import { addToWishlist, removeFromWishlist, wishlistProductIds } from "./wishlist.repository";

type Deps = Pick<AppDeps, "db" | "storage">;

/** Product ids on the customer's wishlist that are still sold, the latest added first. */
async function idsOnSale(deps: Deps, user: AuthUser): Promise<number[]> {
  return activeProductIds(deps.db, await wishlistProductIds(deps.db, user.id));
}

export async function getWishlist(deps: Deps, user: AuthUser): Promise<Wishlist> {
  return { items: await loadProductCards(deps.db, deps.storage, await idsOnSale(deps, user)) };
}

export async function wishlistCount(deps: Deps, user: AuthUser): Promise<number> {
  return (await idsOnSale(deps, user)).length;
}

/**
 * Product §4: on the list → off it, off → on. Removing works even for a product no longer sold (so it can
 * be cleared); adding needs a product on sale.
 */
export async function toggleWishlist(
  deps: Deps,
  user: AuthUser,
  productId: number,
): Promise<ToggleWishlistResponse> {
  if (await removeFromWishlist(deps.db, user.id, productId)) {
    return { message: wishlistMessages.removed, is_in_wishlist: false };
  }
  if (!(await productOnSale(deps, productId))) throw notFound(wishlistMessages.productNotFound);
  await addToWishlist(deps.db, user.id, productId);
  return { message: wishlistMessages.added, is_in_wishlist: true };
}

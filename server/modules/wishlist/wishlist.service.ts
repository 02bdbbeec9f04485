import { wishlistMessages } from "@contract/cart-rules";
import type { ToggleWishlistResponse, Wishlist } from "@contract/wishlist";
import { loadProductCards } from "@server/modules/catalog/product-cards.service";
import type { AuthUser } from "@server/platform/auth";
import type { AppDeps } from "@server/platform/deps";
import { notFound } from "@server/platform/errors";
import {
  addToWishlist,
  productOnSale,
  removeFromWishlist,
  wishlistProductIds,
  wishlistSize,
} from "./wishlist.repository";

type Deps = Pick<AppDeps, "db" | "storage">;

export async function getWishlist(deps: Deps, user: AuthUser): Promise<Wishlist> {
  const ids = await wishlistProductIds(deps.db, user.id);
  return { items: await loadProductCards(deps.db, deps.storage, ids) };
}

export function wishlistCount(deps: Deps, user: AuthUser): Promise<number> {
  return wishlistSize(deps.db, user.id);
}

/**
 * Spec §4: on the list → off it, off → on. Removing works even for a product no longer sold (so it can
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
  if (!(await productOnSale(deps.db, productId))) throw notFound(wishlistMessages.productNotFound);
  await addToWishlist(deps.db, user.id, productId);
  return { message: wishlistMessages.added, is_in_wishlist: true };
}

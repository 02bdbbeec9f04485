import type { AddItemInput, Cart, CartChange, UpdateQuantityInput } from "@contract/cart";
import { cartMessages } from "@contract/cart-rules";
import type { Db } from "@server/db/connect";
import { imageKeysByProduct } from "@server/modules/catalog/product-cards.service";
import { deleteUnusedPhotos } from "@server/modules/customize/customer-photos.service";
import type { CartAccess } from "@server/modules/customize/customization.service";
import type { AuthUser } from "@server/platform/auth";
import type { AppDeps } from "@server/platform/deps";
import { invalid, notFound } from "@server/platform/errors";
import type { WarnLog } from "@server/platform/storage-cleanup";
import {
  addToLine,
  answersOfLines,
  cartIdOf,
  cartQuantity,
  deleteLine,
  findLine,
  findProduct,
  listLines,
  type ProductRow,
  quantityInCart,
  setLineQuantity,
} from "./cart.repository";
import { cartOf } from "./cart-view";

type Deps = Pick<AppDeps, "db" | "storage">;

export async function loadCart(deps: Deps, userId: number): Promise<Cart> {
  const lines = await listLines(deps.db, userId);
  const [answers, images] = await Promise.all([
    answersOfLines(
      deps.db,
      lines.map((line) => line.id),
    ),
    imageKeysByProduct(
      deps.db,
      lines.map((line) => line.product.id),
    ),
  ]);
  return cartOf(lines, answers, images, deps.storage);
}

export function cartCount(deps: Deps, user: AuthUser): Promise<number> {
  return cartQuantity(deps.db, user.id);
}

/** The words for a quantity the product cannot cover right now. */
export function stockProblem(product: ProductRow): string {
  if (!product.isActive) return cartMessages.notAvailable;
  return product.stock === 0 ? cartMessages.outOfStock : cartMessages.onlyLeft(product.stock);
}

/**
 * What adding a product came to: the line it went into and how many went in; `not_sold` (no such
 * product, or no longer on sale); or `short`, with the product as it is now, when its stock could not
 * cover the line.
 */
export type AddOutcome =
  | { kind: "added"; lineId: number; quantity: number; product: ProductRow }
  | { kind: "not_sold" }
  | { kind: "short"; product: ProductRow };

/**
 * The cart's one way in: adds to the product's line while it is on sale; never reserves stock (checkout
 * takes it), but never passes it either. With `upTo`, adds as many of `quantity` as the stock leaves
 * room for beside what the line already holds. Runs on `db` or in the caller's transaction.
 */
export async function addToCart(
  db: Db,
  userId: number,
  productId: number,
  quantity: number,
  { upTo = false } = {},
): Promise<AddOutcome> {
  const product = await findProduct(db, userId, productId);
  if (!product?.isActive) return { kind: "not_sold" };
  const fits = upTo
    ? Math.min(quantity, product.stock - (await quantityInCart(db, userId, productId)))
    : quantity;
  if (fits < 1 || fits > product.stock) return { kind: "short", product };
  const cartId = await cartIdOf(db, userId);
  const line = await addToLine(db, userId, cartId, product.id, fits);
  if (!line) return { kind: "short", product: (await findProduct(db, userId, product.id)) ?? product };
  return { kind: "added", lineId: line.id, quantity: fits, product };
}

export async function addItem(deps: Deps, user: AuthUser, input: AddItemInput): Promise<CartChange> {
  const added = await addToCart(deps.db, user.id, input.product_id, input.quantity ?? 1);
  if (added.kind === "not_sold") throw notFound(cartMessages.productNotFound);
  if (added.kind === "short") {
    throw invalid(stockProblem(added.product), { quantity: [stockProblem(added.product)] });
  }
  return {
    message: cartMessages.added(added.product.name),
    item_id: added.lineId,
    cart: await loadCart(deps, user.id),
  };
}

export async function updateQuantity(deps: Deps, user: AuthUser, input: UpdateQuantityInput): Promise<Cart> {
  const updated = await setLineQuantity(deps.db, user.id, input.item_id, input.quantity);
  if (!updated) {
    const line = await findLine(deps.db, user.id, input.item_id);
    if (!line) throw notFound(cartMessages.itemNotFound);
    throw invalid(stockProblem(line.product), { quantity: [stockProblem(line.product)] });
  }
  return loadCart(deps, user.id);
}

/** Removes the line; its photos are deleted once the removal has committed. */
export async function removeItem(
  deps: Deps,
  user: AuthUser,
  itemId: number,
  log: WarnLog,
): Promise<CartChange> {
  const photoKeys = await deps.db.transaction((tx) => deleteLine(tx, user.id, itemId));
  if (!photoKeys) throw notFound(cartMessages.itemNotFound);
  await deleteUnusedPhotos(deps, user.id, photoKeys, log);
  return { message: cartMessages.removed, item_id: itemId, cart: await loadCart(deps, user.id) };
}

/** The cart as the customize module saves answers into it (app.ts hands it to customize's routes). */
export const cartForCustomize: CartAccess = { findProduct, cartIdOf, loadCart };

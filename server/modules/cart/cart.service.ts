import type { AddItemInput, Cart, CartChange, UpdateQuantityInput } from "@contract/cart";
import { cartMessages } from "@contract/cart-rules";
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

/** Adds to the product's line; never reserves stock (checkout takes it), but never passes it either. */
export async function addItem(deps: Deps, user: AuthUser, input: AddItemInput): Promise<CartChange> {
  const quantity = input.quantity ?? 1;
  const product = await findProduct(deps.db, user.id, input.product_id);
  if (!product?.isActive) throw notFound(cartMessages.productNotFound);
  if (quantity > product.stock) throw invalid(stockProblem(product), { quantity: [stockProblem(product)] });
  const cartId = await cartIdOf(deps.db, user.id);
  const line = await addToLine(deps.db, user.id, cartId, product.id, quantity);
  if (!line) {
    const now = (await findProduct(deps.db, user.id, product.id)) ?? product;
    throw invalid(stockProblem(now), { quantity: [stockProblem(now)] });
  }
  return { message: cartMessages.added(product.name), item_id: line.id, cart: await loadCart(deps, user.id) };
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

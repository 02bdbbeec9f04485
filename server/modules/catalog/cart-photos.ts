import type { Db } from "@server/db/connect";
import { cartItemCustomizations, cartItems, carts } from "@server/db/schema";
import { deleteUnusedPhotos, type WarnLog } from "@server/modules/cart/stored-files";
import type { Storage } from "@server/platform/storage";
import { eq, inArray, type SQL } from "drizzle-orm";

/** Customers' photos saved in carts, by customer: what a staff change is about to delete the answers of. */
export type CartPhotos = Map<number, string[]>;

async function collect(db: Db, where: SQL): Promise<CartPhotos> {
  const rows = await db
    .select({ userId: carts.userId, keys: cartItemCustomizations.imageKeys })
    .from(cartItemCustomizations)
    .innerJoin(cartItems, eq(cartItems.id, cartItemCustomizations.cartItemId))
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(where);
  const byUser: CartPhotos = new Map();
  for (const row of rows) {
    if (row.keys.length > 0) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), ...row.keys]);
  }
  return byUser;
}

/** Photos answering any field of the product (the product is being deleted). */
export const cartPhotosOfProduct = (db: Db, productId: number) =>
  collect(db, eq(cartItems.productId, productId));

/** Photos answering these fields (staff removed them from the product). */
export async function cartPhotosOfFields(db: Db, fieldIds: number[]): Promise<CartPhotos> {
  if (fieldIds.length === 0) return new Map();
  return collect(db, inArray(cartItemCustomizations.fieldId, fieldIds));
}

/**
 * After the change commits: deletes the photos whose answers went with it, keeping any an order of
 * the customer took (the cart's own rule), so nobody's private photo is left behind unreferenced.
 */
export async function deleteCartPhotos(
  deps: { db: Db; storage: Storage },
  photos: CartPhotos,
  log: WarnLog,
): Promise<void> {
  for (const [userId, keys] of photos) await deleteUnusedPhotos(deps, userId, keys, log);
}

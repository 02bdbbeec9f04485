import type { Db } from "@server/db/connect";
import { cartItemCustomizations, cartItems, carts } from "@server/db/schema/cart";
import { customizableFields } from "@server/db/schema/catalog";
import { and, asc, eq } from "drizzle-orm";

export type FieldRow = typeof customizableFields.$inferSelect;

export function fieldsOfProduct(db: Db, productId: number): Promise<FieldRow[]> {
  return db
    .select()
    .from(customizableFields)
    .where(eq(customizableFields.productId, productId))
    .orderBy(asc(customizableFields.position), asc(customizableFields.id));
}

/**
 * The product's line in this cart, made with quantity 1 if there is none, and locked for the rest of the
 * transaction: two saves of one line run one after the other, each seeing the other's answers.
 */
export async function lockedLineOfProduct(db: Db, cartId: number, productId: number) {
  await db
    .insert(cartItems)
    .values({ cartId, productId, quantity: 1 })
    .onConflictDoNothing({ target: [cartItems.cartId, cartItems.productId] });
  const [line] = await db
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)))
    .for("update");
  if (!line) throw new Error("cart line missing right after it was made");
  return line;
}

export async function findOwnedLineOfProduct(db: Db, userId: number, productId: number) {
  const [line] = await db
    .select({ id: cartItems.id })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(and(eq(carts.userId, userId), eq(cartItems.productId, productId)))
    .limit(1);
  return line ?? null;
}

export function savedAnswers(db: Db, itemId: number) {
  return db
    .select({
      fieldId: cartItemCustomizations.fieldId,
      textValue: cartItemCustomizations.textValue,
      imageKeys: cartItemCustomizations.imageKeys,
    })
    .from(cartItemCustomizations)
    .where(eq(cartItemCustomizations.cartItemId, itemId));
}

export type AnswerValues = { fieldId: number; textValue: string | null; imageKeys: string[] };

/** Replaces every answer of the line with one row per field of the product. */
export async function replaceAnswers(db: Db, itemId: number, answers: AnswerValues[]): Promise<void> {
  await db.delete(cartItemCustomizations).where(eq(cartItemCustomizations.cartItemId, itemId));
  if (answers.length === 0) return;
  await db
    .insert(cartItemCustomizations)
    .values(answers.map((answer) => ({ ...answer, cartItemId: itemId })));
}

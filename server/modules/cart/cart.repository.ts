import type { Db } from "@server/db/connect";
import { cartItemCustomizations, cartItems, carts } from "@server/db/schema/cart";
import { customizableFields, type ProductRecord, productColumns, products } from "@server/db/schema/catalog";
import { and, asc, eq, inArray, sql } from "drizzle-orm";

export type ProductRow = ProductRecord;
export type LineRow = { id: number; quantity: number; product: ProductRow };

/** The customer's cart id, creating the cart on first use; two first requests at once share one cart. */
export async function cartIdOf(db: Db, userId: number): Promise<number> {
  await db.insert(carts).values({ userId }).onConflictDoNothing({ target: carts.userId });
  const [row] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  if (!row) throw new Error("cart missing right after it was made");
  return row.id;
}

/** Every line query goes through the owner: another customer's line is simply not found. */
const ownedCarts = (db: Db, userId: number) =>
  db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));

/**
 * Units of a product that the customer's own unpaid orders hold. Placing an order releases those
 * orders first (create-order), so to this customer they are as good as in stock: after a failed or
 * abandoned payment the cart still shows the items as available and they can pay again at once.
 */
const heldForCustomer = (userId: number) => sql<number>`coalesce((
  select sum(held.quantity) from order_items held
  inner join orders unpaid on unpaid.id = held.order_id
  where unpaid.user_id = ${userId} and held.product_id = "products"."id"
    and unpaid.order_status = 'PENDING' and unpaid.payment_status = 'PENDING'
), 0)::int`;

/** The product's stock for this customer while it is on sale, else null (so any comparison with it fails). */
const liveStockOfLine = (userId: number) => sql`(select ${products.stock} + ${heldForCustomer(userId)}
  from ${products} where ${products.id} = ${cartItems.productId} and ${products.isActive})`;

/** A product row whose `stock` is what this customer can buy: the shelf plus what their unpaid orders hold. */
const asSeenBy = <T extends { product: ProductRow; held: number }>({ held, ...row }: T) => ({
  ...row,
  product: { ...row.product, stock: row.product.stock + held },
});

export async function findProduct(db: Db, userId: number, productId: number): Promise<ProductRow | null> {
  const [row] = await db
    .select({ product: productColumns, held: heldForCustomer(userId) })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return row ? asSeenBy(row).product : null;
}

/**
 * Adds to the product's one line in a single statement: a new line is inserted; an existing one grows
 * under its row lock, and only while the new quantity stays within the stock. Concurrent adds therefore
 * neither lose an increment nor make a second line. Null when the growth would pass the stock.
 */
export async function addToLine(db: Db, userId: number, cartId: number, productId: number, quantity: number) {
  const [row] = await db
    .insert(cartItems)
    .values({ cartId, productId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: sql`now()` },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${liveStockOfLine(userId)}`,
    })
    .returning({ id: cartItems.id, quantity: cartItems.quantity });
  return row ?? null;
}

/** How many of the product the customer's cart already holds (0 when none). */
export async function quantityInCart(db: Db, userId: number, productId: number): Promise<number> {
  const [row] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(and(eq(carts.userId, userId), eq(cartItems.productId, productId)));
  return row?.quantity ?? 0;
}

/** Sets a line's quantity if the line is this customer's and the product has that much on sale. */
export async function setLineQuantity(db: Db, userId: number, itemId: number, quantity: number) {
  const [row] = await db
    .update(cartItems)
    .set({ quantity, updatedAt: new Date() })
    .where(
      and(
        eq(cartItems.id, itemId),
        inArray(cartItems.cartId, ownedCarts(db, userId)),
        sql`${quantity} <= ${liveStockOfLine(userId)}`,
      ),
    )
    .returning({ id: cartItems.id });
  return row ?? null;
}

export async function findLine(db: Db, userId: number, itemId: number): Promise<LineRow | null> {
  const [row] = await db
    .select({
      id: cartItems.id,
      quantity: cartItems.quantity,
      product: productColumns,
      held: heldForCustomer(userId),
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.id, itemId), inArray(cartItems.cartId, ownedCarts(db, userId))))
    .limit(1);
  return row ? asSeenBy(row) : null;
}

/**
 * Removes the line (its answers go with it, by cascade) and returns the photo keys it held, or null when
 * the customer has no such line. Run in a transaction: the row lock keeps a concurrent save of the
 * line's answers from slipping in keys this read would miss.
 */
export async function deleteLine(tx: Db, userId: number, itemId: number): Promise<string[] | null> {
  const [line] = await tx
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(and(eq(cartItems.id, itemId), inArray(cartItems.cartId, ownedCarts(tx, userId))))
    .for("update");
  if (!line) return null;
  const answers = await tx
    .select({ keys: cartItemCustomizations.imageKeys })
    .from(cartItemCustomizations)
    .where(eq(cartItemCustomizations.cartItemId, line.id));
  await tx.delete(cartItems).where(eq(cartItems.id, line.id));
  return answers.flatMap((answer) => answer.keys);
}

/** A cart line as the cart shows it; `hasFields` says whether the product asks for anything at all. */
export type CartLineRow = LineRow & { hasFields: boolean };

export async function listLines(db: Db, userId: number): Promise<CartLineRow[]> {
  const rows = await db
    .select({
      id: cartItems.id,
      quantity: cartItems.quantity,
      product: productColumns,
      held: heldForCustomer(userId),
      hasFields: sql<boolean>`exists(select 1 from ${customizableFields}
        where ${customizableFields.productId} = ${products.id})`,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(carts.userId, userId))
    .orderBy(asc(cartItems.id));
  return rows.map(asSeenBy);
}

export type AnswerRow = {
  cartItemId: number;
  fieldId: number;
  fieldName: string;
  fieldType: "text" | "image";
  textValue: string | null;
  imageKeys: string[];
};

/** Saved answers of the given lines, in the product's field order. */
export function answersOfLines(db: Db, itemIds: number[]): Promise<AnswerRow[]> {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      cartItemId: cartItemCustomizations.cartItemId,
      fieldId: cartItemCustomizations.fieldId,
      fieldName: customizableFields.name,
      fieldType: customizableFields.fieldType,
      textValue: cartItemCustomizations.textValue,
      imageKeys: cartItemCustomizations.imageKeys,
    })
    .from(cartItemCustomizations)
    .innerJoin(customizableFields, eq(customizableFields.id, cartItemCustomizations.fieldId))
    .where(inArray(cartItemCustomizations.cartItemId, itemIds))
    .orderBy(asc(customizableFields.position), asc(customizableFields.id));
}

export async function cartQuantity(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.userId, userId));
  return Number(row?.total ?? 0);
}

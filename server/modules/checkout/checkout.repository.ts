import type { Db } from "@server/db/connect";
import { cartItemCustomizations, cartItems, carts } from "@server/db/schema/cart";
import { customizableFields, productImages, products } from "@server/db/schema/catalog";
import { and, asc, eq, inArray, sql } from "drizzle-orm";

export type CheckoutLine = {
  cartItemId: number;
  productId: number;
  name: string;
  isActive: boolean;
  stock: number;
  unitPricePaise: number;
  quantity: number;
  imageKey: string;
  isCustomizable: boolean;
  /** Goes only by hand delivery, at most `maxDaysAhead` India days after the order (null: no limit). */
  isPerishable: boolean;
  maxDaysAhead: number | null;
  /** Copied onto the order line like the price, so a later product edit does not change an issued invoice. */
  hsnCode: string | null;
  gstRate: number | null;
};

/**
 * The customer's cart lines with what pricing and stock need, in product order (the order locks take).
 * `lock` holds the lines (not their products) to the end of the transaction: a personalisation saved
 * at the same moment waits for the order, so the photos it replaces are seen as the order's and kept.
 */
export async function loadCartLines(db: Db, userId: number, lock = false): Promise<CheckoutLine[]> {
  const query = db
    .select({
      cartItemId: cartItems.id,
      productId: products.id,
      name: products.name,
      isActive: products.isActive,
      stock: products.stock,
      unitPricePaise: sql<number>`coalesce(${products.discountedPricePaise}, ${products.pricePaise})`,
      quantity: cartItems.quantity,
      imageKey: sql<string>`coalesce((select ${productImages.storageKey} from ${productImages}
        where ${productImages.productId} = ${products.id} order by ${productImages.position} limit 1), '')`,
      isCustomizable: products.isCustomizable,
      isPerishable: products.isPerishable,
      maxDaysAhead: products.maxDaysAhead,
      hsnCode: products.hsnCode,
      gstRate: products.gstRate,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(carts.userId, userId))
    .orderBy(asc(products.id));
  return lock ? query.for("share", { of: cartItems }) : query;
}

export type FieldAnswer = {
  cartItemId: number;
  fieldId: number;
  field: string;
  fieldType: "text" | "image";
  isRequired: boolean;
  minPhotos: number;
  maxPhotos: number;
  text: string | null;
  imageKeys: string[] | null;
};

/** Every customisable field of the lines' products with the line's answer to it (null when unanswered). */
export async function loadFieldAnswers(db: Db, lines: readonly CheckoutLine[]): Promise<FieldAnswer[]> {
  const customizable = lines.filter((line) => line.isCustomizable);
  if (customizable.length === 0) return [];
  return db
    .select({
      cartItemId: cartItems.id,
      fieldId: customizableFields.id,
      field: customizableFields.name,
      fieldType: customizableFields.fieldType,
      isRequired: customizableFields.isRequired,
      minPhotos: customizableFields.minPhotos,
      maxPhotos: customizableFields.maxPhotos,
      text: cartItemCustomizations.textValue,
      imageKeys: cartItemCustomizations.imageKeys,
    })
    .from(cartItems)
    .innerJoin(customizableFields, eq(customizableFields.productId, cartItems.productId))
    .leftJoin(
      cartItemCustomizations,
      and(
        eq(cartItemCustomizations.cartItemId, cartItems.id),
        eq(cartItemCustomizations.fieldId, customizableFields.id),
      ),
    )
    .where(
      inArray(
        cartItems.id,
        customizable.map((line) => line.cartItemId),
      ),
    )
    .orderBy(asc(cartItems.id), asc(customizableFields.position), asc(customizableFields.id));
}

import type { Db } from "@server/db/connect";
import { customizableFields, productFaqs, productImages, similarProducts } from "@server/db/schema/catalog";
import { occasions, productOccasions } from "@server/db/schema/catalog-occasions";
import { and, asc, eq, inArray, notInArray } from "drizzle-orm";

/** The pictures in this order; the first is the main one. */
export async function replaceImages(db: Db, productId: number, keys: string[]): Promise<void> {
  await db.delete(productImages).where(eq(productImages.productId, productId));
  if (keys.length === 0) return;
  await db
    .insert(productImages)
    .values(keys.map((storageKey, position) => ({ productId, storageKey, position })));
}

export async function replaceFaqs(
  db: Db,
  productId: number,
  faqs: { question: string; answer: string }[],
): Promise<void> {
  await db.delete(productFaqs).where(eq(productFaqs.productId, productId));
  if (faqs.length === 0) return;
  await db.insert(productFaqs).values(faqs.map((faq, position) => ({ ...faq, productId, position })));
}

export async function replaceSimilar(db: Db, productId: number, similarIds: number[]): Promise<void> {
  await db.delete(similarProducts).where(eq(similarProducts.productId, productId));
  if (similarIds.length === 0) return;
  await db
    .insert(similarProducts)
    .values(similarIds.map((similarProductId, position) => ({ productId, similarProductId, position })));
}

export type FieldValues = {
  /** An existing field of this product to update in place, or null for a new one. */
  id: number | null;
  name: string;
  fieldType: "text" | "image";
  isRequired: boolean;
  minPhotos: number;
  maxPhotos: number;
};

export function fieldIdsOf(db: Db, productId: number) {
  return db
    .select({ id: customizableFields.id, fieldType: customizableFields.fieldType })
    .from(customizableFields)
    .where(eq(customizableFields.productId, productId));
}

/**
 * Makes the product's fields exactly `fields`, in order. Fields that keep their id are updated in
 * place, so customers' answers saved against them stay; the others are deleted with their answers.
 */
export async function syncFields(db: Db, productId: number, fields: FieldValues[]): Promise<void> {
  const kept = fields.flatMap((field) => (field.id === null ? [] : [field.id]));
  await db
    .delete(customizableFields)
    .where(
      kept.length === 0
        ? eq(customizableFields.productId, productId)
        : and(eq(customizableFields.productId, productId), notInArray(customizableFields.id, kept)),
    );
  for (const [position, { id, ...field }] of fields.entries()) {
    if (id === null) {
      await db.insert(customizableFields).values({ ...field, productId, position });
    } else {
      await db
        .update(customizableFields)
        .set({ ...field, position })
        .where(and(eq(customizableFields.id, id), eq(customizableFields.productId, productId)));
    }
  }
}

/** The product's occasions and recipients, by id. */
export async function occasionIdsOf(db: Db, productId: number): Promise<number[]> {
  const rows = await db
    .select({ id: productOccasions.occasionId })
    .from(productOccasions)
    .where(eq(productOccasions.productId, productId))
    .orderBy(asc(productOccasions.occasionId));
  return rows.map((row) => row.id);
}

/** Which of `ids` name occasions or recipients that exist, shown or hidden. */
export async function existingOccasionIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: occasions.id }).from(occasions).where(inArray(occasions.id, ids));
  return new Set(rows.map((row) => row.id));
}

export async function replaceOccasionLinks(db: Db, productId: number, occasionIds: number[]): Promise<void> {
  await db.delete(productOccasions).where(eq(productOccasions.productId, productId));
  if (occasionIds.length === 0) return;
  await db.insert(productOccasions).values(occasionIds.map((occasionId) => ({ productId, occasionId })));
}

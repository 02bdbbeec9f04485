import { inArray } from "drizzle-orm";
import type { Db } from "../connect";
import { customizableFields, productFaqs, productImages, products, similarProducts } from "../schema";
import type { SeedProduct } from "./data/seed-types";
import { type ArtPainter, inBatches } from "./seed-images";

type Context = {
  categoryIds: Map<string, number>;
  putImage: (key: string, what: unknown, paint: () => Promise<Buffer>) => Promise<string>;
  painter: ArtPainter;
  now: Date;
};

const day = 24 * 60 * 60 * 1000;
const productSize = { width: 1200, height: 1200 };

/** Inserts the products that are not there yet, with their pictures and details; returns slug → id for all. */
export async function seedProducts(
  db: Db,
  items: SeedProduct[],
  context: Context,
): Promise<Map<string, number>> {
  const existing = await db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(
      inArray(
        products.slug,
        items.map((item) => item.slug),
      ),
    );
  const ids = new Map(existing.map((row) => [row.slug, row.id]));
  const fresh = items.filter((item) => !ids.has(item.slug));

  const imageKeys = new Map<string, string[]>();
  await inBatches(fresh, 2, async (item) => {
    const keys: string[] = [];
    for (const [index, art] of item.images.entries()) {
      keys.push(
        await context.putImage(`seed/products/${item.slug}-${index + 1}.jpg`, [art, productSize], () =>
          context.painter.renderArt(art, productSize),
        ),
      );
    }
    imageKeys.set(item.slug, keys);
  });

  for (const item of fresh) {
    const categoryId = context.categoryIds.get(item.categorySlug);
    if (categoryId === undefined)
      throw new Error(`Seed product ${item.slug} names unknown category ${item.categorySlug}`);
    const createdAt = new Date(context.now.getTime() - item.createdDaysAgo * day);
    const [row] = await db
      .insert(products)
      .values({
        categoryId,
        slug: item.slug,
        name: item.name,
        description: item.description,
        pricePaise: item.pricePaise,
        discountedPricePaise: item.discountedPricePaise,
        stock: item.stock,
        features: item.features,
        isCustomizable: (item.customizableFields?.length ?? 0) > 0,
        isPerishable: item.perishable !== undefined,
        maxDaysAhead: item.perishable?.maxDaysAhead ?? null,
        hsnCode: item.tax.hsn,
        gstRate: item.tax.rate,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: products.id });
    if (!row) continue;
    ids.set(item.slug, row.id);
    const keys = imageKeys.get(item.slug) ?? [];
    await db
      .insert(productImages)
      .values(
        keys.map((storageKey, position) => ({ productId: row.id, storageKey, position, alt: item.name })),
      );
    if (item.faqs.length > 0) {
      await db
        .insert(productFaqs)
        .values(item.faqs.map((faq, position) => ({ productId: row.id, ...faq, position })));
    }
    const fields = item.customizableFields ?? [];
    if (fields.length > 0) {
      await db.insert(customizableFields).values(
        fields.map((field, position) => ({
          productId: row.id,
          name: field.name,
          fieldType: field.fieldType,
          isRequired: field.isRequired,
          minPhotos: field.fieldType === "image" ? (field.minPhotos ?? 1) : 0,
          maxPhotos: field.fieldType === "image" ? (field.maxPhotos ?? 1) : 0,
          position,
        })),
      );
    }
  }

  for (const item of fresh) {
    const productId = ids.get(item.slug);
    if (productId === undefined) continue;
    const links = item.similar.flatMap((slug, position) => {
      const similarProductId = ids.get(slug);
      return similarProductId === undefined || similarProductId === productId
        ? []
        : [{ productId, similarProductId, position }];
    });
    if (links.length > 0) await db.insert(similarProducts).values(links).onConflictDoNothing();
  }
  return ids;
}

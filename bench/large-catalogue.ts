// The size of a big gift store for the bench only (decision 26, "Bench"): 10,000 generated products
// added to the seeded PostgreSQL store before anything reads its catalogue, so search and listings are
// measured against the rows a store that size has. PGlite keeps the demo's products: its database
// belongs to the server process.
import { type Db, openDatabase } from "@server/db/connect";
import { categories, occasions, productImages, productOccasions, products } from "@server/db/schema";
import { rebuildSearchWords, refreshSearchTerms } from "@server/db/search-index";
import { seededRandom } from "@server/db/seed/art/svg-kit";
import { asc, eq, sql } from "drizzle-orm";
import { flavourWords, formOf, pick, productName } from "./large-catalogue-names";

const productCount = 10_000;
const perStatement = 1_000;
const day = 24 * 60 * 60 * 1000;
/** Older than every demo product (the oldest is 199 days), so each listing's first page is the demo's. */
const oldestDemoDays = 200;

type Template = {
  categoryId: number;
  name: string;
  description: string;
  hsnCode: string | null;
  gstRate: number | null;
  isPerishable: boolean;
  maxDaysAhead: number | null;
  imageKeys: string[];
};

export type LargeCatalogue = { products: number; seconds: number; words: string[] };

/** Each demo product with its picture keys: what a generated product copies its kind from. */
async function demoTemplates(db: Db): Promise<Template[]> {
  const rows = await db
    .select({
      id: products.id,
      categoryId: products.categoryId,
      name: products.name,
      description: products.description,
      hsnCode: products.hsnCode,
      gstRate: products.gstRate,
      isPerishable: products.isPerishable,
      maxDaysAhead: products.maxDaysAhead,
    })
    .from(products)
    .orderBy(asc(products.id));
  const images = await db
    .select({ productId: productImages.productId, storageKey: productImages.storageKey })
    .from(productImages)
    .orderBy(asc(productImages.productId), asc(productImages.position));
  return rows.map(({ id, ...row }) => ({
    ...row,
    imageKeys: images.filter((image) => image.productId === id).map((image) => image.storageKey),
  }));
}

/** What the generated products are made from: the seeded store's rows and one seeded sequence. */
type Sources = {
  categoryIds: number[];
  occasionIds: number[];
  templates: Template[];
  flavours: string[];
  random: () => number;
  now: number;
};

/** Product `index`: the next category in turn, the kind and pictures of a demo product in it. */
function generatedProduct(
  index: number,
  { categoryIds, occasionIds, templates, flavours, random, now }: Sources,
) {
  const categoryId = categoryIds[index % categoryIds.length] ?? 0;
  const kind = templates.filter((template) => template.categoryId === categoryId);
  const template = pick(random, kind.length > 0 ? kind : templates);
  const name = productName(random, flavours, formOf(template.name));
  const pricePaise = (199 + Math.floor(random() * 4800)) * 100;
  const createdAt = new Date(now - (oldestDemoDays + random() * 700) * day);
  // Only the perishable kinds (cakes, flowers, fresh mithai), at the rate that makes ~10 % of the whole.
  const isPerishable = template.isPerishable && random() < 0.4;
  return {
    product: {
      categoryId,
      slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${index + 1}`,
      name,
      description: `${name}, made in our Pune kitchen. ${template.description}`.slice(0, 300),
      pricePaise,
      discountedPricePaise: random() < 0.3 ? Math.round(pricePaise * 0.85) : null,
      stock: random() < 0.15 ? 0 : 1 + Math.floor(random() * 200),
      isPerishable,
      maxDaysAhead: isPerishable ? (template.maxDaysAhead ?? 2) : null,
      hsnCode: template.hsnCode,
      gstRate: template.gstRate,
      createdAt,
      updatedAt: createdAt,
    },
    imageKeys: template.imageKeys,
    occasionIds: [
      ...new Set(Array.from({ length: Math.floor(random() * 4) }, () => pick(random, occasionIds))),
    ],
  };
}

/** One statement for the products, one for their pictures, one for their occasions. */
async function insertBatch(tx: Db, batch: ReturnType<typeof generatedProduct>[]): Promise<void> {
  const inserted = await tx
    .insert(products)
    .values(batch.map((item) => item.product))
    .returning({ id: products.id, slug: products.slug });
  const idOf = new Map(inserted.map((row) => [row.slug, row.id]));
  const added = batch.flatMap((item) => {
    const productId = idOf.get(item.product.slug);
    return productId === undefined ? [] : [{ ...item, productId }];
  });
  const images = added.flatMap(({ productId, imageKeys, product }) =>
    imageKeys.map((storageKey, position) => ({ productId, storageKey, position, alt: product.name })),
  );
  if (images.length > 0) await tx.insert(productImages).values(images);
  const links = added.flatMap(({ productId, occasionIds }) =>
    occasionIds.map((occasionId) => ({ productId, occasionId })),
  );
  if (links.length > 0) await tx.insert(productOccasions).values(links);
}

/**
 * Adds the products in statements of 1,000 (their pictures point at the demo's stored pictures, and each
 * has 0–3 of the seeded occasions), brings search terms and the vocabulary up to date as a staff save
 * does, and analyses the tables so the planner sees a store of this size. Returns the words the names
 * are made of, for the load's varied queries.
 */
export async function addLargeCatalogue(databaseUrl: string): Promise<LargeCatalogue> {
  const started = Date.now();
  const database = await openDatabase({
    url: databaseUrl,
    timeouts: { connectMs: 10_000, statementMs: 300_000, idleInTransactionMs: 300_000 },
  });
  try {
    const { db } = database;
    const categoryRows = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.isActive, true))
      .orderBy(asc(categories.position), asc(categories.id));
    const occasionRows = await db.select({ id: occasions.id }).from(occasions);
    const templates = await demoTemplates(db);
    const sources: Sources = {
      categoryIds: categoryRows.map((row) => row.id),
      occasionIds: occasionRows.map((row) => row.id),
      templates,
      flavours: flavourWords(templates.map((template) => template.name)),
      random: seededRandom(26),
      now: Date.now(),
    };
    await db.transaction(async (tx) => {
      for (let start = 0; start < productCount; start += perStatement) {
        const size = Math.min(perStatement, productCount - start);
        await insertBatch(
          tx,
          Array.from({ length: size }, (_, offset) => generatedProduct(start + offset, sources)),
        );
      }
      await refreshSearchTerms(tx, "all");
      await rebuildSearchWords(tx);
    });
    await db.execute(sql`vacuum analyze products, product_images, product_occasions, search_words`);
    const forms = templates.map((template) => formOf(template.name).toLowerCase());
    return {
      products: productCount,
      seconds: (Date.now() - started) / 1000,
      words: [...new Set([...sources.flavours, ...forms])],
    };
  } finally {
    await database.close();
  }
}

import { indiaDate } from "@contract/india-time";
import { sanitizeStaffHtml } from "@server/platform/html";
import type { Storage } from "@server/platform/storage";
import { eq } from "drizzle-orm";
import type { Db } from "../connect";
import {
  banners,
  blogs,
  categories,
  coupons,
  deliveryBlockedDates,
  deliverySlots,
  highlightProducts,
  highlights,
  localDeliverySettings,
  offers,
  policies,
  shippingZonePincodes,
  shippingZones,
  storeSettings,
  taxSettings,
} from "../schema";
import type {
  SeedBanner,
  SeedBlockedDate,
  SeedBlog,
  SeedCategory,
  SeedCoupon,
  SeedHighlight,
  SeedOccasion,
  SeedOffer,
  SeedPolicy,
  SeedProduct,
  SeedShippingZone,
  SeedStoreSettings,
  SeedTaxSettings,
} from "./data/seed-types";
import { type ArtPainter, inBatches, seedImageWriter } from "./seed-images";
import { seedProducts } from "./seed-products";
import { seedSearch } from "./seed-search";

export type DemoStore = {
  settings: SeedStoreSettings;
  taxSettings: SeedTaxSettings;
  categories: SeedCategory[];
  products: SeedProduct[];
  banners: SeedBanner[];
  highlights: SeedHighlight[];
  policies: SeedPolicy[];
  blogs: SeedBlog[];
  offers: SeedOffer[];
  coupons: SeedCoupon[];
  shippingZones: SeedShippingZone[];
  /** Diwali by year; hand delivery is blocked everywhere on the first one from the seed's India date. */
  diwaliBlocks: SeedBlockedDate[];
  occasions: SeedOccasion[];
  /** Product slug → the slugs of its occasions and recipients. */
  productOccasions: Record<string, string[]>;
  searchSynonyms: string[][];
};

export type SeedOptions = {
  painter: ArtPainter;
  /** Folder that keeps painted pictures between runs; null paints every time. */
  imageCacheDir: string | null;
  now?: Date;
  log?: (line: string) => void;
};

const day = 24 * 60 * 60 * 1000;

/**
 * Fills the store with the demo catalogue. Idempotent: every record has a natural key (slug, code,
 * name, fixed image key) and what already exists is left as it is, so staff edits survive a re-run.
 */
export async function seedDemoStore(db: Db, storage: Storage, store: DemoStore, options: SeedOptions) {
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const putImage = seedImageWriter(storage, options.imageCacheDir);
  const { painter } = options;

  log(
    `seed: painting pictures for ${store.categories.length} categories and ${store.products.length} products…`,
  );
  const categoryIds = new Map<string, number>();
  for (const [position, category] of store.categories.entries()) {
    const size = { width: 600, height: 600 };
    const imageKey = await putImage(`seed/categories/${category.slug}.jpg`, [category.art, size], () =>
      painter.renderArt(category.art, size),
    );
    await db
      .insert(categories)
      .values({
        slug: category.slug,
        name: category.name,
        description: category.description,
        imageKey,
        position,
      })
      .onConflictDoNothing();
    const [row] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, category.slug));
    if (row) categoryIds.set(category.slug, row.id);
  }

  const productIds = await seedProducts(db, store.products, { categoryIds, putImage, painter, now });
  const resolveLink = (link: string) =>
    link
      .replace(/^\/categories\/([a-z0-9-]+)$/, (whole, slug: string) => {
        const id = categoryIds.get(slug);
        return id === undefined ? whole : `/categories/${id}`;
      })
      .replace(/^\/product\/([a-z0-9-]+)$/, (whole, slug: string) => {
        const id = productIds.get(slug);
        return id === undefined ? whole : `/product/${id}`;
      });

  await db
    .insert(storeSettings)
    .values({ id: 1, supportEmail: store.settings.supportEmail, supportPhone: store.settings.supportPhone })
    .onConflictDoNothing();
  await db
    .insert(taxSettings)
    .values({ id: 1, ...store.taxSettings })
    .onConflictDoNothing();

  await inBatches([...store.banners.entries()], 2, async ([position, banner]) => {
    const wide = { width: 1600, height: 600 };
    const square = { width: 800, height: 800 };
    const imageKey = await putImage(`seed/banners/banner-${position + 1}.jpg`, [banner.art, wide], () =>
      painter.renderBanner(banner.art, wide),
    );
    const mobileImageKey = await putImage(
      `seed/banners/banner-${position + 1}-mobile.jpg`,
      [banner.art, square],
      () => painter.renderBanner(banner.art, square),
    );
    const [existing] = await db
      .select({ id: banners.id })
      .from(banners)
      .where(eq(banners.imageKey, imageKey));
    if (!existing) {
      await db.insert(banners).values({
        imageKey,
        mobileImageKey,
        link: resolveLink(banner.link),
        alt: `${banner.art.headline} — ${banner.art.subline}`,
        position,
      });
    }
  });

  for (const [position, highlight] of store.highlights.entries()) {
    const [existing] = await db
      .select({ id: highlights.id })
      .from(highlights)
      .where(eq(highlights.title, highlight.title));
    if (existing) continue;
    const [row] = await db
      .insert(highlights)
      .values({ title: highlight.title, link: resolveLink(highlight.link), position })
      .returning({ id: highlights.id });
    if (!row) continue;
    const members = highlight.productSlugs.flatMap((slug, index) => {
      const productId = productIds.get(slug);
      return productId === undefined ? [] : [{ highlightId: row.id, productId, position: index }];
    });
    if (members.length > 0) await db.insert(highlightProducts).values(members);
  }

  for (const policy of store.policies) {
    await db
      .insert(policies)
      .values({ key: policy.key, contentHtml: sanitizeStaffHtml(policy.html) })
      .onConflictDoNothing();
  }

  for (const post of store.blogs) {
    const size = { width: 1200, height: 675 };
    const mainImageKey = await putImage(`seed/blogs/${post.slug}.jpg`, [post.art, size], () =>
      painter.renderArt(post.art, size),
    );
    await db
      .insert(blogs)
      .values({
        slug: post.slug,
        title: post.title,
        metaDescription: post.metaDescription,
        mainImageKey,
        contentHtml: sanitizeStaffHtml(post.html),
        publishedAt: new Date(`${post.publishedOn}T09:00:00+05:30`),
      })
      .onConflictDoNothing();
  }

  const dated = (days: number) => new Date(now.getTime() + days * day);
  for (const offer of store.offers) {
    const [existing] = await db.select({ id: offers.id }).from(offers).where(eq(offers.name, offer.name));
    if (existing) continue;
    await db.insert(offers).values({
      name: offer.name,
      startDate: dated(offer.startsInDays),
      endDate: dated(offer.endsInDays),
      minOrderAmountPaise: offer.minOrderAmountPaise,
      discountType: offer.discountType,
      discountPercentage: offer.discountPercentage,
      discountAmountPaise: offer.discountAmountPaise,
      maxDiscountAmountPaise: offer.maxDiscountAmountPaise,
    });
  }

  for (const coupon of store.coupons) {
    await db
      .insert(coupons)
      .values({
        code: coupon.code.toUpperCase(),
        description: coupon.description,
        startsAt: dated(coupon.startsInDays),
        endsAt: dated(coupon.endsInDays),
        minOrderAmountPaise: coupon.minOrderAmountPaise,
        discountType: coupon.discountType,
        discountPercentage: coupon.discountPercentage,
        discountAmountPaise: coupon.discountAmountPaise,
        maxDiscountAmountPaise: coupon.maxDiscountAmountPaise,
        usageLimit: coupon.usageLimit,
        perCustomerLimit: coupon.perCustomerLimit,
        isPublic: coupon.isPublic,
      })
      .onConflictDoNothing();
  }

  for (const zone of store.shippingZones) {
    const [existing] = await db
      .select({ id: shippingZones.id })
      .from(shippingZones)
      .where(eq(shippingZones.name, zone.name));
    const zoneId = existing?.id ?? (await insertZone(db, zone));
    if (zoneId === undefined) continue;
    const local = zone.localDelivery;
    if (!local) continue;
    // Settings are never deleted (staff switch hand delivery off), so a zone without a row has never had
    // it: a store seeded before hand delivery existed gets the demo's here, once.
    const { slots, ...settings } = local;
    const [added] = await db
      .insert(localDeliverySettings)
      .values({ zoneId, ...settings })
      .onConflictDoNothing()
      .returning({ zoneId: localDeliverySettings.zoneId });
    if (!added) continue;
    await db
      .insert(deliverySlots)
      .values(slots.map(({ capacity, ...slot }) => ({ zoneId, ...slot, defaultCapacity: capacity })));
  }

  const today = indiaDate(now);
  const diwali = store.diwaliBlocks.find((block) => block.date >= today);
  if (diwali) {
    await db
      .insert(deliveryBlockedDates)
      .values({ zoneId: null, deliveryDate: diwali.date, reason: diwali.reason })
      .onConflictDoNothing();
  }
  await seedSearch(db, store, productIds);
  log(`seed: demo store ready (${productIds.size} products)`);
}

/** A demo zone with its pincodes; answers its id. */
async function insertZone(db: Db, zone: SeedShippingZone): Promise<number | undefined> {
  const [row] = await db
    .insert(shippingZones)
    .values({
      name: zone.name,
      standardDays: zone.standard.days,
      standardChargePaise: zone.standard.chargePaise,
      standardFreeShippingValuePaise: zone.standard.freeShippingValuePaise,
      expressDays: zone.express?.days ?? null,
      expressChargePaise: zone.express?.chargePaise ?? null,
      expressFreeShippingValuePaise: zone.express?.freeShippingValuePaise ?? null,
    })
    .returning({ id: shippingZones.id });
  if (!row) return undefined;
  await db
    .insert(shippingZonePincodes)
    .values(zone.pincodePrefixes.map((prefix) => ({ zoneId: row.id, prefix })))
    .onConflictDoNothing();
  return row.id;
}

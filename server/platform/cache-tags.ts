import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What a cached public answer shows, named once for the readers that tag entries and the writers that
 * clear them (decision 28). A write clears only the entries carrying one of the tags it names.
 */
export const cacheTags = {
  /** One product's own answer and page: everything about it, its exact stock and reviews included. */
  product: (id: number) => `product:${id}`,
  /**
   * One product's exact stock count, which its own answer and page show ('(N available)'). A sale that
   * leaves stock above 0 names this rather than `product`, and it is soft (`isSoftTag`): its answer is
   * dropped, but its page (an entry asked for `softOnWrite`) is answered once more while one render
   * runs, so a product selling every few seconds is not rendered afresh for visitor after visitor.
   * Selling out names `product`, which drops both at once.
   */
  stock: (id: number) => `stock:${id}`,
  /**
   * Every card of one product (listings, searches, highlights, similar products): name, price,
   * pictures, in stock or not. A sale that leaves stock above 0 does not clear it, so a card's `stock`
   * count may lag by up to the TTL while it stays above 0 (decision 28).
   */
  card: (id: number) => `card:${id}`,
  /**
   * Which products a list holds and in what order: category and occasion listings, searches and their
   * suggestions, popular products, the sitemap. Listings sort in-stock first, so a product selling out
   * or coming back changes them; a sale that leaves stock above 0 does not.
   */
  listings: "listings",
  /** The category tree; category writes clear everything (breadcrumbs, menus and meta show it). */
  categories: "categories",
  /** The occasions; occasion writes clear everything (menus, filters and product pages show them). */
  occasions: "occasions",
  /** The search synonyms. */
  synonyms: "synonyms",
  /** Storefront content: settings, banners, highlights, policies, blog posts. */
  content: "content",
  /** Offers and coupons. */
  offers: "offers",
  /** Shipping zones, hand-delivery terms and slots. */
  delivery: "delivery",
  /**
   * Carried by an entry whose sources are not all known (a page that used an answer the cache does not
   * hold, or a load that named no tag): every write clears it.
   */
  anyWrite: "*",
} as const;

/** A write naming a soft tag leaves `softOnWrite` entries answerable, as if expired, while they reload. */
export const isSoftTag = (tag: string) => tag.startsWith("stock:");

/**
 * The load running now: the tags it has met, each with the clock reading when the data carrying it was
 * read (a load racing an invalidation of one of them must not store).
 */
export type TagSink = { startedAt: number; tags: Map<string, number> };

const currentLoad = new AsyncLocalStorage<TagSink>();

export function addTag(sink: TagSink, tag: string, readAt: number) {
  const known = sink.tags.get(tag);
  if (known === undefined || readAt < known) sink.tags.set(tag, readAt);
}

/** Runs a cache load with `sink` collecting the tags of what it reads. */
export function collectingTags<T>(sink: TagSink, load: () => Promise<T>): Promise<T> {
  return currentLoad.run(sink, load);
}

/** The load a nested read reports its tags to; undefined outside any cache load. */
export const loadInProgress = (): TagSink | undefined => currentLoad.getStore();

/**
 * Says that what the running cache load builds shows these (a product card names its product), so the
 * entry, and every entry built from it, is cleared when one of them is. Does nothing outside a load.
 */
export function dependsOn(...tags: string[]) {
  const sink = currentLoad.getStore();
  if (sink) for (const tag of tags) addTag(sink, tag, sink.startedAt);
}

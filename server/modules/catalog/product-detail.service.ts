import {
  maxCustomerPhotosShown,
  maxReviewsShown,
  type PublicProductDetail,
  publicProductDetail,
} from "@contract/catalog";
import { paiseToDecimal } from "@contract/money";
import type { AuthUser } from "@server/platform/auth";
import { cacheTags } from "@server/platform/cache-tags";
import { type CachedJson, cachedJson, sharedCachedJson } from "@server/platform/cached-json";
import type { AppDeps } from "@server/platform/deps";
import { notFound } from "@server/platform/errors";
import type { SharedCodec } from "@server/platform/public-cache";
import { imageKeysByProduct, loadProductCards } from "./product-cards.service";
import {
  customerPhotos,
  findActiveProduct,
  findDeliveryFacts,
  isProductOnSale,
  listCustomizableFields,
  listFaqs,
  listLatestReviews,
  listSimilarProductIds,
  ownerFlags,
  reviewStats,
} from "./product-detail.repository";
import { toCustomerPhotos, toReviews } from "./reviews-view.service";

type Deps = Pick<AppDeps, "db" | "storage" | "publicCache">;

/** Whether shoppers can see (and so ask about) the product: it exists and is active. */
export const productOnSale = ({ db }: Pick<AppDeps, "db">, productId: number) =>
  isProductOnSale(db, productId);

/**
 * What the delivery check needs of a product on sale: perishables go only by hand, within their days.
 * Null when shoppers cannot see it.
 */
export const productDeliveryFacts = (
  { db }: Pick<AppDeps, "db">,
  productId: number,
): Promise<{ name: string; isPerishable: boolean; maxDaysAhead: number | null } | null> =>
  findDeliveryFacts(db, productId);

/** The cached part of a product page: the data, the guests' answer, and the JSON to extend per customer. */
export type CachedProduct = { detail: PublicProductDetail; guest: CachedJson; openJson: string };

async function loadPublicDetail({ db, storage }: Deps, id: number): Promise<PublicProductDetail | null> {
  const found = await findActiveProduct(db, id);
  if (!found) return null;
  const { product, category } = found;
  const [images, faqs, fields, similarIds, latest, stats, photos] = await Promise.all([
    imageKeysByProduct(db, [id]),
    listFaqs(db, id),
    listCustomizableFields(db, id),
    listSimilarProductIds(db, id),
    listLatestReviews(db, id, maxReviewsShown),
    reviewStats(db, id),
    customerPhotos(db, id, maxCustomerPhotosShown),
  ]);
  const allImages = (images.get(id) ?? []).map((key) => storage.url(key));
  return publicProductDetail.parse({
    id: product.id,
    name: product.name,
    description: product.description,
    price: paiseToDecimal(product.pricePaise),
    discounted_price:
      product.discountedPricePaise === null ? null : paiseToDecimal(product.discountedPricePaise),
    stock: product.stock,
    features: JSON.stringify(product.features),
    main_image: allImages[0] ?? "",
    all_images: allImages,
    faqs,
    reviews: toReviews(latest.rows, latest.media, storage),
    customer_photos: toCustomerPhotos(photos.rows, storage),
    customer_photo_count: photos.count,
    similar_products: await loadProductCards(db, storage, similarIds),
    is_customizable: product.isCustomizable,
    customizable_fields: fields.map((field) => ({
      id: field.id,
      name: field.name,
      field_type: field.fieldType,
      is_required: field.isRequired,
      min_photos: field.minPhotos,
      max_photos: field.maxPhotos,
    })),
    category,
    average_rating: stats.count === 0 ? null : Math.round((stats.total / stats.count) * 10) / 10,
    review_count: stats.count,
  });
}

/**
 * A product's cached part as it travels through Redis to other instances (decision 29): the guests'
 * answer as sent (with its brotli form) and the JSON to extend, from which the data is read back.
 */
const sharedProduct: SharedCodec<CachedProduct | null> = {
  async encode(value): Promise<Record<string, Buffer>> {
    if (!value) return { missing: Buffer.alloc(0) };
    return { open: Buffer.from(value.openJson), ...(await sharedCachedJson.encode(value.guest)) };
  },
  decode(fields) {
    if ("missing" in fields) return null;
    const openJson = String(fields.open);
    const detail = JSON.parse(`${openJson}}`) as PublicProductDetail;
    return { detail, guest: sharedCachedJson.decode(fields), openJson };
  },
};

/** The public product page, cached until the next catalogue write; null for unknown or hidden products. */
export async function getPublicProduct(deps: Deps, productId: number): Promise<CachedProduct | null> {
  return deps.publicCache.get(
    `product:${productId}`,
    async () => {
      const detail = await loadPublicDetail(deps, productId);
      if (!detail) return null;
      const guest = cachedJson({ ...detail, is_in_cart: false, is_in_wishlist: false });
      return { detail, guest, openJson: JSON.stringify(detail).slice(0, -1) };
    },
    { tags: [cacheTags.product(productId), cacheTags.stock(productId)], shared: sharedProduct },
  );
}

/**
 * GET /products/{id}/. Guests get the cached bytes. A customer's answer is the cached JSON with
 * their own two flags appended, so nothing of one customer is ever cached or shown to another.
 */
export async function getProductForViewer(
  deps: Deps,
  id: number,
  user: AuthUser | null,
): Promise<{ guest: CachedJson } | { personal: string }> {
  const cached = await getPublicProduct(deps, id);
  if (!cached) throw notFound("Product not found");
  if (!user) return { guest: cached.guest };
  const flags = await ownerFlags(deps.db, user.id, cached.detail.id);
  return {
    personal: `${cached.openJson},"is_in_cart":${flags.isInCart},"is_in_wishlist":${flags.isInWishlist}}`,
  };
}

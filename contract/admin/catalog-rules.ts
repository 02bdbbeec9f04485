/**
 * Catalogue rules of the back office that are not schemas: limits, messages, and how a slug is made
 * from a name. The zod schemas in `catalog.ts` and `categories.ts` are built from these.
 */

/** Products and categories are named in URLs by slugs like `kaju-katli-500-g`. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugMaxLength = 120;

export const productLimits = {
  name: 150,
  description: 5000,
  /** The largest price the shop takes: ₹99,99,999.99. */
  maxPricePaise: 999_999_999,
  maxStock: 1_000_000,
  images: 10,
  features: 20,
  feature: 200,
  faqs: 20,
  question: 300,
  answer: 2000,
  customizableFields: 10,
  fieldName: 100,
  /** Photos one image field may ask for. */
  photosPerField: 10,
  /**
   * Photos all image fields together may ask for: the customer sends them in one request, which
   * takes at most 20 files (`maxUploadFiles` in cart-rules.ts).
   */
  photosPerProduct: 20,
  similarProducts: 12,
  /** Occasions and recipients one product is tagged with. */
  occasions: 20,
  /** The latest delivery a perishable may have, in India days after the order (the schema's check). */
  maxDaysAhead: 29,
} as const;

export const categoryLimits = { name: 100, description: 1000, maxPosition: 10_000 } as const;

export const catalogMessages = {
  invalid: "Please fix the marked fields and save again",
  productNotFound: "Product not found",
  categoryNotFound: "Category not found",
  slugTaken: "This slug is already used by another product",
  categorySlugTaken: "This slug is already used by another category",
  slug: "Use lower-case letters, digits and single dashes, e.g. kaju-katli-500-g",
  price: (label: string) => `${label} must be an amount in rupees like 499 or 499.00`,
  pricePositive: (label: string) => `${label} must be more than ₹0`,
  priceTooHigh: (label: string) => `${label} must be at most ₹99,99,999.99`,
  discountBelowPrice: "The discounted price must be lower than the price",
  stock: `Stock must be a whole number from 0 to ${productLimits.maxStock.toLocaleString("en-IN")}`,
  publishedNeedsImage: "A published product needs at least one picture",
  imageMissing: "This picture is no longer stored; upload it again",
  imageKey: "Not a picture uploaded to the shop",
  duplicateImage: "This picture is already in the list",
  photoBounds: "The minimum number of photos cannot be above the maximum",
  requiredPhotoField: "A required photo field needs a minimum of at least 1 photo",
  tooManyPhotos: `All photo fields together may ask for at most ${productLimits.photosPerProduct} photos`,
  similarSelf: "A product cannot be similar to itself",
  similarTwice: "This product is already in the list",
  similarMissing: "This product no longer exists",
  occasionsTooMany: `At most ${productLimits.occasions} occasions and recipients`,
  occasionTwice: "Each occasion or recipient can be chosen once",
  occasionMissing: "An occasion or recipient you chose no longer exists; reload and choose again",
  maxDaysAhead: `Deliver within must be a whole number of days from 0 to ${productLimits.maxDaysAhead}`,
  daysNeedPerishable: "Only a perishable product has a number of days to deliver within",
  fieldMissing: "This field no longer exists; remove it and add it again",
  stockChanged: (now: number) =>
    `The stock changed to ${now} while you were editing (an order may have come in). Check the number and save again.`,
  expectedStockRequired: "Send the stock you saw (expected_stock) when editing a product",
  productHasHistory:
    "This product has orders or reviews, so it cannot be deleted (they keep pointing at it). Hide it instead.",
  productDeleted: "Product deleted",
  categoryDeleted: "Category deleted",
  categoryNotEmpty: (count: number) =>
    `This category still has ${count} ${count === 1 ? "product" : "products"}. Move or delete them first.`,
} as const;

/**
 * A slug from a name: accents dropped, anything but letters and digits becomes one dash.
 * "Kaju Katli (500 g)" → "kaju-katli-500-g". Names with no Latin letters or digits give "".
 */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, slugMaxLength - 8)
    .replace(/-+$/, "");
}

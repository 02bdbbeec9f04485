import { z } from "zod";
import { defaultProductSort, productSorts } from "./catalog-rules";
import { blankAsMissing, listingFilterShape, pincodeWithDate, pincodeWithDateIssue } from "./listing";
import { maxSearchLength } from "./search-text";
import { oneLineText } from "./text";

/** A decimal amount in rupees as a string, e.g. "499.00" (product §3 amounts). */
export const decimalAmount = z.string().regex(/^-?\d+\.\d{2}$/);

export const category = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  description: z.string(),
});
export type Category = z.infer<typeof category>;

export const categoriesResponse = z.object({ results: z.array(category) });
export type CategoriesResponse = z.infer<typeof categoriesResponse>;

/** Product as it appears on cards and in highlights (product §3 "Product (card / highlight)"). */
export const productCard = z.object({
  id: z.number().int(),
  name: z.string(),
  price: decimalAmount,
  discounted_price: decimalAmount.nullable(),
  main_image: z.string(),
  images: z.array(z.string()),
  stock: z.number().int(),
  is_customizable: z.boolean(),
  /** Decision 26: with `max_days_ahead`, lets a listing mark what cannot reach the shopper's pincode. */
  is_perishable: z.boolean(),
  max_days_ahead: z.number().int().nullable(),
});
export type ProductCard = z.infer<typeof productCard>;

/** Sort orders of a category listing (product §9): newest first, or by the price the shopper pays. */
/** Pages past this are refused: no category is that long, and it keeps OFFSET bounded. */
export const maxCategoryProductsPage = 10_000;

const sortMessage = `Sort must be one of ${productSorts.join(", ")}`;
const pageMessage = `Page must be a whole number from 1 to ${maxCategoryProductsPage}`;
/** `?page=`: 1 to `maxCategoryProductsPage`; empty means the first. */
export const listingPage = z.preprocess(
  blankAsMissing,
  z
    .string({ error: pageMessage })
    .regex(/^\d{1,6}$/, pageMessage)
    .transform(Number)
    .refine((page) => page >= 1 && page <= maxCategoryProductsPage, pageMessage)
    .default(1),
);

/** `?search=` (a listing's) and `?q=` (search's): bounded one-line text; words come from `search-text`. */
export const searchText = oneLineText("Search", maxSearchLength)
  .default("")
  .transform((value) => value.replace(/\s+/g, " "));

/** GET /products/categories/{id}/products/?sort=&search=&page= and the listing filters (decision 26). */
export const categoryProductsQuery = z
  .object({
    sort: z.preprocess(
      blankAsMissing,
      z.enum(productSorts, { error: sortMessage }).default(defaultProductSort),
    ),
    search: searchText,
    page: listingPage,
    ...listingFilterShape,
  })
  .refine(pincodeWithDate, pincodeWithDateIssue);
export type CategoryProductsQuery = z.output<typeof categoryProductsQuery>;

/** One page of any product listing: category, occasion or search (decision 26). */
export const productListingPage = z.object({
  count: z.number().int(),
  results: z.array(productCard),
  next: z.string().nullable(),
  previous: z.string().nullable(),
});
export type ProductListingPage = z.infer<typeof productListingPage>;

/**
 * Product §3 "Category product response". `next`/`previous` are paths of this endpoint (keeping sort
 * and search) or null. A page past the last one is empty, with `previous` pointing at the last page.
 */
export const categoryProductsResponse = productListingPage.extend({ category_name: z.string() });
export type CategoryProductsResponse = z.infer<typeof categoryProductsResponse>;

export const productFaq = z.object({ question: z.string(), answer: z.string() });

export const reviewMedia = z.object({
  id: z.number().int(),
  media_type: z.enum(["image", "video"]),
  /** URL of the file; `file_url` is the same URL, kept because the spec names both. */
  file: z.string(),
  file_url: z.string(),
});

/** Product §3 "Review". `created_at` is an ISO timestamp (UTC). */
export const productReview = z.object({
  id: z.number().int(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  media: z.array(reviewMedia),
  user_name: z.string(),
  created_at: z.string(),
});
export type ProductReview = z.infer<typeof productReview>;

/** A photo from a visible review, for 'Shared by customers' (product §2), with who shared it. */
export const customerPhoto = reviewMedia.extend({ user_name: z.string() });
export type CustomerPhoto = z.infer<typeof customerPhoto>;

/** Product §3 "Customizable field"; photo bounds are 0 for text fields. */
export const customizableField = z.object({
  id: z.number().int(),
  name: z.string(),
  field_type: z.enum(["text", "image"]),
  is_required: z.boolean(),
  min_photos: z.number().int(),
  max_photos: z.number().int(),
});
export type CustomizableField = z.infer<typeof customizableField>;

/** The product page's data that is the same for everyone (cached by the server). */
export const publicProductDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: decimalAmount,
  discounted_price: decimalAmount.nullable(),
  stock: z.number().int(),
  /** A JSON string of a list of strings, as the spec has it; read it with `parseFeatures` (catalog-rules.ts). */
  features: z.string(),
  main_image: z.string(),
  all_images: z.array(z.string()),
  faqs: z.array(productFaq),
  /** The latest visible reviews (at most `maxReviewsShown`); `review_count` counts them all. */
  reviews: z.array(productReview),
  /** 'Shared by customers': the newest photos of visible reviews (at most `maxCustomerPhotosShown`). */
  customer_photos: z.array(customerPhoto),
  /** How many photos visible reviews hold in all. */
  customer_photo_count: z.number().int(),
  similar_products: z.array(productCard),
  is_customizable: z.boolean(),
  customizable_fields: z.array(customizableField),
  category: z.object({ id: z.number().int(), name: z.string() }),
  /** Mean rating of visible reviews to one decimal, or null with none; staff-hidden reviews never count. */
  average_rating: z.number().nullable(),
  review_count: z.number().int(),
});
export type PublicProductDetail = z.infer<typeof publicProductDetail>;
export const maxReviewsShown = 100;
export const maxCustomerPhotosShown = 12;

/** GET /products/{id}/ — product §3 "Product (detail)"; the two flags are true only for their owner. */
export const productDetail = publicProductDetail.extend({
  is_in_cart: z.boolean(),
  is_in_wishlist: z.boolean(),
});
export type ProductDetail = z.infer<typeof productDetail>;

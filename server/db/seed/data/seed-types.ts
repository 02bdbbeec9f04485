import type { ArtSpec, BannerArtSpec } from "../art/art-spec";

/** Plain demo-store records; the seed runner maps them onto the schema. Money is integer paise. */

export type SeedCategory = {
  slug: string;
  name: string;
  description: string;
  art: ArtSpec;
};

export type SeedCustomField = {
  name: string;
  fieldType: "text" | "image";
  isRequired: boolean;
  /** Image fields only. */
  minPhotos?: number;
  maxPhotos?: number;
};

export type SeedProduct = {
  slug: string;
  categorySlug: string;
  name: string;
  description: string;
  pricePaise: number;
  /** The price the shopper pays when on discount; null when not discounted. Always below pricePaise. */
  discountedPricePaise: number | null;
  stock: number;
  features: string[];
  faqs: { question: string; answer: string }[];
  /** One to four pictures; the first is the main image. */
  images: ArtSpec[];
  customizableFields?: SeedCustomField[];
  /** Slugs of other products shown under 'You may also like'. */
  similar: string[];
  /** How long before seeding the product was listed, so 'Latest' has a believable order. */
  createdDaysAgo: number;
};

export type SeedBanner = {
  art: BannerArtSpec;
  /** An in-app path such as /categories/<slug> (resolved to the id by the seed runner) or /product/<slug>. */
  link: string;
};

export type SeedHighlight = {
  title: string;
  /** In-app path, as for banners. */
  link: string;
  productSlugs: string[];
};

export type PolicyKey =
  | "privacy_policy"
  | "terms_conditions"
  | "return_refund_policy"
  | "shipping_policy"
  | "about_us";

export type SeedPolicy = { key: PolicyKey; html: string };

export type SeedBlog = {
  slug: string;
  title: string;
  metaDescription: string;
  art: ArtSpec;
  html: string;
  /** ISO date, e.g. "2026-03-04". */
  publishedOn: string;
};

export type SeedOffer = {
  name: string;
  discountType: "percentage" | "fixed";
  discountPercentage: number | null;
  discountAmountPaise: number | null;
  maxDiscountAmountPaise: number | null;
  minOrderAmountPaise: number;
  /** Days relative to the seed date: negative means already started. */
  startsInDays: number;
  endsInDays: number;
};

export type SeedCoupon = {
  code: string;
  description: string;
  discountType: "percentage" | "fixed";
  discountPercentage: number | null;
  discountAmountPaise: number | null;
  maxDiscountAmountPaise: number | null;
  minOrderAmountPaise: number;
  /** Total redemptions allowed across all customers; null for unlimited. */
  usageLimit: number | null;
  perCustomerLimit: number;
  /** Listed to shoppers beside the coupon box. */
  isPublic: boolean;
  startsInDays: number;
  endsInDays: number;
};

export type SeedShippingOption = { days: number; chargePaise: number; freeShippingValuePaise: number };

export type SeedShippingZone = {
  name: string;
  /** Pincode prefixes (1 to 6 digits) that the zone serves, e.g. "411" for Pune. */
  pincodePrefixes: string[];
  standard: SeedShippingOption;
  express: SeedShippingOption | null;
};

export type SeedStoreSettings = { supportEmail: string; supportPhone: string };

import type { ArtSpec, BannerArtSpec } from "../art/art-spec";
import type { SeedTax } from "./tax-classes";

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
  /**
   * Fresh goods (cakes, flowers, fresh mithai): hand-delivered only, at most this many India days after
   * the order. Absent: goes by courier or by hand.
   */
  perishable?: { maxDaysAhead: number };
  /** HSN code and GST rate, from `tax-classes.ts`. */
  tax: SeedTax;
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

export type SeedDeliverySlot = {
  kind: "window" | "fixed_time" | "midnight";
  /** Minutes after India midnight. */
  startMinute: number;
  endMinute: number;
  feePaise: number;
  capacity: number;
};

/** The shop's own hand delivery in a zone (decision 24); times are minutes after India midnight. */
export type SeedLocalDelivery = {
  /** What shoppers call the place: "Delhi" for the Delhi NCR zone. */
  areaName: string;
  position: number;
  cutoffMinute: number;
  leadDays: number;
  noticeMinutes: number;
  horizonDays: number;
  chargePaise: number;
  freeShippingValuePaise: number;
  slots: SeedDeliverySlot[];
};

export type SeedShippingZone = {
  name: string;
  /** Pincode prefixes (1 to 6 digits) that the zone serves, e.g. "411" for Pune. */
  pincodePrefixes: string[];
  standard: SeedShippingOption;
  express: SeedShippingOption | null;
  /** Absent: courier only. */
  localDelivery?: SeedLocalDelivery;
};

/** A date without hand delivery in every zone that has it; the reason is shown to shoppers verbatim. */
export type SeedBlockedDate = { date: string; reason: string };

export type SeedStoreSettings = { supportEmail: string; supportPhone: string };

/** The demo seller's GST details, so the demo store issues invoices from its first sale. */
export type SeedTaxSettings = {
  legalName: string;
  tradeName: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  pincode: string;
  state: string;
  gstin: string;
  invoicePrefix: string;
  chargesGstRate: number;
  chargesSac: string;
};

/** An occasion or a recipient tag (decision 26). */
export type SeedOccasion = {
  kind: "occasion" | "recipient";
  slug: string;
  title: string;
  description: string;
};

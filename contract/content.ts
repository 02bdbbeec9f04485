import { z } from "zod";
import { productCard } from "./catalog";
import { occasionLink } from "./occasions";
import { policyPages } from "./policy-pages";

export const banner = z.object({
  id: z.number().int(),
  image: z.string(),
  mobile_image: z.string(),
  link: z.string(),
  alt: z.string(),
});
export type Banner = z.infer<typeof banner>;

export const highlight = z.object({
  id: z.number().int(),
  title: z.string(),
  link: z.string(),
  products: z.array(productCard),
});
export type Highlight = z.infer<typeof highlight>;

/** GET /setting/setting/ answers a list whose first element is the store's settings record. */
export const settingsRecord = z.object({
  active_banners: z.array(banner),
  active_highlights: z.array(highlight),
  support_email: z.string(),
  support_phone: z.string(),
  /** Shown occasions, then recipients, in staff's order: home's row and the footer's links. */
  occasions: z.array(occasionLink),
});
export type SettingsRecord = z.infer<typeof settingsRecord>;
export const settingsResponse = z.array(settingsRecord);

export { policyPages };

export const policyKeys = policyPages.map((page) => page.key) as [
  (typeof policyPages)[number]["key"],
  ...(typeof policyPages)[number]["key"][],
];
export const policyKey = z.enum(policyKeys);
export type PolicyKey = z.infer<typeof policyKey>;

export const policyResponse = z.object({
  key: policyKey,
  title: z.string(),
  content: z.string(),
  updated_at: z.string(),
});
export type PolicyResponse = z.infer<typeof policyResponse>;

export const blogSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  meta_description: z.string(),
  main_image: z.string(),
  created_at: z.string(),
});
export type BlogSummary = z.infer<typeof blogSummary>;

export const blog = blogSummary.extend({ content: z.string() });
export type Blog = z.infer<typeof blog>;

export const blogListResponse = z.object({ count: z.number().int(), results: z.array(blogSummary) });
export type BlogListResponse = z.infer<typeof blogListResponse>;

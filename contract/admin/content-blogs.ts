import { z } from "zod";
import { oneLineText } from "../text";
import { mediaKey, requiredLine, staffHtml } from "./content-fields";
import { adminPage, adminPageQuery } from "./paging";

export const blogSlugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A suggested slug for a title: "Diwali Gifting, 2026!" → "diwali-gifting-2026". */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120)
    .replace(/-+$/, "");
}

/** What staff send to create or replace a blog post. */
export const blogInput = z.object({
  title: requiredLine("Title", 200),
  slug: requiredLine("Slug", 120).regex(
    blogSlugPattern,
    "Slug may use lower-case letters, digits and single hyphens between them",
  ),
  meta_description: oneLineText("Meta description", 300),
  main_image: mediaKey("Main image"),
  content: staffHtml("Content"),
  is_published: z.boolean(),
});
export type BlogInput = z.infer<typeof blogInput>;

export const adminBlogSummary = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  main_image_url: z.string(),
  is_published: z.boolean(),
  published_at: z.string(),
  updated_at: z.string(),
});
export type AdminBlogSummary = z.infer<typeof adminBlogSummary>;

export const adminBlog = adminBlogSummary.extend({
  meta_description: z.string(),
  main_image: z.string(),
  content: z.string(),
});
export type AdminBlog = z.infer<typeof adminBlog>;

/** `?search=` matches title or slug. */
export const adminBlogQuery = adminPageQuery.extend({ search: oneLineText("Search", 100).optional() });
export type AdminBlogQuery = z.infer<typeof adminBlogQuery>;

export const adminBlogPage = adminPage(adminBlogSummary);
export type AdminBlogPage = z.infer<typeof adminBlogPage>;

import { z } from "zod";
import { multiLineText, oneLineText } from "../text";
import { mediaKey, slugInput } from "./catalog";
import { categoryLimits as limits } from "./catalog-rules";
import { adminPage, adminPageQuery } from "./paging";

/** POST /api/admin/categories/ and PUT /api/admin/categories/{id}/ */
export const categoryInput = z.object({
  name: oneLineText("Name", limits.name, { required: "Name is required" }).min(1, "Name is required"),
  slug: slugInput.default(""),
  description: multiLineText("Description", limits.description),
  image_key: mediaKey,
  /** Categories are shown in ascending position, then by id. */
  position: z
    .number({ error: "Position must be a whole number" })
    .int("Position must be a whole number")
    .min(0, "Position must be 0 or more")
    .max(limits.maxPosition, `Position must be at most ${limits.maxPosition}`),
  is_published: z.boolean({ error: "Choose shown or hidden" }),
});
export type CategoryFormValues = z.input<typeof categoryInput>;
export type CategoryInput = z.output<typeof categoryInput>;

export const adminCategory = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image_key: z.string(),
  image: z.string(),
  position: z.number(),
  is_published: z.boolean(),
  /** Products in it, hidden ones included: a category can be deleted only at 0. */
  product_count: z.number(),
});
export type AdminCategory = z.infer<typeof adminCategory>;

/** GET /api/admin/categories/: in the store's order (position, then id), not newest first. */
export const adminCategoryQuery = adminPageQuery.extend({
  search: oneLineText("Search", 100).optional(),
});
export const adminCategoryPage = adminPage(adminCategory);
export type AdminCategoryPage = z.infer<typeof adminCategoryPage>;

export const categoryDeleted = z.object({ message: z.string() });

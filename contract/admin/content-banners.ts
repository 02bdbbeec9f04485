import { z } from "zod";
import { maxId } from "../ids";
import { mediaKey, requiredLine, siteLink } from "./content-fields";

/** What staff send to create or replace a banner; new banners go to the end of the carousel. */
export const bannerInput = z.object({
  image: mediaKey("Image"),
  mobile_image: mediaKey("Mobile image"),
  link: siteLink("Link"),
  alt: requiredLine("Alt text", 200),
  is_active: z.boolean(),
});
export type BannerInput = z.infer<typeof bannerInput>;

/** A banner as the back office sees it: storage keys for the form, URLs for the previews. */
export const adminBanner = z.object({
  id: z.number(),
  image: z.string(),
  image_url: z.string(),
  mobile_image: z.string(),
  mobile_image_url: z.string(),
  link: z.string(),
  alt: z.string(),
  position: z.number(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type AdminBanner = z.infer<typeof adminBanner>;

/** Every banner in carousel order: a short list, whole, so it can be reordered. */
export const adminBannerList = z.object({ results: z.array(adminBanner) });
export type AdminBannerList = z.infer<typeof adminBannerList>;

/** The new order of a whole list (banners, highlights): every id once, first shown first. */
export const reorderInput = z.object({
  ids: z
    .array(z.number().int().min(1).max(maxId))
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, "Each item can appear once"),
});
export type ReorderInput = z.infer<typeof reorderInput>;

export const deletedResponse = z.object({ message: z.string() });

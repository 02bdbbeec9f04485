import { z } from "zod";
import { oneLineText } from "../text";
import { productIdValue, requiredLine, siteLink } from "./content-fields";

export const maxHighlightProducts = 24;

/** What staff send to create or replace a home-page highlight; the products show in the order given. */
export const highlightInput = z.object({
  title: requiredLine("Title", 120),
  link: siteLink("Link"),
  product_ids: z
    .array(productIdValue)
    .min(1, "Choose at least one product")
    .max(maxHighlightProducts, `Choose at most ${maxHighlightProducts} products`)
    .refine((ids) => new Set(ids).size === ids.length, "Each product can be chosen once"),
  is_active: z.boolean(),
});
export type HighlightInput = z.infer<typeof highlightInput>;

/** A product as the picker shows it; hidden ones are listed too, marked, as the store leaves them out. */
export const productChoice = z.object({
  id: z.number(),
  name: z.string(),
  main_image: z.string(),
  price: z.string(),
  is_active: z.boolean(),
});
export type ProductChoice = z.infer<typeof productChoice>;

export const productChoiceQuery = z.object({ search: oneLineText("Search", 100).optional() });
export const productChoiceList = z.object({ results: z.array(productChoice) });
export type ProductChoiceList = z.infer<typeof productChoiceList>;

export const adminHighlight = z.object({
  id: z.number(),
  title: z.string(),
  link: z.string(),
  position: z.number(),
  is_active: z.boolean(),
  products: z.array(productChoice),
  created_at: z.string(),
});
export type AdminHighlight = z.infer<typeof adminHighlight>;

export const adminHighlightList = z.object({ results: z.array(adminHighlight) });
export type AdminHighlightList = z.infer<typeof adminHighlightList>;

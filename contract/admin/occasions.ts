import { z } from "zod";
import { occasionKind } from "../occasions";
import { oneLineText } from "../text";
import { slugInput } from "./catalog";

export const occasionLimits = { title: 40, description: 300, slug: 60 } as const;

export const occasionMessages = {
  invalid: "Please fix the marked fields and save again",
  notFound: "Occasion not found",
  slugTaken: "This slug is already used by another occasion or recipient",
  deleted: "Occasion deleted",
} as const;

/** POST /api/admin/occasions/ and PUT /api/admin/occasions/{id}/; new ones go last in their kind. */
export const occasionInput = z.object({
  kind: occasionKind,
  title: oneLineText("Title", occasionLimits.title, { required: "Title is required" }).min(
    1,
    "Title is required",
  ),
  /** The page's intro and its meta description. */
  description: oneLineText("Description", occasionLimits.description).default(""),
  is_active: z.boolean({ error: "Choose shown or hidden" }),
  /** "" (or nothing): made from the title. Unique across both kinds: one `/occasions/{slug}`. */
  slug: slugInput
    .refine(
      (slug) => slug.length <= occasionLimits.slug,
      `Slug must be at most ${occasionLimits.slug} characters`,
    )
    .default(""),
});
export type OccasionFormValues = z.input<typeof occasionInput>;
export type OccasionInput = z.output<typeof occasionInput>;

export const adminOccasion = z.object({
  id: z.number(),
  kind: occasionKind,
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  position: z.number(),
  is_active: z.boolean(),
  /** Products tagged with it, hidden ones included. */
  product_count: z.number(),
});
export type AdminOccasion = z.infer<typeof adminOccasion>;

/** Every occasion, occasions before recipients, each kind in the store's order. */
export const adminOccasionList = z.object({ results: z.array(adminOccasion) });
export type AdminOccasionList = z.infer<typeof adminOccasionList>;

export const occasionDeleted = z.object({ message: z.string() });

import { z } from "zod";

/**
 * Occasions ("Birthday") and recipients ("For Her") are one kind of tag staff put on products
 * (decision 26); lists show occasions first, then recipients.
 */
export const occasionKinds = ["occasion", "recipient"] as const;
export type OccasionKind = (typeof occasionKinds)[number];
export const occasionKind = z.enum(occasionKinds, { error: "Choose occasion or recipient" });

/** An occasion as the store links to it: `/occasions/{slug}`. */
export const occasionLink = z.object({ slug: z.string(), title: z.string(), kind: occasionKind });
export type OccasionLink = z.infer<typeof occasionLink>;

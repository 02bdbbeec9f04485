import { z } from "zod";
import { listingFilterMessages, priceBandKeys } from "./listing-filters";
import { pincodeMessage, pincodePattern } from "./pincode";
import { pathName } from "./text";

/** `?x=` sent empty means "not chosen", as a form with nothing picked would send. */
export const blankAsMissing = (value: unknown) => (value === "" ? undefined : value);

const slugFilter = (label: string) => z.preprocess(blankAsMissing, pathName(label, 60).optional());

/**
 * The filters of category, occasion and search listings (decision 26): a price band, an occasion and a
 * recipient by slug, and "Can reach {pincode} by {date}", which needs both. Whether the date is within
 * the delivery horizon is checked by the server against India's today.
 */
export const listingFilterShape = {
  price: z.preprocess(
    blankAsMissing,
    z.enum(priceBandKeys, { error: `Price must be one of ${priceBandKeys.join(", ")}` }).optional(),
  ),
  occasion: slugFilter("Occasion"),
  recipient: slugFilter("Recipient"),
  pincode: z.preprocess(blankAsMissing, z.string().regex(pincodePattern, pincodeMessage).optional()),
  by: z.preprocess(
    blankAsMissing,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Date must be a date like 2026-12-24")
      .optional(),
  ),
};

/** Applied to a whole query built with `listingFilterShape`: a pincode without a date means nothing. */
export const pincodeWithDate = (filters: { pincode?: string | undefined; by?: string | undefined }) =>
  (filters.pincode === undefined) === (filters.by === undefined);
export const pincodeWithDateIssue = { message: listingFilterMessages.pincodeAndDate, path: ["pincode"] };

const listingFilterObject = z.object(listingFilterShape);
export type ListingFilters = z.output<typeof listingFilterObject>;

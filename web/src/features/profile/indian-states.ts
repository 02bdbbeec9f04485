import { indianStates as gstStates } from "@contract/gstin";

/**
 * The 28 states and 8 union territories, for the address form's State select, alphabetically. Taken from
 * the GST state codes so an address's state always names a place of supply; "Other Territory" (97) is
 * for businesses offshore, not a place to deliver a gift.
 */
export const indianStates: readonly string[] = gstStates
  .filter((state) => state.code !== "97")
  .map((state) => state.name)
  .sort((a, b) => a.localeCompare(b, "en"));

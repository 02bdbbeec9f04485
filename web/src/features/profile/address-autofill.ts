import { isValidPincode } from "@contract/pincode";
import { placeOfPincode } from "@contract/pincode-places";
import type { AddressValues } from "./address-values";

type PlaceField = "city" | "state";

/** What the autofill last wrote into each field; a field holding anything else is the shopper's. */
export type Autofilled = Partial<Record<PlaceField, string>>;

/**
 * The address form's head start (decision 26): six valid digits fill the city and the State select
 * from the pincode's digits, with no request. Only a field that is empty or still holds what this wrote
 * is filled, so nothing the shopper typed or chose is ever replaced; a later pincode that names no
 * city takes back the city this filled in.
 */
export function fillFromPincode(
  values: AddressValues,
  autofilled: Autofilled,
): { values: AddressValues; autofilled: Autofilled } {
  const pincode = values.pincode.replace(/\s+/g, "");
  if (!isValidPincode(pincode)) return { values, autofilled };
  const place = placeOfPincode(pincode);
  const next = { ...values };
  const wrote = { ...autofilled };
  for (const field of ["city", "state"] as const) {
    if (values[field] !== "" && values[field] !== autofilled[field]) continue;
    next[field] = place?.[field] ?? "";
    wrote[field] = next[field];
  }
  return { values: next, autofilled: wrote };
}

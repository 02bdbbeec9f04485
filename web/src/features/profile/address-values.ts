import { addressFieldMax, fieldMessages } from "@contract/account-rules";
import type { Address, AddressInputValues } from "@contract/address";
import { mobileNumberMessage, normaliseIndianMobile } from "@contract/phone";
import { isValidPincode, pincodeMessage } from "@contract/pincode";
import type { FieldErrors } from "@web/lib/http";

/** What the address form edits: the address without its id and default flag (set by its own action). */
export type AddressValues = Omit<Address, "id" | "is_default">;
export type AddressField = keyof AddressValues;

export const emptyAddress: AddressValues = {
  full_name: "",
  phone: "",
  house_no: "",
  street: "",
  landmark: "",
  pincode: "",
  city: "",
  state: "",
};

/** Labels as the fields show them, and as the server's messages name them. */
export const addressLabels: Record<AddressField, { label: string; name: string }> = {
  full_name: { label: "Full Name", name: "Full name" },
  phone: { label: "Phone Number", name: "Phone number" },
  house_no: { label: "House / Flat No.", name: "House / flat number" },
  street: { label: "Street / Area", name: "Street / area" },
  landmark: { label: "Landmark (optional)", name: "Landmark" },
  city: { label: "City", name: "City" },
  state: { label: "State", name: "State" },
  pincode: { label: "Pincode", name: "Pincode" },
};

/** Form order, for focusing the first field that needs fixing. */
export const addressFields = Object.keys(emptyAddress) as AddressField[];

export function valuesOf(address: Address): AddressValues {
  const { full_name, phone, house_no, street, landmark, city, state, pincode } = address;
  return { full_name, phone, house_no, street, landmark, city, state, pincode };
}

/**
 * Product §5: everything but the landmark is required. The phone and pincode shapes are checked here too,
 * with the server's own messages, so the common slips are caught before a round trip.
 */
export function validateAddress(values: AddressValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of addressFields) {
    const value = values[field].trim();
    const { name } = addressLabels[field];
    if (field !== "landmark" && value === "") {
      errors[field] = [field === "phone" ? fieldMessages.phoneRequired : fieldMessages.required(name)];
    } else if (field !== "phone" && field !== "pincode" && value.length > addressFieldMax[field]) {
      errors[field] = [fieldMessages.tooLong(name, addressFieldMax[field])];
    }
  }
  if (!errors.phone && !normaliseIndianMobile(values.phone)) errors.phone = [mobileNumberMessage];
  if (!errors.pincode && !isValidPincode(values.pincode)) errors.pincode = [pincodeMessage];
  return errors;
}

/** What the API takes: trimmed text. A new address is never made default here (a separate action). */
export function inputOf(values: AddressValues): AddressInputValues {
  const trimmed = Object.fromEntries(
    addressFields.map((field) => [field, values[field].trim()]),
  ) as AddressValues;
  return { ...trimmed, is_default: false };
}

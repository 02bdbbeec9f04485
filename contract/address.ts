import { z } from "zod";
import { addressFieldMax, fieldMessages } from "./account-rules";
import { pincodeMessage, pincodePattern } from "./pincode";
import { indianMobile, requiredText } from "./profile";
import { oneLineText } from "./text";

export const pincode = z
  .string({
    error: (issue) => (issue.input === undefined ? fieldMessages.required("Pincode") : pincodeMessage),
  })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().min(1, fieldMessages.required("Pincode")).regex(pincodePattern, pincodeMessage));

/**
 * The address form (product §4, §5): everything but the landmark is required; the phone is an Indian mobile
 * number and is stored as its 10 digits. Used for POST and PUT /user/addresses/; `is_default: true`
 * makes this the default address (false never takes the default away: one address is always default).
 */
export const addressInput = z.object({
  full_name: requiredText("Full name", addressFieldMax.full_name),
  phone: indianMobile,
  house_no: requiredText("House / flat number", addressFieldMax.house_no),
  street: requiredText("Street / area", addressFieldMax.street),
  landmark: oneLineText("Landmark", addressFieldMax.landmark)
    .nullish()
    .transform((value) => value ?? ""),
  city: requiredText("City", addressFieldMax.city),
  state: requiredText("State", addressFieldMax.state),
  pincode,
  is_default: z.boolean({ error: "is_default must be true or false" }).optional().default(false),
});
/** What the form holds. */
export type AddressInputValues = z.input<typeof addressInput>;
/** What the server receives after parsing. */
export type AddressInput = z.output<typeof addressInput>;

/** Product §3 "Address"; `landmark` is "" when none was given. */
export const address = z.object({
  id: z.number().int(),
  full_name: z.string(),
  phone: z.string(),
  house_no: z.string(),
  street: z.string(),
  landmark: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  is_default: z.boolean(),
});
export type Address = z.infer<typeof address>;

/** GET /user/addresses/ and POST …/set_default/: the customer's addresses, the default first. */
export const addressList = z.array(address);
export type AddressList = z.infer<typeof addressList>;

/** DELETE /user/addresses/{id}/ */
export const addressDeletedResponse = z.object({ message: z.string() });

import { z } from "zod";
import { isValidEmail } from "../email";
import { mobileNumberMessage, normaliseIndianMobile } from "../phone";
import { requiredLine } from "./content-fields";

/** The support e-mail and phone the footer, contact page and chat button show. */
export const storeSettingsInput = z.object({
  support_email: requiredLine("Support e-mail", 254).refine(isValidEmail, "Enter a valid e-mail address"),
  // The chat button opens WhatsApp on this number, so it must be a mobile.
  support_phone: requiredLine("Support phone", 20).refine(
    (phone) => normaliseIndianMobile(phone) !== null,
    mobileNumberMessage,
  ),
});
export type StoreSettingsInput = z.infer<typeof storeSettingsInput>;

export const adminStoreSettings = z.object({
  support_email: z.string(),
  support_phone: z.string(),
  updated_at: z.string(),
});
export type AdminStoreSettings = z.infer<typeof adminStoreSettings>;

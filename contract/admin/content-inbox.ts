import { z } from "zod";
import { adminPage, adminPageQuery } from "./paging";

/** A message sent through the contact form; `read_at` is null until staff open it. */
export const adminContactMessage = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  is_customer: z.boolean(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessage>;

/** `?unread=true` lists only the messages nobody has opened. */
export const contactMessageQuery = adminPageQuery.extend({
  unread: z.enum(["true", "false"], { error: "Unread must be true or false" }).optional(),
});
export type ContactMessageQuery = z.infer<typeof contactMessageQuery>;

/** A page of the inbox, newest first, with how many messages are unread in all. */
export const contactMessagePage = adminPage(adminContactMessage).extend({ unread_count: z.number() });
export type ContactMessagePage = z.infer<typeof contactMessagePage>;

import { z } from "zod";
import { multiLineText, oneLineText } from "./text";

const optionalLine = (label: string, max: number) => oneLineText(label, max).optional().default("");

/**
 * POST /setting/contact/. Name, e-mail and phone are required of visitors only (product §5); for a signed-in
 * customer the server fills them from the profile, so the wire shape keeps them optional and
 * `contactFieldErrors` (contact-rules.ts) applies the rule that depends on who is asking.
 */
export const contactRequest = z.object({
  name: optionalLine("Name", 100),
  email: optionalLine("Email", 254),
  phone: optionalLine("Phone", 20),
  message: multiLineText("Message", 5000),
});
export type ContactRequest = z.infer<typeof contactRequest>;

export const contactResponse = z.object({ id: z.number().int(), message: z.string() });
export type ContactResponse = z.infer<typeof contactResponse>;

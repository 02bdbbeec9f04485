import { z } from "zod";

const optionalText = (max: number) => z.string().trim().max(max).optional().default("");

/**
 * POST /setting/contact/. Name, e-mail and phone are required of visitors only (spec §5); for a signed-in
 * customer the server fills them from the profile, so the wire shape keeps them optional and
 * `contactFieldErrors` (contact-rules.ts) applies the rule that depends on who is asking.
 */
export const contactRequest = z.object({
  name: optionalText(100),
  email: optionalText(254),
  phone: optionalText(20),
  message: z.string().trim().max(5000, "Message must be at most 5000 characters"),
});
export type ContactRequest = z.infer<typeof contactRequest>;

export const contactResponse = z.object({ id: z.number().int(), message: z.string() });
export type ContactResponse = z.infer<typeof contactResponse>;

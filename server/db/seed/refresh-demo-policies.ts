import { createHash } from "node:crypto";
import type { PolicyKey } from "@contract/content";
import { sanitizeStaffHtml } from "@server/platform/html";
import { and, eq } from "drizzle-orm";
import type { Db } from "../connect";
import { policies } from "../schema";
import type { SeedPolicy } from "./data/seed-types";

/**
 * SHA-256 of each policy exactly as earlier demo seeds stored it (sanitised), oldest first. The first
 * texts repeated the page's title inside the card, called the refund page 'Return and Refund Policy'
 * and spoke of passwords the store does not have; later ones promised SMS updates, a gift message
 * printed on a card, cancelling from the order page and a preview to approve before printing, none of
 * which the store then offered; the last ones knew only couriers and no gift message.
 * A row still holding one of them was never edited by staff.
 */
export const earlierDemoTexts: Record<PolicyKey, string[]> = {
  privacy_policy: [
    "1058326519ef9458b6cb81e6798c253010c611783d2157ff285f62a474e086c6",
    "af4355ac83fb1aad6a5b8959d26566a24ff3f04c8037ce5a606ffbaead5b17a7",
    "ca1b80d81b7f49cec5fe979f3485991bf8c74422e88d1cdb35731c978ec18b49",
  ],
  terms_conditions: [
    "12c61cca95b69fe4851a62203e9fc20a512e28b15943b88ad9dfd54c53c9fa81",
    "a0d07b501ce95cd0f591f1a0be47941b49eedbd81bea503e34386275cdc66a54",
  ],
  return_refund_policy: [
    "825c5fa11695a564215caa106397c320d9defdc0e2d0b31db30f4bed5f9b7003",
    "85e7ee387bedc4827e6fba728cf9aa269c07ce0f47627b31e3068503a9477d4e",
    "f135ee8fcf940c2533b0baa4148322084e1ab1d5ffabca8536c6ef4172f6ed20",
    "e2180aa2f93f6cea66e91d1a66aad37213edb88dfc6d39ff2190ab664827d854",
  ],
  shipping_policy: [
    "cffb3b7b81e9b3497a51bea5344369b51fb2bbea341972f4db62640ae2329d61",
    "b89478bfffe923f8599e14b73ba2a9c2306ef3bb36923b2ede7e161f783e171c",
    "1c9b8967af68b8492a49dccd38e22f0538882a5919f9790c5dadd7178e8b3060",
    "89017f61cb3afc520abc2e00cf0adac8db858f4f1bcd203d80a1ce2dda1d0e49",
  ],
  about_us: [
    "bd9c4d1f712c5bc716a663738dce0b77e2b2a40e289b04e38c717e3c8b2b8752",
    "d5740b9c9fac358a3d635cf0d670ff489733e53396f0f080d8aa05dc55ecbd4c",
  ],
};

export const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * Existing stores keep their rows (the seed only adds what is missing), so a store opened with an
 * earlier demo would show the old policy texts for good. This swaps in the current demo text where a
 * row still holds an earlier demo text word for word, and leaves every row staff have touched alone.
 * Answers the keys it replaced.
 */
export async function refreshUntouchedDemoPolicies(
  db: Db,
  current: SeedPolicy[],
  earlier: Record<PolicyKey, string[]> = earlierDemoTexts,
): Promise<PolicyKey[]> {
  const replaced: PolicyKey[] = [];
  for (const policy of current) {
    const [row] = await db
      .select({ contentHtml: policies.contentHtml })
      .from(policies)
      .where(eq(policies.key, policy.key));
    if (!row || !earlier[policy.key].includes(sha256(row.contentHtml))) continue;
    // The content is in the condition too, so a staff edit landing meanwhile is never overwritten.
    const updated = await db
      .update(policies)
      .set({ contentHtml: sanitizeStaffHtml(policy.html), updatedAt: new Date() })
      .where(and(eq(policies.key, policy.key), eq(policies.contentHtml, row.contentHtml)))
      .returning({ key: policies.key });
    if (updated.length > 0) replaced.push(policy.key);
  }
  return replaced;
}

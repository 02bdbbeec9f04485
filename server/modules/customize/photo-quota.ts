import { customizationMessages } from "@contract/cart-rules";
import type { MediaRetention } from "@server/config";
import type { Db } from "@server/db/connect";
import { AppError } from "@server/platform/errors";
import { photosHeld } from "./customer-photos.repository";
import type { AnswerValues } from "./customization.repository";

/**
 * 409 when a line's answers would leave the customer holding more photos than CUSTOMER_PHOTO_QUOTA:
 * those of their other lines and unpaid orders still kept, plus the answers' own (new photos may be
 * placeholders, each counting one).
 */
export async function requirePhotoRoom(
  deps: { db: Db; config: { media: MediaRetention } },
  userId: number,
  lineId: number | null,
  answers: AnswerValues[],
): Promise<void> {
  const { customerPhotoQuota, unpaidOrderPhotoDays } = deps.config.media;
  const held = await photosHeld(deps.db, userId, unpaidOrderPhotoDays, lineId);
  for (const key of answers.flatMap((answer) => answer.imageKeys)) held.add(key);
  if (held.size > customerPhotoQuota) {
    throw new AppError("conflict", customizationMessages.photoQuota(customerPhotoQuota));
  }
}

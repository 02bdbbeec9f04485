import type { CustomizationAnswer } from "@contract/cart";
import {
  acceptedImageTypes,
  customizationMessages,
  maxCustomizationTextLength,
  maxUploadFileBytes,
} from "@contract/cart-rules";
import type { CustomizableField } from "@contract/catalog";

/** A photo already saved on the server (kept by id) or one picked now (sent as a file). */
export type PhotoEntry =
  | { kind: "saved"; id: string; url: string }
  | { kind: "new"; file: File; url: string };

export type Draft = { texts: Record<number, string>; photos: Record<number, PhotoEntry[]> };

/** The form starts from the answers saved earlier, if any. */
export function draftFrom(
  fields: readonly CustomizableField[],
  answers: readonly CustomizationAnswer[],
): Draft {
  const draft: Draft = { texts: {}, photos: {} };
  for (const field of fields) {
    const answer = answers.find((saved) => saved.field_id === field.id);
    if (field.field_type === "text") draft.texts[field.id] = answer?.text ?? "";
    else
      draft.photos[field.id] = (answer?.images ?? []).map((image) => ({
        kind: "saved" as const,
        id: image.id,
        url: image.url,
      }));
  }
  return draft;
}

const photoCountError = (field: CustomizableField) =>
  customizationMessages.photoCount(field.min_photos, field.max_photos);

/**
 * Product §5: files picked for a photo field are rejected whole when one is not an accepted image, is too
 * big, or the field would end up with more than its maximum.
 */
export function pickError(field: CustomizableField, current: number, picked: readonly File[]): string | null {
  const accepted: readonly string[] = acceptedImageTypes;
  if (picked.some((file) => !accepted.includes(file.type))) return customizationMessages.imageType;
  if (picked.some((file) => file.size > maxUploadFileBytes)) return customizationMessages.imageTooLarge;
  if (current + picked.length > field.max_photos) return photoCountError(field);
  return null;
}

/** Product §5: required fields filled; a photo field in use holds between its minimum and maximum. */
export function fieldError(field: CustomizableField, draft: Draft): string | null {
  if (field.field_type === "text") {
    const text = (draft.texts[field.id] ?? "").trim();
    if (field.is_required && text === "") return customizationMessages.required(field.name);
    if (text.length > maxCustomizationTextLength) return customizationMessages.textTooLong(field.name);
    return null;
  }
  const count = draft.photos[field.id]?.length ?? 0;
  if (count === 0 && !field.is_required) return null;
  if (count < Math.max(field.min_photos, 1) || count > field.max_photos) return photoCountError(field);
  return null;
}

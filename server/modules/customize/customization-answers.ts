import { customizationMessages, maxCustomizationTextLength } from "@contract/cart-rules";
import { invalid } from "@server/platform/errors";
import { photoIdOf } from "@server/platform/private-photos";
import type { AnswerValues, FieldRow } from "./customization.repository";
import type { CustomizationForm } from "./customization-form";

/** The form's answers with each new photo named by a key: its stored key, or a stand-in before decoding. */
export type AnswerInput = Omit<CustomizationForm, "productId" | "photos"> & {
  photos: { fieldId: number; key: string }[];
};

// Newlines and tabs are fine in a gift message; other control characters are not.
const controlCharacters = /[^\P{Cc}\n\r\t]/u;

export type CheckedAnswers = { answers: AnswerValues[]; removedKeys: string[] };

/**
 * Product §5 customisation rules against the product's own fields: nothing for fields it lacks, required
 * fields answered, texts within the limit, each photo field between its min and max (kept photos plus
 * new ones). Every problem is named by its form field; the first one is the message.
 */
export function checkAnswers(
  fields: FieldRow[],
  form: AnswerInput,
  saved: { fieldId: number; imageKeys: string[] }[],
): CheckedAnswers {
  const byId = new Map(fields.map((field) => [field.id, field]));
  const problems: Record<string, string[]> = {};
  const problem = (name: string, message: string) => {
    problems[name] = [...(problems[name] ?? []), message];
  };
  const isOfType = (id: number, type: FieldRow["fieldType"]) => byId.get(id)?.fieldType === type;
  for (const id of form.texts.keys()) {
    if (!isOfType(id, "text")) problem(`text_${id}`, customizationMessages.unknownField);
  }
  for (const photo of form.photos) {
    if (!isOfType(photo.fieldId, "image"))
      problem(`images_${photo.fieldId}`, customizationMessages.unknownField);
  }
  for (const entry of form.manifest) {
    if (!isOfType(entry.field_id, "image")) problem("customizations", customizationMessages.unknownField);
  }

  const savedKeys = new Map(saved.map((answer) => [answer.fieldId, answer.imageKeys]));
  const keptKeys = new Set<string>();
  const answers = fields.map((field): AnswerValues => {
    if (field.fieldType === "text") {
      const text = (form.texts.get(field.id) ?? "").trim();
      const name = `text_${field.id}`;
      if (field.isRequired && text === "") problem(name, customizationMessages.required(field.name));
      if (text.length > maxCustomizationTextLength)
        problem(name, customizationMessages.textTooLong(field.name));
      if (controlCharacters.test(text)) problem(name, customizationMessages.textInvalid(field.name));
      return { fieldId: field.id, textValue: text === "" ? null : text, imageKeys: [] };
    }
    const name = `images_${field.id}`;
    const earlier = new Map((savedKeys.get(field.id) ?? []).map((key) => [photoIdOf(key), key]));
    const kept = (form.manifest.find((entry) => entry.field_id === field.id)?.keep_images ?? []).flatMap(
      (id) => {
        const key = earlier.get(id);
        if (!key) problem("customizations", customizationMessages.unknownKeptPhoto);
        return key && !keptKeys.has(key) ? [key] : [];
      },
    );
    for (const key of kept) keptKeys.add(key);
    const added = form.photos.filter((photo) => photo.fieldId === field.id).map((photo) => photo.key);
    const keys = [...kept, ...added];
    const countWrong = keys.length < field.minPhotos || keys.length > field.maxPhotos;
    if (keys.length === 0 && field.isRequired && field.minPhotos === 0) {
      problem(name, customizationMessages.required(field.name));
    } else if ((keys.length > 0 || field.isRequired) && countWrong) {
      problem(name, customizationMessages.photoCount(field.minPhotos, field.maxPhotos));
    }
    return { fieldId: field.id, textValue: null, imageKeys: keys };
  });

  const first = Object.values(problems)[0]?.[0];
  if (first) throw invalid(first, problems);
  const removedKeys = saved.flatMap((answer) => answer.imageKeys).filter((key) => !keptKeys.has(key));
  return { answers, removedKeys };
}

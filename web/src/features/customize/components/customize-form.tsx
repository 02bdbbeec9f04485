import type { CartChange, CustomizationAnswer } from "@contract/cart";
import { cartMessages, customizationMessages } from "@contract/cart-rules";
import type { CustomizableField } from "@contract/catalog";
import { Button, ButtonLink } from "@web/components/ui/button";
import { imageDecodes } from "@web/lib/image-decodes";
import { serverMessageOr } from "@web/lib/server-message";
import { toast } from "@web/lib/toast";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useSaveCustomization } from "../api/save-customization";
import { type Draft, draftFrom, fieldError, type PhotoEntry, pickError } from "../customize-draft";
import { PhotoField } from "./photo-field";
import { TextField } from "./text-field";

type CustomizeFormProps = {
  productId: number;
  fields: CustomizableField[];
  answers: CustomizationAnswer[];
  onSaved: (change: CartChange) => void;
};

export function CustomizeForm({ productId, fields, answers, onSaved }: CustomizeFormProps) {
  const navigate = useNavigate();
  const save = useSaveCustomization();
  const [draft, setDraft] = useState<Draft>(() => draftFrom(fields, answers));
  const [errors, setErrors] = useState<Record<number, string>>({});
  const previews = useRef(new Set<string>());

  // Previews of picked files are object URLs; free them when the screen goes.
  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const setPhotos = (fieldId: number, photos: PhotoEntry[]) =>
    setDraft((current) => ({ ...current, photos: { ...current.photos, [fieldId]: photos } }));

  const reject = (field: CustomizableField, message: string) => {
    toast.error(message);
    setErrors((current) => ({ ...current, [field.id]: message }));
  };

  const pick = async (field: CustomizableField, files: File[]) => {
    const rejected = pickError(field, (draft.photos[field.id] ?? []).length, files);
    if (rejected) return reject(field, rejected);
    const added = files.map((file) => ({ kind: "new" as const, file, url: URL.createObjectURL(file) }));
    if ((await Promise.all(added.map((photo) => imageDecodes(photo.url)))).includes(false)) {
      for (const photo of added) URL.revokeObjectURL(photo.url);
      return reject(field, customizationMessages.imageUnreadable);
    }
    for (const photo of added) previews.current.add(photo.url);
    // Read from the latest draft: a removal made while the files were being decoded still counts.
    setDraft((current) => ({
      ...current,
      photos: { ...current.photos, [field.id]: [...(current.photos[field.id] ?? []), ...added] },
    }));
    setErrors(({ [field.id]: _dropped, ...rest }) => rest);
  };

  const removePhoto = (fieldId: number, index: number) =>
    setPhotos(
      fieldId,
      (draft.photos[fieldId] ?? []).filter((_photo, at) => at !== index),
    );

  const submit = () => {
    const found: Record<number, string> = {};
    for (const field of fields) {
      const error = fieldError(field, draft);
      if (error) found[field.id] = error;
    }
    setErrors(found);
    const first = fields.map((field) => found[field.id]).find(Boolean);
    if (first) return toast.error(first);

    const imageFields = fields.filter((field) => field.field_type === "image");
    save.mutate(
      {
        productId,
        texts: fields
          .filter((field) => field.field_type === "text")
          .map((field) => ({ fieldId: field.id, text: (draft.texts[field.id] ?? "").trim() })),
        photos: imageFields.map((field) => {
          const photos = draft.photos[field.id] ?? [];
          return {
            fieldId: field.id,
            keep: photos.flatMap((photo) => (photo.kind === "saved" ? [photo.id] : [])),
            add: photos.flatMap((photo) => (photo.kind === "new" ? [photo.file] : [])),
          };
        }),
      },
      {
        onSuccess: (change) => {
          toast.success(customizationMessages.saved);
          onSaved(change);
          navigate("/cart");
        },
        onError: (error) => toast.error(serverMessageOr(error, cartMessages.addFailed)),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="space-y-7"
    >
      {fields.map((field) =>
        field.field_type === "text" ? (
          <TextField
            key={field.id}
            field={field}
            value={draft.texts[field.id] ?? ""}
            error={errors[field.id] ?? null}
            onChange={(text) =>
              setDraft((current) => ({ ...current, texts: { ...current.texts, [field.id]: text } }))
            }
          />
        ) : (
          <PhotoField
            key={field.id}
            field={field}
            photos={draft.photos[field.id] ?? []}
            error={errors[field.id] ?? null}
            onPick={(files) => void pick(field, files)}
            onRemove={(index) => removePhoto(field.id, index)}
          />
        ),
      )}
      <div className="flex flex-col-reverse gap-3 border-t border-cocoa-100 pt-6 sm:flex-row sm:justify-end">
        <ButtonLink to="/cart" variant="outline">
          Cancel
        </ButtonLink>
        <Button type="submit" variant="gold" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? "Saving..." : "Save Customization"}
        </Button>
      </div>
    </form>
  );
}

import { acceptedImageTypes } from "@contract/cart-rules";
import type { CustomizableField } from "@contract/catalog";
import { ImagePlus, X } from "lucide-react";
import { useRef } from "react";
import type { PhotoEntry } from "../customize-draft";
import { FieldLabel } from "./field-label";

type PhotoFieldProps = {
  field: CustomizableField;
  photos: PhotoEntry[];
  error: string | null;
  onPick: (files: File[]) => void;
  onRemove: (index: number) => void;
};

const photoCountText = (min: number, max: number) =>
  min === max ? `${min} ${min === 1 ? "photo" : "photos"}` : `${min} to ${max} photos`;

/** An image picker: previews of the saved and new photos, each with a remove button. */
export function PhotoField({ field, photos, error, onPick, onRemove }: PhotoFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const id = `field-${field.id}`;
  const full = photos.length >= field.max_photos;
  return (
    <div className="space-y-3">
      <div>
        <FieldLabel htmlFor={id} field={field} />
        <p className="mt-0.5 text-sm text-cocoa-500">
          {photoCountText(field.min_photos, field.max_photos)} · JPEG, PNG, WebP or AVIF, up to 10 MB each
        </p>
      </div>
      <ul aria-label={`${field.name} photos`} className="grid grid-cols-3 gap-3 sm:grid-cols-4">
        {photos.map((photo, index) => (
          <li
            key={photo.url}
            className="relative aspect-square overflow-hidden rounded-xl bg-cream-200 ring-1 ring-cocoa-100"
          >
            <img
              src={photo.url}
              alt={`${field.name}, ${index + 1} of ${photos.length}`}
              className="size-full object-cover"
            />
            <button
              type="button"
              onClick={() => onRemove(index)}
              aria-label={`Remove photo ${index + 1} for ${field.name}`}
              className="absolute top-1.5 right-1.5 flex size-7 items-center justify-center rounded-full bg-cocoa-900/80 text-cream-100 transition hover:bg-red-700"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
        {!full && (
          <li className="aspect-square">
            <label
              htmlFor={id}
              className="flex size-full cursor-pointer flex-col items-center justify-center gap-1.5 rounded-xl border-2 border-dashed border-cocoa-200 bg-white text-center text-xs font-medium text-cocoa-600 transition hover:border-amber-500 hover:text-amber-800 focus-within:border-amber-500"
            >
              <ImagePlus aria-hidden="true" className="size-6" />
              Add photo
            </label>
          </li>
        )}
      </ul>
      <input
        ref={input}
        id={id}
        type="file"
        accept={acceptedImageTypes.join(",")}
        multiple={field.max_photos > 1}
        disabled={full}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so picking the same file again (after removing it) still fires a change.
          if (input.current) input.current.value = "";
          if (files.length > 0) onPick(files);
        }}
        className="sr-only"
      />
      {error && (
        <p id={`${id}-error`} className="text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

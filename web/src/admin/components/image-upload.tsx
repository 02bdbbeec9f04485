import { messageForError } from "@web/lib/http";
import { ImagePlus, X } from "lucide-react";
import { type Ref, useId } from "react";
import { useUploadPicture } from "../api/upload-picture";

type ImageUploadProps = {
  label: string;
  /** The stored picture's URL, or null when none is chosen. */
  url: string | null;
  onChange: (picture: { key: string; url: string } | null) => void;
  error?: string;
  /** Shape of the preview box, e.g. "aspect-square" or "aspect-[16/6]". */
  aspect?: string;
  /** The file input, for a screen that opens the picker from elsewhere. */
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * Picks one picture and uploads it at once, so the form only ever holds a stored key; the preview is
 * the re-encoded picture the store will show, not the file on the staff member's disk.
 */
export function ImageUpload({
  label,
  url,
  onChange,
  error,
  aspect = "aspect-square",
  inputRef,
}: ImageUploadProps) {
  const id = useId();
  const upload = useUploadPicture();
  const shownError = error ?? (upload.isError ? messageForError(upload.error) : undefined);
  return (
    <div>
      <span id={`${id}-label`} className="mb-1.5 block text-sm font-medium text-cocoa-800">
        {label}
      </span>
      <div
        className={`relative w-full max-w-xs overflow-hidden rounded-xl border border-cocoa-200 bg-cocoa-50 ${aspect}`}
      >
        {url ? (
          <>
            <img src={url} alt="" className="size-full object-cover" />
            <button
              type="button"
              aria-label={`Remove ${label.toLowerCase()}`}
              onClick={() => onChange(null)}
              className="absolute top-2 right-2 flex size-8 items-center justify-center rounded-full bg-white/90 text-cocoa-900 shadow hover:bg-white"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </>
        ) : (
          <label
            htmlFor={id}
            className="flex size-full cursor-pointer flex-col items-center justify-center gap-2 text-sm text-cocoa-600 hover:text-amber-800"
          >
            <ImagePlus aria-hidden="true" className="size-6" />
            {upload.isPending ? "Uploading…" : "Choose a picture"}
          </label>
        )}
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          aria-labelledby={`${id}-label`}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? `${id}-error` : undefined}
          className="sr-only"
          disabled={upload.isPending}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) upload.mutate(file, { onSuccess: (picture) => onChange(picture) });
          }}
        />
      </div>
      {shownError && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {shownError}
        </p>
      )}
    </div>
  );
}

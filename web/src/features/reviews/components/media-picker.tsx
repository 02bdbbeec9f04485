import { acceptedReviewImageTypes, acceptedReviewVideoTypes, maxReviewFiles } from "@contract/review-rules";
import { Film, ImagePlus, Play, X } from "lucide-react";

/** A file shown in the panel: one already saved with the review, or one picked now (an object URL). */
export type MediaPreview = { key: string; type: "image" | "video"; url: string };

type MediaPickerProps = {
  previews: MediaPreview[];
  onPick: (files: File[], type: "image" | "video") => void;
  onRemove: (key: string) => void;
};

const addButtonClass =
  "inline-flex h-10 cursor-pointer items-center gap-2 rounded-full border border-cocoa-200 bg-white px-4 text-sm font-semibold text-cocoa-800 transition hover:border-amber-500 hover:text-amber-800 has-focus-visible:ring-4 has-focus-visible:ring-amber-200 has-disabled:cursor-not-allowed has-disabled:opacity-50";

function AddButton({
  type,
  full,
  onPick,
}: {
  type: "image" | "video";
  full: boolean;
  onPick: MediaPickerProps["onPick"];
}) {
  const Icon = type === "image" ? ImagePlus : Film;
  const accept = type === "image" ? acceptedReviewImageTypes : acceptedReviewVideoTypes;
  return (
    <label className={addButtonClass}>
      <Icon aria-hidden="true" className="size-4" />
      {type === "image" ? "Add images" : "Add videos"}
      <input
        type="file"
        accept={accept.join(",")}
        multiple
        disabled={full}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so picking the same file again (after removing it) still fires a change.
          event.target.value = "";
          if (files.length > 0) onPick(files, type);
        }}
        className="sr-only"
      />
    </label>
  );
}

/** Product §2: buttons to add images and videos, and a preview of each with a remove button. */
export function MediaPicker({ previews, onPick, onRemove }: MediaPickerProps) {
  const full = previews.length >= maxReviewFiles;
  return (
    <div className="space-y-3">
      <div>
        <p className="text-sm font-medium text-cocoa-800">Photos and videos</p>
        <p className="mt-0.5 text-xs text-cocoa-500">
          Up to {maxReviewFiles} files · photos up to 10 MB · MP4 or WebM videos up to 60 seconds
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <AddButton type="image" full={full} onPick={onPick} />
        <AddButton type="video" full={full} onPick={onPick} />
      </div>
      {previews.length > 0 && (
        <ul aria-label="Chosen photos and videos" className="grid grid-cols-3 gap-2.5">
          {previews.map((preview, index) => {
            const name = `${preview.type === "image" ? "photo" : "video"} ${index + 1}`;
            return (
              <li
                key={preview.key}
                className="relative aspect-square overflow-hidden rounded-xl bg-cream-200 ring-1 ring-cocoa-100"
              >
                {preview.type === "image" ? (
                  <img src={preview.url} alt={`Review ${name}`} className="size-full object-cover" />
                ) : (
                  <>
                    <video
                      src={preview.url}
                      preload="metadata"
                      muted
                      playsInline
                      aria-label={`Review ${name}`}
                      className="size-full object-cover"
                    />
                    <Play
                      aria-hidden="true"
                      className="absolute bottom-1.5 left-1.5 size-4 text-white drop-shadow"
                      fill="currentColor"
                    />
                  </>
                )}
                <button
                  type="button"
                  onClick={() => onRemove(preview.key)}
                  aria-label={`Remove ${name}`}
                  className="absolute top-1.5 right-1.5 flex size-7 items-center justify-center rounded-full bg-cocoa-900/80 text-cream-100 transition hover:bg-red-700"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

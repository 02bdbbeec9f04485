import type { ProductFormValues } from "@contract/admin/catalog";
import { productLimits } from "@contract/admin/catalog-rules";
import { uploadPicture } from "@web/admin/api/upload-picture";
import { messageForError } from "@web/lib/http";
import { ArrowLeft, ArrowRight, ImagePlus, X } from "lucide-react";
import { useId, useState } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { GroupError } from "./form-section";

const iconButton =
  "flex size-8 items-center justify-center rounded-full bg-white/90 text-cocoa-900 shadow hover:bg-white disabled:opacity-40";

/**
 * The product's pictures in order: the first is the main one. Files are uploaded as soon as they are
 * chosen (the form keeps only stored keys); arrows move a picture, the cross takes it off the product.
 */
export function ProductImagesField() {
  const { control, formState } = useFormContext<ProductFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: "images", keyName: "rowKey" });
  const [uploading, setUploading] = useState(0);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const inputId = useId();
  const errors = formState.errors.images;
  const room = productLimits.images - fields.length;

  async function add(files: File[]) {
    setUploadError(null);
    for (const file of files.slice(0, room)) {
      setUploading((count) => count + 1);
      try {
        const picture = await uploadPicture(file);
        append({ key: picture.key, url: picture.url });
      } catch (error) {
        setUploadError(messageForError(error));
      } finally {
        setUploading((count) => count - 1);
      }
    }
  }

  return (
    <div>
      <ul aria-label="Pictures" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {fields.map((field, index) => (
          <li key={field.rowKey} className="relative">
            <div className="aspect-square overflow-hidden rounded-xl border border-cocoa-200 bg-cocoa-50">
              <img
                src={field.url}
                alt={`${index + 1} of ${fields.length}`}
                className="size-full object-cover"
              />
            </div>
            {index === 0 && (
              <span className="absolute top-2 left-2 rounded-full bg-cocoa-900 px-2 py-0.5 text-xs font-semibold text-cream-100">
                Main
              </span>
            )}
            <div className="absolute inset-x-2 bottom-2 flex justify-between">
              <button
                type="button"
                aria-label={`Move picture ${index + 1} earlier`}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
                className={iconButton}
              >
                <ArrowLeft aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                aria-label={`Remove picture ${index + 1}`}
                onClick={() => remove(index)}
                className={iconButton}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                aria-label={`Move picture ${index + 1} later`}
                disabled={index === fields.length - 1}
                onClick={() => move(index, index + 1)}
                className={iconButton}
              >
                <ArrowRight aria-hidden="true" className="size-4" />
              </button>
            </div>
            <GroupError message={errors?.[index]?.key?.message} />
          </li>
        ))}
        {room > 0 && (
          <li>
            <label
              htmlFor={inputId}
              className="flex aspect-square cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-cocoa-300 bg-cocoa-50 p-2 text-center text-sm text-cocoa-700 hover:text-amber-800"
            >
              <ImagePlus aria-hidden="true" className="size-6" />
              {uploading > 0 ? "Uploading…" : "Add pictures"}
            </label>
            <input
              id={inputId}
              type="file"
              multiple
              accept="image/jpeg,image/png,image/webp,image/avif"
              className="sr-only"
              disabled={uploading > 0}
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                event.target.value = "";
                void add(files);
              }}
            />
          </li>
        )}
      </ul>
      <div className="mt-2 space-y-1">
        <GroupError message={errors?.message ?? errors?.root?.message} />
        <GroupError message={uploadError ?? undefined} />
      </div>
    </div>
  );
}

import type { CustomizableField } from "@contract/catalog";

/** Product §2: required fields are marked *. */
export function FieldLabel({ htmlFor, field }: { htmlFor: string; field: CustomizableField }) {
  return (
    <label htmlFor={htmlFor} className="block font-semibold text-cocoa-900">
      {field.name}
      {field.is_required && (
        <>
          <span aria-hidden="true" className="ml-0.5 text-amber-700">
            *
          </span>
          <span className="sr-only"> (required)</span>
        </>
      )}
    </label>
  );
}

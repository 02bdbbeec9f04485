import { maxCustomizationTextLength } from "@contract/cart-rules";
import type { CustomizableField } from "@contract/catalog";
import { FieldLabel } from "./field-label";

type TextFieldProps = {
  field: CustomizableField;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
};

export function TextField({ field, value, error, onChange }: TextFieldProps) {
  const id = `field-${field.id}`;
  return (
    <div className="space-y-2">
      <FieldLabel htmlFor={id} field={field} />
      <textarea
        id={id}
        value={value}
        rows={3}
        maxLength={maxCustomizationTextLength}
        required={field.is_required}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className="block w-full resize-y rounded-2xl border border-cocoa-200 bg-white px-4 py-3 text-cocoa-900 shadow-xs transition placeholder:text-cocoa-400 focus:border-amber-500 focus:outline-none aria-invalid:border-red-400"
      />
      <div className="flex justify-between gap-3 text-xs">
        <span id={`${id}-error`} className="text-red-700">
          {error}
        </span>
        <span className="text-cocoa-600">
          {value.length}/{maxCustomizationTextLength}
        </span>
      </div>
    </div>
  );
}

import { type ComponentProps, useId } from "react";

/** A labelled checkbox; spread react-hook-form's `register(name)` into it. */
export function CheckboxField({
  label,
  hint,
  ...input
}: { label: string; hint?: string } & ComponentProps<"input">) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-5 shrink-0 accent-amber-700"
        {...input}
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-cocoa-800">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-cocoa-500">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

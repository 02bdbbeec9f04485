import { type ComponentProps, useId } from "react";

type CheckboxFieldProps = { label: string; hint?: string } & Omit<ComponentProps<"input">, "type">;

/** A labelled checkbox that takes react-hook-form's `register(...)` props like any input. */
export function CheckboxField({ label, hint, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        {...input}
        id={id}
        type="checkbox"
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-5 shrink-0 rounded border-cocoa-300 accent-amber-600"
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

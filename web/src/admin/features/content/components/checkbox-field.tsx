import type { ComponentProps } from "react";

/** A labelled checkbox ("Show on the home page", "Published"), bound with react-hook-form's register. */
export function CheckboxField({
  label,
  hint,
  ...input
}: { label: string; hint?: string } & ComponentProps<"input">) {
  return (
    <label className="flex items-start gap-3 text-sm text-cocoa-800">
      <input type="checkbox" {...input} className="mt-0.5 size-5 shrink-0 accent-amber-600" />
      <span>
        <span className="font-medium">{label}</span>
        {hint && <span className="block text-xs text-cocoa-500">{hint}</span>}
      </span>
    </label>
  );
}

import { ChevronDown } from "lucide-react";
import { type ComponentProps, type ReactNode, useId } from "react";

const controlClass =
  "block w-full rounded-xl border bg-white px-4 py-3 text-cocoa-900 shadow-xs transition placeholder:text-cocoa-300 focus:border-amber-500 focus:ring-4 focus:ring-amber-100 focus:outline-none";

type FieldProps = { label: string; error?: string; hint?: string };

function Field({ label, error, hint, id, children }: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-cocoa-800">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-cocoa-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function controlProps(id: string, error: string | undefined, hint: string | undefined, extra = "") {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: `${controlClass} ${error ? "border-red-400" : "border-cocoa-200"} ${extra}`,
  };
}

export function TextField({
  label,
  error,
  hint,
  className,
  id: givenId,
  ...input
}: FieldProps & ComponentProps<"input">) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <Field label={label} error={error} hint={hint} id={id}>
      <input {...input} {...controlProps(id, error, hint, className)} />
    </Field>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  className,
  ...input
}: FieldProps & ComponentProps<"textarea">) {
  const id = useId();
  return (
    <Field label={label} error={error} hint={hint} id={id}>
      <textarea {...input} {...controlProps(id, error, hint, className)} />
    </Field>
  );
}

export function SelectField({
  label,
  error,
  hint,
  className,
  children,
  ...select
}: FieldProps & ComponentProps<"select">) {
  const id = useId();
  return (
    <Field label={label} error={error} hint={hint} id={id}>
      <div className="relative">
        <select {...select} {...controlProps(id, error, hint, `appearance-none pr-10 ${className ?? ""}`)}>
          {children}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-cocoa-500"
        />
      </div>
    </Field>
  );
}

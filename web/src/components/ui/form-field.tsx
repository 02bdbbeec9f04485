import { type InputHTMLAttributes, type TextareaHTMLAttributes, useId } from "react";

const controlClass =
  "block w-full rounded-xl border bg-white px-4 py-3 text-cocoa-900 shadow-xs transition placeholder:text-cocoa-300 focus:border-amber-500 focus:ring-4 focus:ring-amber-100 focus:outline-none";

type FieldProps = { label: string; error?: string };

function Field({ label, error, id, children }: FieldProps & { id: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-cocoa-800">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function controlProps(id: string, error: string | undefined) {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
    className: `${controlClass} ${error ? "border-red-400" : "border-cocoa-200"}`,
  };
}

export function TextField({ label, error, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <Field label={label} error={error} id={id}>
      <input {...input} {...controlProps(id, error)} />
    </Field>
  );
}

export function TextAreaField({
  label,
  error,
  ...input
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <Field label={label} error={error} id={id}>
      <textarea {...input} {...controlProps(id, error)} />
    </Field>
  );
}

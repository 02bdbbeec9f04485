import type { ReactNode } from "react";

/** One titled card of a long form, so staff find "Pictures" or "FAQs" at a glance. */
export function FormSection({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="rounded-xl border border-cocoa-100 bg-white p-4 md:p-6">
      <h2 className="text-lg text-cocoa-900">{title}</h2>
      {hint && <p className="mt-1 text-sm text-cocoa-600">{hint}</p>}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

/** A message under a group of fields (a list, a picker) that has no single input to sit under. */
export function GroupError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-red-700">
      {message}
    </p>
  );
}

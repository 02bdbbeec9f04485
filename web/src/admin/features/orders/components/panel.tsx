import type { ReactNode } from "react";

/** A titled white box of the order view. */
export function Panel({
  title,
  children,
  className = "",
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = `panel-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section
      aria-labelledby={id}
      className={`rounded-xl border border-cocoa-100 bg-white p-4 sm:p-5 ${className}`}
    >
      <h2 id={id} className="mb-3 font-semibold text-cocoa-900 text-lg">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A label and its value, one row of a `<dl>`. */
export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1">
      <dt className="shrink-0 text-cocoa-600">{label}</dt>
      <dd className="min-w-0 break-all text-right font-medium text-cocoa-900">{children}</dd>
    </div>
  );
}

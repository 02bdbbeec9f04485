import type { ReactNode } from "react";

type PageHeadingProps = { eyebrow?: string; title: string; children?: ReactNode };

export function PageHeading({ eyebrow, title, children }: PageHeadingProps) {
  return (
    <header className="mx-auto mb-10 max-w-2xl text-center md:mb-14">
      {eyebrow && (
        <p className="mb-3 text-xs font-semibold tracking-[0.25em] text-amber-700 uppercase">{eyebrow}</p>
      )}
      <h1 className="text-3xl leading-tight text-cocoa-900 md:text-5xl">{title}</h1>
      <div
        aria-hidden="true"
        className="mx-auto mt-5 h-px w-16 bg-gradient-to-r from-transparent via-amber-500 to-transparent"
      />
      {children && <div className="mt-5 text-cocoa-600 md:text-lg">{children}</div>}
    </header>
  );
}

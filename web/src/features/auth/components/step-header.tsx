import type { LucideIcon } from "lucide-react";
import { useEffect, useRef } from "react";

type StepHeaderProps = { icon: LucideIcon; title: string; subtitle: string };

/** Each step's heading; it takes focus when a later step appears, so screen readers announce the change. */
export function StepHeader({ icon: Icon, title, subtitle }: StepHeaderProps) {
  return (
    <header className="mb-7 text-center">
      <span className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-cocoa-900 text-amber-400 ring-8 ring-amber-50">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h1 className="text-2xl leading-tight text-cocoa-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 text-cocoa-600">{subtitle}</p>
    </header>
  );
}

/** Focuses the step's first field when the step appears. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

type EmptyStateProps = {
  icon: LucideIcon;
  title: string;
  description?: string;
  action?: ReactNode;
  /** "h1" when the state is the whole page (a not-found page), so the page still has its heading. */
  titleAs?: "h1" | "p";
};

export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  titleAs: Title = "p",
}: EmptyStateProps) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 px-6 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-amber-50 text-amber-700 ring-1 ring-amber-100">
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <Title className="font-display text-2xl text-cocoa-900">{title}</Title>
      {description && <p className="text-cocoa-600">{description}</p>}
      {action && <div className="mt-3">{action}</div>}
    </div>
  );
}

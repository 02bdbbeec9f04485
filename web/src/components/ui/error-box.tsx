import { AlertCircle } from "lucide-react";
import type { ReactNode } from "react";

/** The red box a form shows its failure in, read out as soon as it appears. */
export function ErrorBox({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <div
      role="alert"
      className={`flex items-start gap-2.5 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 ${className}`}
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-600" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

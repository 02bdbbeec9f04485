import { X } from "lucide-react";
import { type ReactNode, useId, useRef } from "react";
import { useModal } from "./use-modal";

type SidePanelProps = { title: string; onClose: () => void; children: ReactNode };

/** A panel that slides over the page from the right (the whole width on a phone), as a modal dialog. */
export function SidePanel({ title, onClose, children }: SidePanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModal(panel, onClose);
  return (
    <div className="fixed inset-0 z-50 flex justify-end">
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        onClick={onClose}
        className="absolute inset-0 cursor-default bg-cocoa-950/40 backdrop-blur-[2px]"
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="relative flex h-full w-full flex-col bg-cream-50 shadow-lift outline-none sm:max-w-md"
      >
        <header className="flex items-start justify-between gap-4 border-b border-cocoa-100 bg-white px-5 py-4">
          <h2 id={titleId} className="text-xl text-cocoa-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="-mr-2 flex size-9 shrink-0 items-center justify-center rounded-full text-cocoa-700 transition hover:bg-cocoa-100"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </header>
        <div className="flex-1 overflow-y-auto px-5 py-5">{children}</div>
      </div>
    </div>
  );
}

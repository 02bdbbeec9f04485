import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useRef, useState } from "react";
import { useModal } from "./use-modal";

export type ViewerItem = { type: "image" | "video"; url: string; label: string };

type MediaViewerProps = { items: ViewerItem[]; start: number; onClose: () => void };

const roundButton =
  "flex size-11 items-center justify-center rounded-full bg-white/90 text-cocoa-900 shadow-soft transition hover:bg-white";

/** Customers' photos and videos full size, one at a time, with previous/next (arrow keys too). */
export function MediaViewer({ items, start, onClose }: MediaViewerProps) {
  const [index, setIndex] = useState(start);
  const dialog = useRef<HTMLDivElement>(null);
  useModal(dialog, onClose);
  const item = items[index];
  if (!item) return null;
  const many = items.length > 1;
  const go = (step: number) => setIndex((current) => (current + step + items.length) % items.length);
  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={item.label}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (!many) return;
        if (event.key === "ArrowRight") go(1);
        if (event.key === "ArrowLeft") go(-1);
      }}
      className="fixed inset-0 z-50 flex flex-col bg-cocoa-950/90 outline-none"
    >
      <div className="flex items-center justify-between gap-4 px-4 py-3 text-cream-100">
        <p className="truncate text-sm">
          {item.label}
          {many && (
            <span className="ml-2 text-cream-200/70">
              {index + 1} / {items.length}
            </span>
          )}
        </p>
        <button type="button" onClick={onClose} aria-label="Close" className={roundButton}>
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="relative flex min-h-0 flex-1 items-center justify-center px-4 pb-6">
        {item.type === "image" ? (
          <img src={item.url} alt={item.label} className="max-h-full max-w-full rounded-xl object-contain" />
        ) : (
          // biome-ignore lint/a11y/useMediaCaption: customers' own clips come without caption files.
          <video
            key={item.url}
            src={item.url}
            controls
            autoPlay
            playsInline
            aria-label={item.label}
            className="max-h-full max-w-full rounded-xl bg-black"
          />
        )}
        {many && (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label="Previous"
              className={`${roundButton} absolute top-1/2 left-3 -translate-y-1/2`}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label="Next"
              className={`${roundButton} absolute top-1/2 right-3 -translate-y-1/2`}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </>
        )}
      </div>
    </div>
  );
}

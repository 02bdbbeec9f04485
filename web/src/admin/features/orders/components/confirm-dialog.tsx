import { type ReactNode, useEffect, useId, useRef } from "react";

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Wide for a dialog that lists choices side by side (the couriers to book with). */
  width?: "narrow" | "wide";
};

const widths = { narrow: "w-[min(28rem,calc(100vw-2rem))]", wide: "w-[min(40rem,calc(100vw-2rem))]" };

/**
 * A modal built on `<dialog>`: the browser keeps focus inside it, Escape closes it and the page
 * behind cannot be clicked, with no library.
 */
export function ConfirmDialog({ open, title, onClose, children, width = "narrow" }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className={`m-auto ${widths[width]} rounded-2xl bg-white p-5 text-cocoa-900 shadow-lift backdrop:bg-cocoa-950/50`}
    >
      <h2 id={titleId} className="mb-3 font-semibold text-lg">
        {title}
      </h2>
      {open && children}
    </dialog>
  );
}

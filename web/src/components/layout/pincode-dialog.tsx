import { isValidPincode, pincodeMessage } from "@contract/pincode";
import { placeOfPincode } from "@contract/pincode-places";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button";
import { TextField } from "@web/components/ui/form-field";
import { useModal } from "@web/components/ui/use-modal";
import { deliveryReachQueryOptions } from "@web/lib/delivery-reach";
import { saveLastPincode } from "@web/lib/last-pincode";
import { X } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";

type PincodeDialogProps = { pincode: string; onClose: () => void };

/**
 * Sets the pincode every page delivers to: six digits, checked against the shop's zones before it is
 * remembered, so the header never claims to deliver where the shop does not.
 */
export function PincodeDialog({ pincode, onClose }: PincodeDialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState(pincode);
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  useModal(panel, onClose);

  const wanted = typed.replace(/\s+/g, "");
  const place = isValidPincode(wanted) ? placeOfPincode(wanted) : null;

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidPincode(wanted)) {
      setProblem(pincodeMessage);
      return;
    }
    setChecking(true);
    setProblem(null);
    try {
      const reach = await queryClient.fetchQuery(deliveryReachQueryOptions(wanted));
      if (!reach.available) {
        setProblem(`We don't deliver to ${wanted} yet`);
        return;
      }
      saveLastPincode(wanted);
      onClose();
    } catch {
      setProblem("Failed to check delivery availability");
    } finally {
      setChecking(false);
    }
  };

  // Into <body>: the header's backdrop blur would otherwise make it the box `fixed` is measured from.
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-start justify-center px-4 pt-24 sm:items-center sm:pt-0">
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
        className="relative w-full max-w-sm rounded-2xl bg-cream-50 p-5 shadow-lift outline-none sm:p-6"
      >
        <h2 id={titleId} className="pr-8 text-xl text-cocoa-900">
          Where should your gift go?
        </h2>
        <p className="mt-1 text-sm text-cocoa-600">We'll show what can reach this pincode, and how soon.</p>
        <form noValidate onSubmit={apply} className="mt-4 flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <TextField
              label="Pincode"
              name="pincode"
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                setProblem(null);
              }}
              inputMode="numeric"
              autoComplete="postal-code"
              placeholder="6-digit pincode"
              maxLength={6}
              error={problem ?? undefined}
              hint={place ? (place.city ? `${place.city}, ${place.state}` : place.state) : undefined}
            />
          </div>
          <Button type="submit" disabled={checking} className="mt-7 shrink-0">
            {checking ? "Checking…" : "Apply"}
          </Button>
        </form>
        {/* Last, so opening the dialog puts the caret in the pincode field. */}
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="absolute top-3 right-3 flex size-9 items-center justify-center rounded-full text-cocoa-700 transition hover:bg-cocoa-100"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>,
    document.body,
  );
}

import { type CustomerCancelReason, customerCancelReasons, type Order } from "@contract/orders";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button";
import { ErrorBox } from "@web/components/ui/error-box";
import { TextField } from "@web/components/ui/form-field";
import { useModal } from "@web/components/ui/use-modal";
import { telHref } from "@web/lib/contact-links";
import { formatAmount } from "@web/lib/format-money";
import { ApiError } from "@web/lib/http";
import { serverMessageOr } from "@web/lib/server-message";
import { toast } from "@web/lib/toast";
import { X } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useCancelOrder } from "../api/cancel-order";
import { ordersQueryOptions } from "../api/get-orders";
import { useSupportContact } from "../use-support-contact";

const noteMaxLength = 200;
const reasons = Object.entries(customerCancelReasons) as [CustomerCancelReason, string][];

type Refusal = { message: string; contactUs: boolean };

/** The toast after a cancel: what comes back and when, or just that it is cancelled when nothing was paid. */
export function cancelledText(before: Order, after: Order): string {
  return before.payment_status === "PAID"
    ? `Order cancelled. ${formatAmount(after.total_amount)} will be back in your account in 5–7 working days.`
    : "Order cancelled.";
}

function SupportContact() {
  const contact = useSupportContact();
  if (!contact) return null;
  return (
    <p className="mt-2">
      Write to{" "}
      <a href={`mailto:${contact.email}`} className="font-semibold underline underline-offset-2">
        {contact.email}
      </a>{" "}
      or call{" "}
      <a href={telHref(contact.phone)} className="font-semibold underline underline-offset-2">
        {contact.phone}
      </a>
      .
    </p>
  );
}

/**
 * Decision 27: the shopper's own cancel, until the order is packed. A reason (radios) and an optional
 * note; the server's refusal is shown as it said it, with the shop's e-mail and phone when the order was
 * packed or sent meanwhile (409), since then only the shop can help.
 */
export function CancelOrderDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  const id = useId();
  const queryClient = useQueryClient();
  const cancel = useCancelOrder();
  const [reason, setReason] = useState<CustomerCancelReason | null>(null);
  const [note, setNote] = useState("");
  const [missingReason, setMissingReason] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  useModal(panel, () => {
    if (!cancel.isPending) onClose();
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissingReason(true);
      return;
    }
    setRefusal(null);
    cancel.mutate(
      { orderId: order.id, reason, note: note.trim() || null },
      {
        onSuccess: (cancelled) => {
          toast.success(cancelledText(order, cancelled));
          onClose();
        },
        onError: (error) => {
          const conflict = error instanceof ApiError && error.status === 409;
          setRefusal({
            message: serverMessageOr(error, "Failed to cancel the order. Please try again."),
            contactUs: conflict,
          });
          // Packed or sent meanwhile: the list and the order are read again and no longer offer the cancel.
          if (conflict) void queryClient.invalidateQueries({ queryKey: ordersQueryOptions().queryKey });
        },
      },
    );
  };

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center px-4 pb-4 sm:items-center sm:pb-0">
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        onClick={() => !cancel.isPending && onClose()}
        className="absolute inset-0 cursor-default bg-cocoa-950/40 backdrop-blur-[2px]"
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
        className="relative max-h-[calc(100dvh-2rem)] w-full max-w-md overflow-y-auto rounded-2xl bg-cream-50 p-5 shadow-lift outline-none sm:p-6"
      >
        <h2 id={`${id}-title`} className="pr-8 text-xl text-cocoa-900">
          Cancel order #{order.order_number}?
        </h2>
        <p className="mt-1 text-sm text-cocoa-600">
          {order.payment_status === "PAID"
            ? `We will refund ${formatAmount(order.total_amount)} to your original payment method.`
            : "No money has been taken for this order."}
        </p>
        <form noValidate onSubmit={submit} className="mt-4 space-y-4">
          <fieldset aria-describedby={missingReason && !reason ? `${id}-reason-error` : undefined}>
            <legend className="mb-2 text-sm font-medium text-cocoa-800">Why are you cancelling?</legend>
            <div className="space-y-2">
              {reasons.map(([value, label]) => (
                <label
                  key={value}
                  className={`flex cursor-pointer items-center gap-3 rounded-xl bg-white px-4 py-2.5 text-sm text-cocoa-900 transition has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-amber-200 ${
                    reason === value ? "ring-2 ring-amber-500" : "ring-1 ring-cocoa-100 hover:ring-amber-400"
                  }`}
                >
                  <input
                    type="radio"
                    name={`${id}-reason`}
                    value={value}
                    checked={reason === value}
                    onChange={() => setReason(value)}
                    className="size-4 shrink-0 accent-amber-600"
                  />
                  {label}
                </label>
              ))}
            </div>
            {missingReason && !reason && (
              <p id={`${id}-reason-error`} className="mt-1.5 text-sm text-red-700">
                Please choose a reason
              </p>
            )}
          </fieldset>
          <TextField
            label="Anything else? (optional)"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={noteMaxLength}
            hint={`${note.length}/${noteMaxLength}`}
            autoComplete="off"
          />
          {refusal && (
            <ErrorBox>
              <p>{refusal.message}</p>
              {refusal.contactUs && <SupportContact />}
            </ErrorBox>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="ghost" size="sm" onClick={onClose} disabled={cancel.isPending}>
              Keep order
            </Button>
            <Button type="submit" variant="primary" size="sm" disabled={cancel.isPending}>
              {cancel.isPending ? "Cancelling…" : "Cancel order"}
            </Button>
          </div>
        </form>
        <button
          type="button"
          onClick={onClose}
          disabled={cancel.isPending}
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

import { Button } from "@web/components/ui/button";
import { TicketPercent, X } from "lucide-react";
import { type FormEvent, useId } from "react";

type CouponFormProps = {
  code: string;
  onCodeChange: (code: string) => void;
  /** The code whose discount is applied now, if any. */
  appliedCode: string | null;
  busy: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
};

/** Product §2 payment step: a coupon input with Apply (a non-empty code only, product §5). */
export function CouponForm({ code, onCodeChange, appliedCode, busy, onApply, onRemove }: CouponFormProps) {
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed !== "") onApply(trimmed);
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Coupon">
      <label
        htmlFor={inputId}
        className="mb-1.5 flex items-center gap-2 text-sm font-semibold text-cocoa-900"
      >
        <TicketPercent aria-hidden="true" className="size-4 text-amber-700" />
        Have a coupon?
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={code}
          onChange={(event) => onCodeChange(event.target.value.toUpperCase())}
          maxLength={50}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="Enter coupon code"
          aria-label="Coupon code"
          className="h-11 min-w-0 flex-1 rounded-full border border-cocoa-200 bg-white px-4 text-sm tracking-wide text-cocoa-900 uppercase shadow-xs transition placeholder:tracking-normal placeholder:text-cocoa-400 placeholder:normal-case focus:border-amber-500 focus:ring-4 focus:ring-amber-100 focus:outline-none"
        />
        <Button type="submit" variant="primary" disabled={busy || code.trim() === ""} className="shrink-0">
          {busy ? "Applying…" : "Apply"}
        </Button>
      </div>
      {appliedCode && (
        <p className="mt-2 flex items-center gap-2 text-sm text-emerald-800">
          <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 font-semibold ring-1 ring-emerald-200">
            {appliedCode}
          </span>
          applied
          <button
            type="button"
            onClick={onRemove}
            className="ml-auto inline-flex items-center gap-1 rounded-full px-2 py-1 text-xs font-medium text-cocoa-600 hover:bg-cocoa-100"
          >
            <X aria-hidden="true" className="size-3.5" />
            Remove
          </button>
        </p>
      )}
    </form>
  );
}

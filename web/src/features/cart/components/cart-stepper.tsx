import { Minus, Plus } from "lucide-react";

type CartStepperProps = {
  value: number;
  max: number;
  busy: boolean;
  label: string;
  onChange: (value: number) => void;
};

const stepClass =
  "flex size-9 items-center justify-center text-cocoa-800 transition hover:bg-cocoa-100 disabled:cursor-not-allowed disabled:text-cocoa-300 disabled:hover:bg-transparent";

/**
 * Product §5: minimum 1 on the minus button; plus stops at the stock on hand. While a change is on its
 * way the buttons wait, so answers cannot arrive out of order.
 */
export function CartStepper({ value, max, busy, label, onChange }: CartStepperProps) {
  return (
    <fieldset
      aria-busy={busy}
      className="inline-flex items-center overflow-hidden rounded-full border border-cocoa-200 bg-white"
    >
      <legend className="sr-only">Quantity of {label}</legend>
      <button
        type="button"
        aria-label={`Decrease quantity of ${label}`}
        disabled={busy || value <= 1}
        onClick={() => onChange(value - 1)}
        className={stepClass}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <output
        aria-label={`Quantity of ${label}`}
        className="w-9 text-center text-sm font-semibold text-cocoa-900"
      >
        {value}
      </output>
      <button
        type="button"
        aria-label={`Increase quantity of ${label}`}
        disabled={busy || value >= max}
        onClick={() => onChange(value + 1)}
        className={stepClass}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </fieldset>
  );
}

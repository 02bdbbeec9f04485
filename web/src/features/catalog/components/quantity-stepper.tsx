import { Minus, Plus } from "lucide-react";

type QuantityStepperProps = { value: number; max: number; onChange: (value: number) => void };

const stepClass =
  "flex size-11 items-center justify-center text-cocoa-800 transition hover:bg-cocoa-100 disabled:cursor-not-allowed disabled:text-cocoa-300 disabled:hover:bg-transparent";

/** Product §5: the product page quantity is between 1 and the stock. */
export function QuantityStepper({ value, max, onChange }: QuantityStepperProps) {
  return (
    <div className="flex items-center gap-3">
      <fieldset className="inline-flex items-center overflow-hidden rounded-full border border-cocoa-200 bg-white shadow-xs">
        <legend className="sr-only">Quantity</legend>
        <button
          type="button"
          aria-label="Decrease quantity"
          disabled={value <= 1}
          onClick={() => onChange(Math.max(1, value - 1))}
          className={stepClass}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <output
          aria-live="polite"
          aria-label="Quantity"
          className="w-10 text-center font-semibold text-cocoa-900"
        >
          {value}
        </output>
        <button
          type="button"
          aria-label="Increase quantity"
          disabled={value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
          className={stepClass}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </fieldset>
      <span className="text-sm text-cocoa-500">({max} available)</span>
    </div>
  );
}

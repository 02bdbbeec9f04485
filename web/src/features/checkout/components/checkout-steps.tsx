import { Check } from "lucide-react";
import type { CheckoutStep } from "../checkout-state";

const steps: { step: CheckoutStep; label: string }[] = [
  { step: 1, label: "Address" },
  { step: 2, label: "Shipping" },
  { step: 3, label: "Payment" },
];

type CheckoutStepsProps = { current: CheckoutStep; onSelect: (step: CheckoutStep) => void };

/** Product §2: 1 Address, 2 Shipping, 3 Payment; every step is a button (the page decides what a jump allows). */
export function CheckoutSteps({ current, onSelect }: CheckoutStepsProps) {
  return (
    <nav aria-label="Checkout steps">
      <ol className="flex items-center">
        {steps.map(({ step, label }, index) => {
          const done = step < current;
          const active = step === current;
          return (
            <li key={step} className={`flex items-center ${index > 0 ? "flex-1" : ""}`}>
              {index > 0 && (
                <span
                  aria-hidden="true"
                  className={`mx-2 h-0.5 flex-1 rounded-full sm:mx-4 ${done || active ? "bg-amber-500" : "bg-cocoa-200"}`}
                />
              )}
              <button
                type="button"
                onClick={() => onSelect(step)}
                aria-current={active ? "step" : undefined}
                className="group flex items-center gap-2 rounded-full py-1 pr-2 text-left"
              >
                <span
                  className={`flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold transition ${
                    active
                      ? "bg-cocoa-900 text-amber-300 ring-4 ring-amber-200"
                      : done
                        ? "bg-amber-700 text-white group-hover:bg-amber-800"
                        : "bg-white text-cocoa-500 ring-1 ring-cocoa-200 group-hover:ring-amber-400"
                  }`}
                >
                  {done ? <Check aria-hidden="true" className="size-4" /> : step}
                </span>
                <span
                  className={`text-sm font-semibold ${active ? "text-cocoa-900" : "text-cocoa-600"} ${
                    active ? "" : "max-sm:sr-only"
                  }`}
                >
                  {label}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

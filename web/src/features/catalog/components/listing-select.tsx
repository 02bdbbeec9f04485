import { ChevronDown } from "lucide-react";
import { type ReactNode, useId } from "react";

const selectClass =
  "h-9 max-w-52 appearance-none rounded-full border border-cocoa-200 bg-white pr-9 pl-3.5 text-sm font-medium text-cocoa-900 shadow-xs focus:border-amber-500 focus:ring-4 focus:ring-amber-100 focus:outline-none";

type LabelledSelectProps = {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
};

/** The label stands beside the select rather than around it, so the select's name is the label alone. */
export function LabelledSelect({ label, value, onChange, children }: LabelledSelectProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm text-cocoa-600">
      <label htmlFor={id}>{label}</label>
      <span className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={selectClass}
        >
          {children}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-cocoa-500"
        />
      </span>
    </div>
  );
}

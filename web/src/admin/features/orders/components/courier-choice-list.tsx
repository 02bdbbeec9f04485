import type { CourierChoices } from "@contract/admin/shipments";
import { isIndiaDate, shortDayText } from "@contract/india-time";
import { formatAmount } from "@web/lib/format-money";
import { AlertTriangle } from "lucide-react";
import { useId } from "react";

type Courier = CourierChoices["couriers"][number];

/** Shiprocket's etd is an India date; anything else it sends is shown as it came. */
const dayText = (date: string) => (isIndiaDate(date) ? shortDayText(date) : date);

function courierFacts(courier: Courier): string {
  const days = courier.days === null ? null : `${courier.days} ${courier.days === 1 ? "day" : "days"}`;
  const arrives = courier.etd ? `arrives ${dayText(courier.etd)}` : null;
  return [formatAmount(courier.charge), days, arrives, courier.mode].filter(Boolean).join(" · ");
}

type Props = {
  choices: CourierChoices;
  /** The courier id picked, or null for Shiprocket's own recommendation. */
  selected: number | null;
  onSelect: (courierId: number | null) => void;
};

const optionClass =
  "flex cursor-pointer items-start gap-3 rounded-xl border border-cocoa-200 p-3 has-checked:border-amber-500 has-checked:bg-amber-50/60";

/**
 * The couriers to book with as radios: Shiprocket's recommendation first, then each courier with its
 * charge, days and expected arrival, warning when it arrives after the day promised to the customer.
 */
export function CourierChoiceList({ choices, selected, onSelect }: Props) {
  const name = useId();
  const promised = dayText(choices.promised_on);
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 font-medium text-cocoa-800 text-sm">Courier</legend>
      <label className={optionClass}>
        <input
          type="radio"
          name={name}
          checked={selected === null}
          onChange={() => onSelect(null)}
          className="mt-1 size-4 accent-amber-600"
        />
        <span className="text-sm">
          <span className="block font-medium text-cocoa-900">Recommended by Shiprocket</span>
          <span className="block text-cocoa-600">Shiprocket picks the courier when it books.</span>
        </span>
      </label>
      {choices.couriers.map((courier) => {
        const lateId = `${name}-late-${courier.id}`;
        return (
          <label key={courier.id} className={optionClass}>
            <input
              type="radio"
              name={name}
              value={courier.id}
              checked={selected === courier.id}
              onChange={() => onSelect(courier.id)}
              aria-describedby={courier.late ? lateId : undefined}
              className="mt-1 size-4 accent-amber-600"
            />
            <span className="min-w-0 text-sm">
              <span className="block font-medium text-cocoa-900">
                {courier.name}
                {courier.id === choices.recommended_courier_id && (
                  <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 font-semibold text-emerald-800 text-xs ring-1 ring-emerald-200">
                    Recommended
                  </span>
                )}
              </span>
              <span className="block text-cocoa-600">{courierFacts(courier)}</span>
              {courier.late && (
                <span id={lateId} className="mt-1 flex items-center gap-1.5 font-medium text-amber-800">
                  <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
                  Arrives after the promised {promised}
                </span>
              )}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

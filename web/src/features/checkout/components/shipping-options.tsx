import type { ShippingOption } from "@contract/delivery";
import { shippingOptionNames } from "@contract/shipping";
import { formatDeliveryDate } from "@web/lib/format-date";
import { formatAmount } from "@web/lib/format-money";
import { CalendarHeart, CheckCircle2, Truck, Zap } from "lucide-react";

/** The shipping step's choices: product §2's Standard and Express cards, and decision 24's hand delivery. */

function dayCount(days: number): string {
  return `${days} ${days === 1 ? "day" : "days"}`;
}

const optionClass = (selected: boolean) =>
  `flex w-full items-start gap-4 rounded-2xl bg-white p-4 text-left shadow-soft transition enabled:hover:ring-amber-400 disabled:cursor-not-allowed disabled:opacity-60 sm:p-5 ${
    selected ? "bg-amber-50/60 ring-2 ring-amber-500" : "ring-1 ring-cocoa-100"
  }`;

function Charge({ charge, free, selected }: { charge: string; free: boolean; selected: boolean }) {
  return (
    <span className="flex shrink-0 flex-col items-end gap-1">
      {free ? (
        <span className="text-right">
          <span className="block font-bold text-emerald-700">FREE</span>
          <s className="block text-xs text-cocoa-500">{formatAmount(charge)}</s>
        </span>
      ) : (
        <span className="font-bold text-cocoa-900">{formatAmount(charge)}</span>
      )}
      {selected && <CheckCircle2 aria-hidden="true" className="size-5 text-amber-600" />}
    </span>
  );
}

export function OptionButton({
  option,
  selected,
  free,
  refused,
  describedBy,
  onSelect,
}: {
  option: ShippingOption;
  selected: boolean;
  free: boolean;
  /** Courier is refused for this cart (or not offered by the zone): the option is disabled. */
  refused: boolean;
  /** The id of the text saying why, when there is one. */
  describedBy: string | null;
  onSelect: () => void;
}) {
  const fastest = option.code === "E";
  const Icon = fastest ? Zap : Truck;
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-pressed={selected}
      disabled={refused}
      aria-describedby={describedBy ?? undefined}
      className={optionClass(selected)}
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2 font-semibold text-cocoa-900">
          {shippingOptionNames[option.code]} Delivery
          {fastest && (
            <span className="rounded-full bg-cocoa-900 px-2 py-0.5 text-[0.65rem] font-bold tracking-wider text-amber-300 uppercase">
              Fastest
            </span>
          )}
        </span>
        <span className="mt-0.5 block text-sm text-cocoa-600">{dayCount(option.days)}</span>
        <span className="block text-sm text-cocoa-600">
          Estimated delivery:{" "}
          <span className="font-medium whitespace-nowrap text-cocoa-900">
            {formatDeliveryDate(option.days)}
          </span>
        </span>
        <span className="mt-1 block text-xs text-cocoa-500">
          Free shipping for orders above {formatAmount(option.free_shipping_value)}
        </span>
      </span>
      <Charge charge={option.charge} free={free} selected={selected} />
    </button>
  );
}

export function HandOptionButton({
  area,
  terms,
  selected,
  free,
  onSelect,
}: {
  area: string;
  terms: Pick<ShippingOption, "charge" | "free_shipping_value">;
  selected: boolean;
  free: boolean;
  onSelect: () => void;
}) {
  return (
    <button type="button" onClick={onSelect} aria-pressed={selected} className={optionClass(selected)}>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700">
        <CalendarHeart aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-cocoa-900">Hand delivery on a date you choose</span>
        <span className="mt-0.5 block text-sm text-cocoa-600">
          By our own team in {area}, on the day and at the time you pick
        </span>
        <span className="mt-1 block text-xs text-cocoa-500">
          Free delivery for orders above {formatAmount(terms.free_shipping_value)}
        </span>
      </span>
      <Charge charge={terms.charge} free={free} selected={selected} />
    </button>
  );
}

import type { DeliveryCheckResponse, ShippingOption } from "@contract/delivery";
import { shippingOptionNames } from "@contract/shipping";
import { formatDeliveryDate } from "@web/lib/format-date";
import { formatAmount } from "@web/lib/format-money";
import { CalendarHeart, MapPinOff, Truck, Zap } from "lucide-react";

function dayCount(days: number): string {
  return `${days} ${days === 1 ? "day" : "days"}`;
}

function OptionRow({ option, fastest }: { option: ShippingOption; fastest: boolean }) {
  const label = shippingOptionNames[option.code];
  const Icon = fastest ? Zap : Truck;
  return (
    <li className="flex items-start gap-3 rounded-2xl bg-white p-3.5 ring-1 ring-cocoa-100">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700">
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-cocoa-900">
          {label}
          {fastest && (
            <span className="rounded-full bg-cocoa-900 px-2 py-0.5 text-[0.65rem] font-bold tracking-wider text-amber-300 uppercase">
              Fastest
            </span>
          )}
        </p>
        <p className="text-sm text-cocoa-600">
          Get it by{" "}
          <span className="font-medium whitespace-nowrap text-cocoa-900">
            {formatDeliveryDate(option.days)}
          </span>
        </p>
        <p className="text-xs text-cocoa-500">{dayCount(option.days)}</p>
      </div>
      <div className="text-right">
        <p className="font-semibold text-cocoa-900">{formatAmount(option.charge)}</p>
        <p className="text-xs text-cocoa-500">Free above {formatAmount(option.free_shipping_value)}</p>
      </div>
    </li>
  );
}

function HandDeliveryRow({
  handDelivery,
}: {
  handDelivery: NonNullable<DeliveryCheckResponse["hand_delivery"]>;
}) {
  return (
    <li className="flex items-start gap-3 rounded-2xl bg-white p-3.5 ring-1 ring-amber-200">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700">
        <CalendarHeart aria-hidden="true" className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-cocoa-900">Hand delivery in {handDelivery.area}</p>
        <p className="text-sm text-cocoa-600">
          {handDelivery.earliest ? (
            <>
              Earliest: <span className="font-medium text-cocoa-900">{handDelivery.earliest.text}</span>
            </>
          ) : (
            "Fully booked for the coming days"
          )}
        </p>
        <p className="text-xs text-cocoa-500">Choose the date and time at checkout</p>
      </div>
    </li>
  );
}

/**
 * Product §2: Standard and Express with dates and charges, or the not-available line; and the pincode.
 * Ours beside them (decision 24): the earliest hand delivery where the shop delivers itself, and why a
 * product cannot reach the pincode when it is one that goes only by hand.
 */
export function DeliveryOptions({ result }: { result: DeliveryCheckResponse }) {
  const { standard, express } = result.shipping_options;
  const hand = result.hand_delivery;
  return (
    <div className="mt-4 space-y-3" aria-live="polite">
      <p className="text-sm text-cocoa-600">
        Delivering to: <span className="font-semibold text-cocoa-900">{result.pincode}</span>
      </p>
      {result.available && (standard || express || hand) ? (
        <ul className="space-y-2.5">
          {hand && <HandDeliveryRow handDelivery={hand} />}
          {standard && <OptionRow option={standard} fastest={false} />}
          {express && <OptionRow option={express} fastest />}
        </ul>
      ) : (
        <p className="flex items-center gap-2.5 rounded-2xl bg-red-50 p-3.5 text-sm font-medium text-red-800 ring-1 ring-red-100">
          <MapPinOff aria-hidden="true" className="size-5 shrink-0" />
          {result.unavailable_reason ?? "Sorry, delivery not available in this area"}
        </p>
      )}
    </div>
  );
}

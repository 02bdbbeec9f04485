import type { Address } from "@contract/address";
import type { ShippingOption } from "@contract/delivery";
import { type ShippingCode, shippingOptionNames } from "@contract/shipping";
import { AddressLines } from "@web/components/account/address-lines";
import { Button, ButtonLink } from "@web/components/ui/button";
import { ErrorState } from "@web/components/ui/error-state";
import { Skeleton } from "@web/components/ui/skeleton";
import { formatDeliveryDate } from "@web/lib/format-date";
import { formatAmount } from "@web/lib/format-money";
import { toast } from "@web/lib/toast";
import { CheckCircle2, MapPinOff, Pencil, Truck, Zap } from "lucide-react";
import { useEffect } from "react";
import type { useDeliveryCheck } from "../api/check-delivery";
import { availableOptions } from "../shipping-choice";

/** Product §2: 'Edit Address' goes to the address manager, which brings the shopper back. */
export const editAddressPath = "/profile?tab=addresses&redirect=checkout";

type ShippingStepProps = {
  address: Address;
  /** The delivery check for the address's pincode (the page keeps it: the payment step prices with it). */
  delivery: ReturnType<typeof useDeliveryCheck>;
  selected: ShippingCode | null;
  /** Whether this option ships free on the current order (the quote decides). */
  isFree: (option: ShippingOption) => boolean;
  onSelect: (option: ShippingOption) => void;
  onChangeAddress: () => void;
  /** Saves the checkout state before 'Edit Address' leaves for /profile. */
  onLeave: () => void;
};

function dayCount(days: number): string {
  return `${days} ${days === 1 ? "day" : "days"}`;
}

function OptionButton({
  option,
  selected,
  free,
  onSelect,
}: {
  option: ShippingOption;
  selected: boolean;
  free: boolean;
  onSelect: () => void;
}) {
  const fastest = option.code === "E";
  const Icon = fastest ? Zap : Truck;
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-pressed={selected}
      className={`flex w-full items-start gap-4 rounded-2xl bg-white p-4 text-left shadow-soft transition hover:ring-amber-400 sm:p-5 ${
        selected ? "bg-amber-50/60 ring-2 ring-amber-500" : "ring-1 ring-cocoa-100"
      }`}
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
      <span className="flex shrink-0 flex-col items-end gap-1">
        {free ? (
          <span className="text-right">
            <span className="block font-bold text-emerald-700">FREE</span>
            <s className="block text-xs text-cocoa-500">{formatAmount(option.charge)}</s>
          </span>
        ) : (
          <span className="font-bold text-cocoa-900">{formatAmount(option.charge)}</span>
        )}
        {selected && <CheckCircle2 aria-hidden="true" className="size-5 text-amber-600" />}
      </span>
    </button>
  );
}

/** Product §2 shipping step: delivery checked for the address's pincode, Standard and Express, or not available. */
export function ShippingStep({
  address,
  delivery,
  selected,
  isFree,
  onSelect,
  onChangeAddress,
  onLeave,
}: ShippingStepProps) {
  const options = availableOptions(delivery.data);
  const available = options.length > 0;
  const unavailable = delivery.isSuccess && !available;

  useEffect(() => {
    if (unavailable) toast.error("Delivery is not available at this location", { id: "checkout-delivery" });
  }, [unavailable]);
  useEffect(() => {
    if (delivery.isError)
      toast.error("Failed to check delivery availability. Please try again.", { id: "checkout-delivery" });
  }, [delivery.isError]);

  return (
    <section aria-labelledby="shipping-step-title" className="space-y-5">
      <div className="flex flex-col gap-3 rounded-2xl bg-cream-200/60 p-4 ring-1 ring-cocoa-100 sm:flex-row sm:items-start sm:justify-between sm:p-5">
        <div>
          <p className="mb-1 text-xs font-semibold tracking-wider text-cocoa-600 uppercase">Delivering to</p>
          <AddressLines address={address} />
        </div>
        <ButtonLink to={editAddressPath} onClick={onLeave} variant="outline" size="sm" className="self-start">
          <Pencil aria-hidden="true" className="size-4" />
          Edit Address
        </ButtonLink>
      </div>

      <h2
        id="shipping-step-title"
        className={`text-xl text-cocoa-900 sm:text-2xl ${unavailable ? "sr-only" : ""}`}
      >
        Choose Shipping Method
      </h2>
      {delivery.isPending ? (
        <div className="space-y-3">
          <Skeleton className="h-28 rounded-2xl" />
          <Skeleton className="h-28 rounded-2xl" />
        </div>
      ) : delivery.isError ? (
        <ErrorState
          message="Failed to check delivery availability. Please try again."
          onRetry={() => void delivery.refetch()}
        />
      ) : available ? (
        <ul className="space-y-3">
          {options.map((option) => (
            <li key={option.code}>
              <OptionButton
                option={option}
                selected={selected === option.code}
                free={isFree(option)}
                onSelect={() => onSelect(option)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-2xl bg-red-50 px-6 py-10 text-center ring-1 ring-red-100"
        >
          <span className="flex size-14 items-center justify-center rounded-full bg-white text-red-600 ring-1 ring-red-100">
            <MapPinOff aria-hidden="true" className="size-7" />
          </span>
          <p className="font-display text-xl text-red-900">Delivery Not Available</p>
          <p className="max-w-sm text-sm text-red-800">
            We don't deliver to {address.city} {address.pincode} yet. Please choose another address.
          </p>
          <Button variant="primary" onClick={onChangeAddress} className="mt-1">
            Change Delivery Address
          </Button>
        </div>
      )}
    </section>
  );
}

import type { Address } from "@contract/address";
import type { ShippingOption } from "@contract/delivery";
import { deliveryMessages } from "@contract/delivery-slots";
import type { ShippingCode } from "@contract/shipping";
import { AddressLines } from "@web/components/account/address-lines";
import { Button, ButtonLink } from "@web/components/ui/button";
import { ErrorBox } from "@web/components/ui/error-box";
import { ErrorState } from "@web/components/ui/error-state";
import { Skeleton } from "@web/components/ui/skeleton";
import { ApiError } from "@web/lib/http";
import { toast } from "@web/lib/toast";
import { MapPinOff, Pencil } from "lucide-react";
import { useEffect, useId } from "react";
import type { useDeliveryCheck } from "../api/check-delivery";
import type { useDeliveryCalendar } from "../api/get-delivery-calendar";
import { availableOptions, courierRefusal, type HandPick } from "../shipping-choice";
import { CutoffCountdown } from "./cutoff-countdown";
import { HandDeliveryStep } from "./hand-delivery-step";
import { HandOptionButton, OptionButton } from "./shipping-options";

/** Product §2: 'Edit Address' goes to the address manager, which brings the shopper back. */
export const editAddressPath = "/profile?tab=addresses&redirect=checkout";

type ShippingStepProps = {
  address: Address;
  /** The delivery check for the address's pincode (the page keeps it: the payment step prices with it). */
  delivery: ReturnType<typeof useDeliveryCheck>;
  /** The address's hand-delivery calendar (decision 24); `area: null` keeps the spec's courier screen. */
  calendar: ReturnType<typeof useDeliveryCalendar>;
  selected: ShippingCode | null;
  /** Whether this option (courier's, or hand delivery's terms) ships free on the current order. */
  isFree: (terms: Pick<ShippingOption, "days" | "charge" | "free_shipping_value">) => boolean;
  onSelect: (option: ShippingOption) => void;
  onSelectHand: () => void;
  picked: HandPick | null;
  onPick: (pick: HandPick) => void;
  /** Hand delivery with a bookable slot picked: on to payment. */
  onContinue: () => void;
  /** Why create_order sent the shopper back here (a slot that filled, closed or changed its fee). */
  problem: string | null;
  onChangeAddress: () => void;
  /** Saves the checkout state before 'Edit Address' leaves for /profile. */
  onLeave: () => void;
};

/**
 * Product §2 shipping step: delivery checked for the address's pincode, Standard and Express, or not
 * available. Where the shop delivers by hand (decision 24), hand delivery on a chosen date and slot
 * beside them, today's cut-off counted down, and courier refused with the reason when an item needs hand
 * delivery.
 */
export function ShippingStep({
  address,
  delivery,
  calendar,
  selected,
  isFree,
  onSelect,
  onSelectHand,
  picked,
  onPick,
  onContinue,
  problem,
  onChangeAddress,
  onLeave,
}: ShippingStepProps) {
  const refusalId = useId();
  const options = availableOptions(delivery.data);
  const handZone = calendar.data?.area ? calendar.data : null;
  const refusal = courierRefusal(calendar.data);
  const pending = delivery.isPending || calendar.isPending;
  // The calendar refuses (400) a pincode no zone serves, which the delivery check's answer already says.
  const unserved = calendar.error instanceof ApiError && calendar.error.status === 400;
  const failed = delivery.isError || (calendar.isError && !unserved);
  const courierUsable = options.length > 0 && refusal === null;
  const available = handZone !== null || courierUsable;
  const unavailable = !pending && !failed && !available;
  // Hand delivery is the only way when courier is not offered here or refused for this cart.
  const handOnly = handZone !== null && !courierUsable;
  const showHand = handZone !== null && (handOnly || selected === "L");
  const whyNot = refusal || "Delivery is not available at this location";

  useEffect(() => {
    if (unavailable) toast.error(whyNot, { id: "checkout-delivery" });
  }, [unavailable, whyNot]);
  useEffect(() => {
    if (failed)
      toast.error("Failed to check delivery availability. Please try again.", { id: "checkout-delivery" });
  }, [failed]);

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
      {pending ? (
        <div className="space-y-3">
          <Skeleton className="h-28 rounded-2xl" />
          <Skeleton className="h-28 rounded-2xl" />
        </div>
      ) : failed ? (
        <ErrorState
          message="Failed to check delivery availability. Please try again."
          onRetry={() => {
            if (delivery.isError) void delivery.refetch();
            if (calendar.isError) void calendar.refetch();
          }}
        />
      ) : available ? (
        <>
          {problem && <ErrorBox>{problem}</ErrorBox>}
          {handZone?.same_day_order_by && (
            <CutoffCountdown
              orderBy={handZone.same_day_order_by}
              serverNow={handZone.now}
              receivedAt={calendar.dataUpdatedAt}
              onZero={() => void calendar.refetch()}
            />
          )}
          <ul className="space-y-3">
            {handZone?.terms && options.length > 0 && (
              <li>
                <HandOptionButton
                  area={handZone.area ?? ""}
                  terms={handZone.terms}
                  selected={showHand}
                  free={isFree(handZone.terms)}
                  onSelect={onSelectHand}
                />
              </li>
            )}
            {options.map((option) => (
              <li key={option.code}>
                <OptionButton
                  option={option}
                  selected={selected === option.code && refusal === null}
                  free={isFree(option)}
                  refused={refusal !== null}
                  describedBy={refusal ? refusalId : null}
                  onSelect={() => onSelect(option)}
                />
              </li>
            ))}
          </ul>
          {refusal && options.length > 0 && (
            <p id={refusalId} className="text-sm font-medium text-red-800">
              {refusal}
            </p>
          )}
          {showHand && handZone && (
            <>
              <HandDeliveryStep calendar={handZone} picked={picked} onPick={onPick} />
              <div className="flex flex-wrap items-center justify-end gap-3">
                {!picked && <p className="text-sm text-cocoa-600">{deliveryMessages.chooseDate}</p>}
                <Button variant="gold" onClick={onContinue} disabled={!picked}>
                  Continue to Payment
                </Button>
              </div>
            </>
          )}
        </>
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
            {refusal ||
              `We don't deliver to ${address.city} ${address.pincode} yet. Please choose another address.`}
          </p>
          <Button variant="primary" onClick={onChangeAddress} className="mt-1">
            Change Delivery Address
          </Button>
        </div>
      )}
    </section>
  );
}

import type { Address } from "@contract/address";
import { isValidPincode, pincodeMessage } from "@contract/pincode";
import { Button } from "@web/components/ui/button";
import { readLastPincode, saveLastPincode } from "@web/lib/last-pincode";
import { toast } from "@web/lib/toast";
import { useHydrated } from "@web/lib/use-hydrated";
import { MapPin } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useCheckDelivery } from "../api/check-delivery";
import { DeliveryOptions } from "./delivery-options";

type DeliveryCheckProps = {
  productId: number;
  /** A signed-in customer's saved addresses; absent for guests or when they could not be loaded. */
  addresses?: Address[];
};

const otherPincode = "other";
const controlClass =
  "h-11 w-full rounded-full border bg-white px-4 text-sm text-cocoa-900 shadow-xs transition placeholder:text-cocoa-400 focus:border-amber-500 focus:ring-4 focus:ring-amber-100 focus:outline-none";

function addressLabel(address: Address): string {
  return `${address.full_name}, ${address.city} ${address.pincode}${address.is_default ? " (default)" : ""}`;
}

/** Choose the saved address with the last pincode used, else the default, else the first. */
function initialChoice(addresses: Address[], lastPincode: string): string {
  const pick =
    addresses.find((a) => a.pincode === lastPincode) ?? addresses.find((a) => a.is_default) ?? addresses[0];
  return pick ? String(pick.id) : otherPincode;
}

/** Product §2 delivery checker: a pincode (or a saved address), Check, then the options or a sorry. */
export function DeliveryCheck({ productId, addresses = [] }: DeliveryCheckProps) {
  const hydrated = useHydrated();
  // The remembered pincode lives in this browser only: the server's HTML has an empty field.
  const [pincode, setPincode] = useState(() => (hydrated ? readLastPincode() : ""));
  useEffect(() => {
    if (hydrated) setPincode((typed) => typed || readLastPincode());
  }, [hydrated]);
  // Null until the shopper picks: the addresses may arrive after the page does.
  const [picked, setPicked] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const check = useCheckDelivery();
  const inputId = useId();
  const errorId = useId();

  const choice = picked ?? initialChoice(addresses, pincode);
  const chosenAddress = addresses.find((a) => String(a.id) === choice);
  const usingAddress = chosenAddress !== undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = usingAddress ? chosenAddress.pincode : pincode.trim();
    if (!isValidPincode(wanted)) {
      setError(pincodeMessage);
      // The answer for the last good pincode would read as the answer for this one.
      check.reset();
      return;
    }
    setError(null);
    check.mutate(
      { pincode: wanted, product_id: productId },
      {
        onSuccess: () => saveLastPincode(wanted),
        onError: () => toast.error("Failed to check delivery availability"),
      },
    );
  };

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="rounded-3xl bg-cream-200/60 p-5 ring-1 ring-cocoa-100"
    >
      <h2 id={`${inputId}-title`} className="flex items-center gap-2 font-display text-lg text-cocoa-900">
        <MapPin aria-hidden="true" className="size-5 text-amber-700" />
        Check delivery
      </h2>
      <form noValidate onSubmit={submit} className="mt-3 flex flex-col gap-2.5 sm:flex-row">
        {addresses.length > 0 && (
          <select
            aria-label="Deliver to"
            value={choice}
            onChange={(event) => {
              setPicked(event.target.value);
              setError(null);
            }}
            className={`${controlClass} border-cocoa-200 sm:flex-1`}
          >
            {addresses.map((address) => (
              <option key={address.id} value={address.id}>
                {addressLabel(address)}
              </option>
            ))}
            <option value={otherPincode}>Use another pincode</option>
          </select>
        )}
        {!usingAddress && (
          <input
            id={inputId}
            aria-label="Pincode"
            value={pincode}
            onChange={(event) => {
              setPincode(event.target.value.replace(/\D/g, "").slice(0, 6));
              setError(null);
            }}
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={6}
            autoComplete="postal-code"
            placeholder="Enter 6-digit pincode"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={`${controlClass} ${error ? "border-red-400" : "border-cocoa-200"} sm:flex-1`}
          />
        )}
        <Button type="submit" variant="primary" disabled={check.isPending} className="shrink-0">
          {check.isPending ? "Checking…" : "Check"}
        </Button>
      </form>
      {error && (
        <p id={errorId} className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      {check.data && !check.isPending && <DeliveryOptions result={check.data} />}
    </section>
  );
}

import type { Address } from "@contract/address";
import { AddressLines } from "@web/components/account/address-lines";
import { ButtonLink } from "@web/components/ui/button";
import { ErrorState } from "@web/components/ui/error-state";
import { Skeleton } from "@web/components/ui/skeleton";
import { CheckCircle2, MapPinned, Plus } from "lucide-react";

type AddressStepProps = {
  addresses: Address[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  selectedId: number | null;
  onSelect: (address: Address) => void;
  /** Saves the checkout state before the link leaves for /profile. */
  onLeave: () => void;
};

/** Where the shopper adds an address and is sent back to checkout afterwards. */
export const newAddressPath = "/profile?address=new&redirect=checkout";

/** Product §2 address step: saved addresses, the chosen one highlighted; choosing moves on. */
export function AddressStep({
  addresses,
  loading,
  failed,
  onRetry,
  selectedId,
  onSelect,
  onLeave,
}: AddressStepProps) {
  if (loading) {
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-40 rounded-2xl" />
        <Skeleton className="h-40 rounded-2xl" />
      </div>
    );
  }
  if (failed) return <ErrorState message="Failed to load addresses" onRetry={onRetry} />;
  const list = addresses ?? [];
  if (list.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-cocoa-200 bg-white/60 px-6 py-14 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-700 ring-1 ring-amber-100">
          <MapPinned aria-hidden="true" className="size-7" />
        </span>
        <p className="font-display text-xl text-cocoa-900">No addresses found</p>
        <ButtonLink to={newAddressPath} onClick={onLeave} variant="gold" className="mt-2">
          <Plus aria-hidden="true" className="size-4" />
          Add Address
        </ButtonLink>
      </div>
    );
  }
  return (
    <section aria-labelledby="address-step-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="address-step-title" className="text-xl text-cocoa-900 sm:text-2xl">
          Select Delivery Address
        </h2>
        <ButtonLink to={newAddressPath} onClick={onLeave} variant="outline" size="sm">
          <Plus aria-hidden="true" className="size-4" />
          Add New Address
        </ButtonLink>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {list.map((address) => {
          const selected = address.id === selectedId;
          return (
            <li key={address.id}>
              <button
                type="button"
                onClick={() => onSelect(address)}
                aria-pressed={selected}
                className={`relative flex h-full w-full flex-col items-start justify-start rounded-2xl bg-white p-5 text-left shadow-soft transition hover:ring-amber-400 ${
                  selected ? "bg-amber-50/60 ring-2 ring-amber-500" : "ring-1 ring-cocoa-100"
                }`}
              >
                {selected && (
                  <CheckCircle2 aria-hidden="true" className="absolute top-4 right-4 size-5 text-amber-600" />
                )}
                {address.is_default && (
                  <span className="mb-2 inline-flex rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800">
                    Default
                  </span>
                )}
                <AddressLines address={address} />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

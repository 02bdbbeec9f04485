import type { Address } from "@contract/address";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { ErrorState } from "@web/components/ui/error-state";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/lib/toast";
import { MapPinned, Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { useDeleteAddress } from "../api/delete-address";
import { useAddresses } from "../api/get-addresses";
import { useSetDefaultAddress } from "../api/set-default-address";
import { AddressCard } from "./address-card";
import { AddressForm } from "./address-form";

/** Which form is open: a new address, or the address with this id. */
type OpenForm = { mode: "new" } | { mode: "edit"; id: number } | null;

export const deleteQuestion = "Are you sure you want to delete this address?";

type AddressManagerProps = {
  /**
   * Called with the address added or updated (not on cancel), e.g. to send the shopper back to checkout
   * with it selected.
   */
  onSaved?: (saved: Address) => void;
};

/** Product §2 /profile address manager: list (default marked), add, edit, delete, set default; ?address=new opens the form. */
export function AddressManager({ onSaved }: AddressManagerProps = {}) {
  const addresses = useAddresses();
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();
  const [params, setParams] = useSearchParams();
  const wantsNew = params.get("address") === "new";
  const [form, setForm] = useState<OpenForm>(wantsNew ? { mode: "new" } : null);

  useEffect(() => {
    if (wantsNew) setForm({ mode: "new" });
  }, [wantsNew]);

  useEffect(() => {
    if (addresses.isError) toast.error("Failed to load addresses", { id: "addresses-load" });
  }, [addresses.isError]);

  const closeForm = () => {
    setForm(null);
    if (wantsNew)
      setParams(
        (current) => {
          current.delete("address");
          return current;
        },
        { replace: true },
      );
  };

  const makeDefault = (id: number) =>
    setDefault.mutate(id, { onSuccess: () => toast.success("Default address updated") });

  const confirmDelete = (id: number) => {
    if (!window.confirm(deleteQuestion)) return;
    remove.mutate(id, {
      onSuccess: () => toast.success("Address deleted successfully"),
      onError: () => toast.error("Failed to delete address"),
    });
  };

  const list = addresses.data ?? [];
  const editing = form?.mode === "edit" ? list.find((address) => address.id === form.id) : undefined;
  const busy = setDefault.isPending || remove.isPending;

  return (
    <section id="addresses" aria-labelledby="addresses-title" className="scroll-mt-28">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h2 id="addresses-title" className="text-xl text-cocoa-900 sm:text-2xl">
          Saved Addresses
        </h2>
        {form === null && addresses.isSuccess && list.length > 0 && (
          <Button variant="gold" size="sm" onClick={() => setForm({ mode: "new" })}>
            <Plus aria-hidden="true" className="size-4" />
            Add Address
          </Button>
        )}
      </div>

      {form && (form.mode === "new" || editing) && (
        <div className="mb-6">
          <AddressForm
            key={form.mode === "new" ? "new" : form.id}
            address={editing}
            onDone={closeForm}
            onSaved={onSaved}
          />
        </div>
      )}

      {addresses.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Skeleton className="h-48 rounded-2xl" />
          <Skeleton className="h-48 rounded-2xl" />
        </div>
      ) : addresses.isError ? (
        <ErrorState message="Failed to load addresses" onRetry={() => addresses.refetch()} />
      ) : list.length === 0 ? (
        form === null && (
          <div className="rounded-2xl border border-dashed border-cocoa-200 bg-white/60">
            <EmptyState
              icon={MapPinned}
              title="No saved addresses yet"
              description="Add one now and checkout will be quicker next time."
              action={
                <Button variant="gold" onClick={() => setForm({ mode: "new" })}>
                  <Plus aria-hidden="true" className="size-4" />
                  Add Address
                </Button>
              }
            />
          </div>
        )
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {list.map((address) =>
            form?.mode === "edit" && form.id === address.id ? null : (
              <AddressCard
                key={address.id}
                address={address}
                busy={busy}
                onEdit={() => setForm({ mode: "edit", id: address.id })}
                onSetDefault={() => makeDefault(address.id)}
                onDelete={() => confirmDelete(address.id)}
              />
            ),
          )}
        </ul>
      )}
    </section>
  );
}

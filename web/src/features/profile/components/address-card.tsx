import { addressMessages } from "@contract/account-rules";
import type { Address } from "@contract/address";
import { AddressStreetLines } from "@web/components/account/address-lines";
import { CheckCircle2, MapPin, Pencil, Phone, Star, Trash2 } from "lucide-react";
import { useId } from "react";

type AddressCardProps = {
  address: Address;
  busy: boolean;
  onEdit: () => void;
  onSetDefault: () => void;
  onDelete: () => void;
};

const actionClass =
  "inline-flex items-center gap-1.5 rounded-full px-2.5 py-1.5 text-sm font-medium transition disabled:cursor-not-allowed disabled:opacity-50";

export function AddressCard({ address, busy, onEdit, onSetDefault, onDelete }: AddressCardProps) {
  const noteId = useId();

  return (
    <li
      aria-label={`${address.full_name}${address.is_default ? " (default)" : ""}`}
      className={`flex flex-col rounded-2xl bg-white p-5 shadow-soft ring-1 transition ${
        address.is_default ? "ring-2 ring-amber-400" : "ring-cocoa-100"
      }`}
    >
      <div className="flex items-start justify-between gap-3">
        <p className="font-semibold text-cocoa-900">{address.full_name}</p>
        {address.is_default && (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-800">
            <CheckCircle2 aria-hidden="true" className="size-3.5" />
            Default
          </span>
        )}
      </div>
      <address className="mt-2 flex gap-2 text-sm leading-relaxed text-cocoa-700 not-italic">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-cocoa-400" />
        <span>
          <AddressStreetLines address={address} />
        </span>
      </address>
      <p className="mt-2 mb-4 flex items-center gap-2 text-sm text-cocoa-700">
        <Phone aria-hidden="true" className="size-4 shrink-0 text-cocoa-400" />
        {address.phone}
      </p>
      <div className="mt-auto flex flex-wrap items-center gap-0.5 border-t border-cocoa-100 pt-3">
        <button
          type="button"
          onClick={onEdit}
          disabled={busy}
          className={`${actionClass} text-cocoa-800 hover:bg-cocoa-100`}
        >
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </button>
        {!address.is_default && (
          <button
            type="button"
            onClick={onSetDefault}
            disabled={busy}
            className={`${actionClass} text-amber-800 hover:bg-amber-50`}
          >
            <Star aria-hidden="true" className="size-4" />
            Set as Default
          </button>
        )}
        <button
          type="button"
          onClick={onDelete}
          disabled={busy || address.is_default}
          aria-describedby={address.is_default ? noteId : undefined}
          className={`${actionClass} text-red-700 hover:bg-red-50 disabled:hover:bg-transparent`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </button>
      </div>
      {address.is_default && (
        <p id={noteId} className="mt-1 text-xs text-cocoa-500">
          {addressMessages.defaultNotDeletable}
        </p>
      )}
    </li>
  );
}

import type { ProductChoice } from "@contract/admin/content-highlights";
import { MoveButtons, moved } from "@web/admin/components/move-buttons";
import { formatAmount } from "@web/lib/format-money";
import { Plus, Search, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useProductChoices } from "../api/get-product-choices";

type ProductPickerProps = {
  /** The chosen products, in display order. */
  value: ProductChoice[];
  onChange: (products: ProductChoice[]) => void;
  max: number;
  error?: string;
};

function useDebounced(value: string, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function Thumb({ product }: { product: ProductChoice }) {
  return product.main_image ? (
    <img src={product.main_image} alt="" className="size-10 shrink-0 rounded-lg bg-cocoa-100 object-cover" />
  ) : (
    <span className="size-10 shrink-0 rounded-lg bg-cocoa-100" />
  );
}

function Name({ product }: { product: ProductChoice }) {
  return (
    <span className="min-w-0 flex-1">
      <span className="block truncate font-medium">{product.name}</span>
      <span className="text-xs text-cocoa-600">
        {formatAmount(product.price)}
        {!product.is_active && " · hidden from the store"}
      </span>
    </span>
  );
}

/** Chosen products in order (move, remove) above a catalogue search to add more. */
export function ProductPicker({ value, onChange, max, error }: ProductPickerProps) {
  const id = useId();
  const [search, setSearch] = useState("");
  const choices = useProductChoices(useDebounced(search.trim(), 300));
  const chosen = new Set(value.map((product) => product.id));
  const full = value.length >= max;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium text-cocoa-800">
        Products ({value.length} of at most {max})
      </legend>
      {value.length === 0 ? (
        <p className="rounded-xl border border-dashed border-cocoa-200 p-4 text-sm text-cocoa-600">
          No products chosen yet. Search below and add them in the order the home page should show them.
        </p>
      ) : (
        <ol
          aria-label="Chosen products"
          className="divide-y divide-cocoa-100 rounded-xl border border-cocoa-200"
        >
          {value.map((product, index) => (
            <li key={product.id} className="flex items-center gap-3 p-2 text-sm">
              <Thumb product={product} />
              <Name product={product} />
              <MoveButtons
                index={index}
                count={value.length}
                name={product.name}
                disabled={false}
                onMove={(from, to) => {
                  const order = moved(
                    value.map((p) => p.id),
                    from,
                    to,
                  );
                  onChange(order.flatMap((pid) => value.find((p) => p.id === pid) ?? []));
                }}
              />
              <button
                type="button"
                aria-label={`Remove ${product.name}`}
                onClick={() => onChange(value.filter((p) => p.id !== product.id))}
                className="flex size-9 items-center justify-center rounded-lg text-cocoa-700 hover:bg-cocoa-100"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ol>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="relative mt-4">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-cocoa-400"
        />
        <input
          type="search"
          aria-label="Search products to add"
          placeholder="Search products by name"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="block h-11 w-full rounded-xl border border-cocoa-200 bg-white pr-4 pl-10 text-sm focus:border-amber-500 focus:outline-none"
        />
      </div>
      <ul aria-label="Products to add" className="mt-2 max-h-72 divide-y divide-cocoa-100 overflow-y-auto">
        {choices.data?.results.map((product) => (
          <li key={product.id} className="flex items-center gap-3 py-2 text-sm">
            <Thumb product={product} />
            <Name product={product} />
            <button
              type="button"
              aria-label={`${chosen.has(product.id) ? "Added" : "Add"} ${product.name}`}
              disabled={chosen.has(product.id) || full}
              onClick={() => onChange([...value, product])}
              className="flex h-9 items-center gap-1 rounded-full border border-cocoa-200 px-3 text-cocoa-900 hover:border-amber-500 disabled:opacity-40"
            >
              <Plus aria-hidden="true" className="size-4" />
              {chosen.has(product.id) ? "Added" : "Add"}
            </button>
          </li>
        ))}
        {choices.data?.results.length === 0 && (
          <li className="py-3 text-sm text-cocoa-600">No products match.</li>
        )}
        {choices.isError && <li className="py-3 text-sm text-red-700">Could not search the catalogue.</li>}
      </ul>
    </fieldset>
  );
}

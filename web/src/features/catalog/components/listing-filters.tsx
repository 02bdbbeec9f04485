import { type PriceBand, priceBandKeys, priceBands } from "@contract/listing-filters";
import type { OccasionKind, OccasionLink } from "@contract/occasions";
import { isValidPincode } from "@contract/pincode";
import { useLastPincode } from "@web/lib/last-pincode";
import { SlidersHorizontal, X } from "lucide-react";
import { useId, useState } from "react";
import {
  chosenFilterCount,
  hasListingFilters,
  type ListingFilterValues,
  noListingFilters,
} from "../listing-filter-params";
import { ReachSelect } from "./listing-reach-select";
import { LabelledSelect } from "./listing-select";

type ListingFiltersProps = {
  filters: ListingFilterValues;
  /** The settings' occasions and recipients, in staff's order. */
  occasions: OccasionLink[];
  /** On an occasion's own page its kind is the page itself, so only the other kind is offered. */
  fixedKind?: OccasionKind;
  onChange: (next: Partial<ListingFilterValues>) => void;
};

/**
 * Price bands, occasion, recipient and "Can reach {pincode} by {date}" (decision 26), shared by the
 * category, occasion and search pages. Phones fold them behind a "Filters" button; wider screens show
 * them in a row. The reach filter appears once a pincode is remembered, which the server never knows,
 * so it is drawn only after hydration.
 */
export function ListingFilters({ filters, occasions, fixedKind, onChange }: ListingFiltersProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const remembered = useLastPincode();
  const pincode = filters.pincode || (isValidPincode(remembered) ? remembered : "");
  const chosen = chosenFilterCount(filters);

  return (
    <div className="mb-6 md:mb-8">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((now) => !now)}
        className="inline-flex h-10 items-center gap-2 rounded-full border border-cocoa-200 bg-white px-4 text-sm font-medium text-cocoa-900 shadow-xs md:hidden"
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        Filters
        {chosen > 0 && (
          <span className="rounded-full bg-cocoa-900 px-1.5 text-xs leading-5 text-cream-100">{chosen}</span>
        )}
      </button>
      <div
        id={panelId}
        className={`${open ? "flex" : "hidden"} mt-3 flex-col gap-4 rounded-2xl bg-cream-200/50 p-4 ring-1 ring-cocoa-100 md:mt-0 md:flex md:flex-row md:flex-wrap md:items-center md:gap-x-5 md:gap-y-3 md:bg-transparent md:p-0 md:ring-0`}
      >
        <PriceChips value={filters.price} onChange={(price) => onChange({ price })} />
        <div className="flex flex-wrap gap-3">
          {fixedKind !== "occasion" && (
            <OccasionSelect
              label="Occasion"
              anyLabel="Any occasion"
              value={filters.occasion}
              options={occasions.filter((occasion) => occasion.kind === "occasion")}
              onChange={(occasion) => onChange({ occasion })}
            />
          )}
          {fixedKind !== "recipient" && (
            <OccasionSelect
              label="For"
              anyLabel="Anyone"
              value={filters.recipient}
              options={occasions.filter((occasion) => occasion.kind === "recipient")}
              onChange={(recipient) => onChange({ recipient })}
            />
          )}
        </div>
        {pincode && (
          <ReachSelect
            pincode={pincode}
            by={filters.by}
            onChange={(by) => onChange(by ? { pincode, by } : { pincode: "", by: "" })}
          />
        )}
        {hasListingFilters(filters) && (
          <button
            type="button"
            onClick={() => onChange(noListingFilters)}
            className="inline-flex items-center gap-1 self-start text-sm font-semibold text-amber-700 hover:text-amber-800 md:self-auto"
          >
            <X aria-hidden="true" className="size-4" />
            Clear filters
          </button>
        )}
      </div>
    </div>
  );
}

function PriceChips({
  value,
  onChange,
}: {
  value: PriceBand | "";
  onChange: (price: PriceBand | "") => void;
}) {
  return (
    <ul aria-label="Price" className="flex flex-wrap gap-2">
      {priceBandKeys.map((band) => {
        const pressed = band === value;
        return (
          <li key={band}>
            <button
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(pressed ? "" : band)}
              className={`h-9 rounded-full px-3.5 text-sm font-medium whitespace-nowrap ring-1 transition ${
                pressed
                  ? "bg-cocoa-900 text-cream-100 ring-cocoa-900"
                  : "bg-white text-cocoa-800 ring-cocoa-200 hover:ring-amber-500"
              }`}
            >
              {priceBands[band].label}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** "For Her" reads "For [Her]" beside its label. */
const shortTitle = (title: string) => title.replace(/^For\s+/i, "");

type OccasionSelectProps = {
  label: string;
  anyLabel: string;
  value: string;
  options: OccasionLink[];
  onChange: (slug: string) => void;
};

function OccasionSelect({ label, anyLabel, value, options, onChange }: OccasionSelectProps) {
  if (options.length === 0 && !value) return null;
  // A link may name one the store no longer shows; it stays visible until the shopper clears it.
  const shown = value && !options.some((option) => option.slug === value);
  return (
    <LabelledSelect label={label} value={value} onChange={onChange}>
      <option value="">{anyLabel}</option>
      {shown && <option value={value}>{value}</option>}
      {options.map((option) => (
        <option key={option.slug} value={option.slug}>
          {label === "For" ? shortTitle(option.title) : option.title}
        </option>
      ))}
    </LabelledSelect>
  );
}

import type { ProductSort } from "@contract/catalog-rules";
import type { SearchSort } from "@contract/listing-filters";
import { ChevronDown } from "lucide-react";

type SortOption<Sort extends string> = { value: Sort; label: string };

/** Product §9 sort options, in the spec's order and words. */
export const sortOptions: SortOption<ProductSort>[] = [
  { value: "-created_at", label: "Latest" },
  { value: "price_low", label: "Price: Low to High" },
  { value: "price_high", label: "Price: High to Low" },
];

/** Search ranks by relevance first (decision 26); the listing's orders follow. */
export const searchSortOptions: SortOption<SearchSort>[] = [
  { value: "relevance", label: "Relevance" },
  ...sortOptions,
];

type ListingSortProps<Sort extends string> = {
  value: Sort;
  options: SortOption<Sort>[];
  onChange: (sort: Sort) => void;
};

export function ListingSort<Sort extends string>({ value, options, onChange }: ListingSortProps<Sort>) {
  return (
    <label className="flex shrink-0 items-center gap-2 text-sm text-cocoa-600">
      <span className="hidden sm:inline">Sort by</span>
      <span className="relative">
        <select
          value={value}
          aria-label="Sort products"
          onChange={(event) => {
            const sort = options.find((option) => option.value === event.target.value);
            if (sort) onChange(sort.value);
          }}
          className="h-11 appearance-none rounded-full border border-cocoa-200 bg-white pr-10 pl-4 text-sm font-medium text-cocoa-900 shadow-xs transition focus:border-amber-500 focus:ring-4 focus:ring-amber-100 focus:outline-none"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-cocoa-500"
        />
      </span>
    </label>
  );
}

import { adminProductSorts } from "@contract/admin/catalog";
import { useSearchAsYouType } from "@web/admin/components/use-search-as-you-type";
import { SelectField, TextField } from "@web/components/ui/form-field";
import { Search, SlidersHorizontal } from "lucide-react";
import { useState } from "react";
import { useCategoryList } from "../api/list-categories";

const sortLabels: Record<(typeof adminProductSorts)[number], string> = {
  "-created_at": "Newest first",
  name: "Name A–Z",
  price: "Price: low to high",
  "-price": "Price: high to low",
  stock: "Stock: lowest first",
  "-stock": "Stock: highest first",
};

type FiltersProps = {
  get: (name: string) => string;
  set: (changes: Record<string, string | null>) => void;
  /** The low-stock view keeps its own sort and shows no status filter. */
  lowStock: boolean;
};

/** Search by name, category, status and sort; every choice lives in the URL. */
export function ProductFilters({ get, set, lowStock }: FiltersProps) {
  const categories = useCategoryList();
  const [search, setSearch] = useSearchAsYouType(get("q"), (q) => set({ q }));
  const [open, setOpen] = useState(false);
  const chosen = ["category", "status", "sort"].filter((name) => get(name) !== "").length;
  return (
    <div className="mb-4 grid gap-3 md:grid-cols-2 lg:grid-cols-4">
      <div className="relative">
        <TextField
          label="Search by name"
          type="search"
          value={search}
          placeholder="e.g. kaju katli"
          onChange={(event) => setSearch(event.target.value)}
          className="pl-10"
        />
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute bottom-3.5 left-3.5 size-4 text-cocoa-400"
        />
      </div>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((shown) => !shown)}
        className="flex items-center gap-2 justify-self-start text-sm font-semibold text-cocoa-800 md:hidden"
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {open ? "Hide filters" : `Filter and sort${chosen > 0 ? ` (${chosen} chosen)` : ""}`}
      </button>
      {/* On a phone the selects fold away behind one button, so the products start near the top. */}
      <div className={open ? "contents" : "hidden md:contents"}>
        <SelectField
          label="Category"
          value={get("category")}
          onChange={(event) => set({ category: event.target.value })}
        >
          <option value="">All categories</option>
          {categories.data?.results.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </SelectField>
        {!lowStock && (
          <SelectField
            label="Status"
            value={get("status")}
            onChange={(event) => set({ status: event.target.value })}
          >
            <option value="">Published and hidden</option>
            <option value="published">Published</option>
            <option value="hidden">Hidden</option>
          </SelectField>
        )}
        <SelectField
          label="Sort"
          value={get("sort") || (lowStock ? "stock" : "-created_at")}
          onChange={(event) => set({ sort: event.target.value })}
        >
          {adminProductSorts.map((sort) => (
            <option key={sort} value={sort}>
              {sortLabels[sort]}
            </option>
          ))}
        </SelectField>
      </div>
    </div>
  );
}

import { SelectField, TextField } from "@web/components/ui/form-field";
import { useSearchAsYouType } from "./use-search-as-you-type";

type ListFiltersBarProps = {
  q: string;
  status: string;
  searchLabel: string;
  onChange: (changes: { q?: string; status?: string }) => void;
};

/** Search (as staff type) and on/off filter above a back-office list; both live in the URL. */
export function ListFiltersBar({ q, status, searchLabel, onChange }: ListFiltersBarProps) {
  const [search, setSearch] = useSearchAsYouType(q, (typed) => onChange({ q: typed }));
  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
      <TextField
        label={searchLabel}
        type="search"
        value={search}
        maxLength={80}
        onChange={(event) => setSearch(event.target.value)}
      />
      <SelectField
        label="Status"
        value={status}
        onChange={(event) => onChange({ status: event.target.value })}
      >
        <option value="">All</option>
        <option value="active">Switched on</option>
        <option value="inactive">Switched off</option>
      </SelectField>
    </div>
  );
}

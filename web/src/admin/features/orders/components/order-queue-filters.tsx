import { orderStatuses, paymentStatuses } from "@contract/orders";
import { useSearchAsYouType } from "@web/admin/components/use-search-as-you-type";
import { Button } from "@web/components/ui/button";
import { SelectField, TextField } from "@web/components/ui/form-field";
import { Search } from "lucide-react";
import type { FormEvent } from "react";
import type { OrderQueueFilters as Filters } from "../api/get-order-queue";

type Props = {
  filters: Filters;
  onChange: (changes: Partial<Record<keyof Filters, string>>) => void;
};

/**
 * Status, payment, placed-between and a search box that searches as staff type (Enter searches at
 * once); each change goes to the URL and back to page 1.
 */
export function OrderQueueFilters({ filters, onChange }: Props) {
  const [q, setQ] = useSearchAsYouType(filters.q, (typed) => onChange({ q: typed }));
  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: q.trim() });
  };
  return (
    <div className="mb-4 space-y-3">
      <form aria-label="Find orders" onSubmit={search} className="flex gap-2">
        <div className="flex-1">
          <TextField
            label="Search orders"
            type="search"
            placeholder="Order number, e-mail or phone"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            maxLength={100}
          />
        </div>
        <Button type="submit" className="mt-7 shrink-0" aria-label="Search">
          <Search aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">Search</span>
        </Button>
      </form>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <SelectField
          label="Order status"
          value={filters.order_status}
          onChange={(event) => onChange({ order_status: event.target.value })}
        >
          <option value="">Any</option>
          {orderStatuses.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Payment"
          value={filters.payment_status}
          onChange={(event) => onChange({ payment_status: event.target.value })}
        >
          <option value="">Any</option>
          {paymentStatuses.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Placed from"
          type="date"
          value={filters.placed_from}
          max={filters.placed_to || undefined}
          onChange={(event) => onChange({ placed_from: event.target.value })}
        />
        <TextField
          label="Placed to"
          type="date"
          value={filters.placed_to}
          min={filters.placed_from || undefined}
          onChange={(event) => onChange({ placed_to: event.target.value })}
        />
      </div>
    </div>
  );
}

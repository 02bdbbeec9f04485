import type { AdminShippingZone } from "@contract/admin/shipping-views";
import { AdminPageHeader } from "@web/admin/components/admin-page-header";
import type { AdminColumn } from "@web/admin/components/data-table";
import { ListFiltersBar } from "@web/admin/components/list-filters-bar";
import { PagedTable } from "@web/admin/components/paged-table";
import { RowActions } from "@web/admin/components/row-actions";
import { StatusBadge } from "@web/admin/components/status-badge";
import { useSearchParamState } from "@web/admin/components/use-search-param-state";
import { buttonClasses } from "@web/components/ui/button";
import { formatAmount } from "@web/lib/format-money";
import { toast } from "@web/lib/toast";
import { Plus } from "lucide-react";
import { Link } from "react-router";
import { useDeleteZone } from "../api/delete-zone";
import { useZones } from "../api/get-zones";
import { useSwitchZone } from "../api/switch-zone";

type Terms = AdminShippingZone["standard"];

/** "3 days · ₹79 · free from ₹1,499". */
const termsText = (terms: Terms | null) =>
  terms
    ? `${terms.days} ${terms.days === 1 ? "day" : "days"} · ${formatAmount(terms.charge)} · free from ${formatAmount(terms.free_shipping_value)}`
    : "—";

const shownPincodes = 8;

function ZoneActions({ zone }: { zone: AdminShippingZone }) {
  const switcher = useSwitchZone();
  const remover = useDeleteZone();
  return (
    <RowActions
      name={`zone ${zone.name}`}
      editTo={`/admin/shipping/${zone.id}`}
      isActive={zone.is_active}
      busy={switcher.isPending || remover.isPending}
      onSwitch={(isActive) => switcher.mutate({ id: zone.id, isActive })}
      onDelete={() => remover.mutate(zone.id, { onSuccess: () => toast.success(`${zone.name} deleted`) })}
    />
  );
}

const columns: AdminColumn<AdminShippingZone>[] = [
  {
    id: "name",
    header: "Zone",
    cell: ({ row }) => (
      <Link
        to={`/admin/shipping/${row.original.id}`}
        className="font-semibold text-cocoa-900 hover:text-amber-800"
      >
        {row.original.name}
      </Link>
    ),
  },
  {
    id: "pincodes",
    header: "Pincodes",
    cell: ({ row }) => {
      const { pincodes } = row.original;
      const more = pincodes.length - shownPincodes;
      return `${pincodes.slice(0, shownPincodes).join(", ")}${more > 0 ? ` and ${more} more` : ""}`;
    },
  },
  { id: "standard", header: "Standard", cell: ({ row }) => termsText(row.original.standard) },
  { id: "express", header: "Express", cell: ({ row }) => termsText(row.original.express) },
  {
    id: "status",
    header: "Status",
    cell: ({ row }) =>
      row.original.is_active ? (
        <StatusBadge label="Active" tone="green" />
      ) : (
        <StatusBadge label="Off" tone="grey" />
      ),
  },
  { id: "actions", header: "Actions", cell: ({ row }) => <ZoneActions zone={row.original} /> },
];

/** Where the shop delivers, how fast and for how much. */
export default function ZonesPage() {
  const { get, page, set } = useSearchParamState();
  const filters = { page, q: get("q"), status: get("status") };
  const zones = useZones(filters);
  return (
    <>
      <AdminPageHeader title="Shipping zones">
        <Link to="/admin/shipping/new" className={buttonClasses("primary", "sm")}>
          <Plus aria-hidden="true" className="size-4" /> New zone
        </Link>
      </AdminPageHeader>
      <ListFiltersBar
        searchLabel="Search by name or pincode"
        q={filters.q}
        status={filters.status}
        onChange={set}
      />
      <PagedTable
        list={zones}
        loadError="Could not load shipping zones"
        caption="Shipping zones"
        columns={columns}
        empty="No zones match."
        page={page}
        onPage={(next) => set({ page: next })}
      />
    </>
  );
}

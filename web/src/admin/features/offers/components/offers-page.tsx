import type { AdminOffer } from "@contract/admin/offer-views";
import { AdminPageHeader } from "@web/admin/components/admin-page-header";
import type { AdminColumn } from "@web/admin/components/data-table";
import { ListFiltersBar } from "@web/admin/components/list-filters-bar";
import { PagedTable } from "@web/admin/components/paged-table";
import { RowActions } from "@web/admin/components/row-actions";
import { useSearchParamState } from "@web/admin/components/use-search-param-state";
import { buttonClasses } from "@web/components/ui/button";
import { toast } from "@web/lib/toast";
import { Plus } from "lucide-react";
import { Link } from "react-router";
import { useDeleteOffer } from "../api/delete-offer";
import { useOffers } from "../api/get-offers";
import { useSwitchOffer } from "../api/switch-offer";
import { discountColumns } from "./discount-columns";

function OfferActions({ offer }: { offer: AdminOffer }) {
  const switcher = useSwitchOffer();
  const remover = useDeleteOffer();
  return (
    <RowActions
      name={`offer ${offer.name}`}
      editTo={`/admin/offers/${offer.id}`}
      isActive={offer.is_active}
      busy={switcher.isPending || remover.isPending}
      onSwitch={(isActive) => switcher.mutate({ id: offer.id, isActive })}
      onDelete={() => remover.mutate(offer.id, { onSuccess: () => toast.success(`${offer.name} deleted`) })}
    />
  );
}

const columns: AdminColumn<AdminOffer>[] = [
  {
    id: "name",
    header: "Offer",
    cell: ({ row }) => (
      <Link
        to={`/admin/offers/${row.original.id}`}
        className="font-semibold text-cocoa-900 hover:text-amber-800"
      >
        {row.original.name}
      </Link>
    ),
  },
  ...discountColumns<AdminOffer>(),
  { id: "used", header: "Paid orders", cell: ({ row }) => row.original.times_used },
  { id: "actions", header: "Actions", cell: ({ row }) => <OfferActions offer={row.original} /> },
];

/** Automatic offers, newest first: the best live one is applied to a cart by itself. */
export default function OffersPage() {
  const { get, page, set } = useSearchParamState();
  const filters = { page, q: get("q"), status: get("status") };
  const offers = useOffers(filters);
  return (
    <>
      <AdminPageHeader title="Offers">
        <Link to="/admin/offers/new" className={buttonClasses("primary", "sm")}>
          <Plus aria-hidden="true" className="size-4" /> New offer
        </Link>
      </AdminPageHeader>
      <ListFiltersBar searchLabel="Search by name" q={filters.q} status={filters.status} onChange={set} />
      <PagedTable
        list={offers}
        loadError="Could not load offers"
        caption="Automatic offers"
        columns={columns}
        empty="No offers match."
        page={page}
        onPage={(next) => set({ page: next })}
      />
    </>
  );
}

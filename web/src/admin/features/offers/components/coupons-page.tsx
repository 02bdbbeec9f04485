import type { AdminCoupon } from "@contract/admin/offer-views";
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
import { useDeleteCoupon } from "../api/delete-coupon";
import { useCoupons } from "../api/get-coupons";
import { useSwitchCoupon } from "../api/switch-coupon";
import { discountColumns } from "./discount-columns";

function CouponActions({ coupon }: { coupon: AdminCoupon }) {
  const switcher = useSwitchCoupon();
  const remover = useDeleteCoupon();
  return (
    <RowActions
      name={`coupon ${coupon.code}`}
      editTo={`/admin/coupons/${coupon.id}`}
      isActive={coupon.is_active}
      busy={switcher.isPending || remover.isPending}
      onSwitch={(isActive) => switcher.mutate({ id: coupon.id, isActive })}
      onDelete={() => remover.mutate(coupon.id, { onSuccess: () => toast.success(`${coupon.code} deleted`) })}
    />
  );
}

const columns: AdminColumn<AdminCoupon>[] = [
  {
    id: "code",
    header: "Code",
    cell: ({ row }) => (
      <Link
        to={`/admin/coupons/${row.original.id}`}
        className="font-mono font-semibold text-cocoa-900 hover:text-amber-800"
      >
        {row.original.code}
      </Link>
    ),
  },
  ...discountColumns<AdminCoupon>(),
  {
    id: "used",
    header: "Used",
    cell: ({ row }) => {
      const { times_used: used, usage_limit: limit, per_customer_limit: each } = row.original;
      return `${used}${limit === null ? "" : ` of ${limit}`} used · ${each} per customer`;
    },
  },
  { id: "actions", header: "Actions", cell: ({ row }) => <CouponActions coupon={row.original} /> },
];

/** Coupons, newest first: codes shoppers type at checkout, with how often each was used. */
export default function CouponsPage() {
  const { get, page, set } = useSearchParamState();
  const filters = { page, q: get("q"), status: get("status") };
  const coupons = useCoupons(filters);
  return (
    <>
      <AdminPageHeader title="Coupons">
        <Link to="/admin/coupons/new" className={buttonClasses("primary", "sm")}>
          <Plus aria-hidden="true" className="size-4" /> New coupon
        </Link>
      </AdminPageHeader>
      <ListFiltersBar
        searchLabel="Search by code or description"
        q={filters.q}
        status={filters.status}
        onChange={set}
      />
      <PagedTable
        list={coupons}
        loadError="Could not load coupons"
        caption="Coupons"
        columns={columns}
        empty="No coupons match."
        page={page}
        onPage={(next) => set({ page: next })}
      />
    </>
  );
}

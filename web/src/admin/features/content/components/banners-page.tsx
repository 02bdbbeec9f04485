import { Plus } from "lucide-react";
import type { AdminBanner } from "../../../../../../contract/admin/content-banners";
import { ButtonLink } from "../../../../components/ui/button";
import { ErrorState } from "../../../../components/ui/error-state";
import { PageSpinner } from "../../../../components/ui/spinner";
import { toast } from "../../../../lib/toast";
import { AdminPageHeader } from "../../../components/admin-page-header";
import { type AdminColumn, DataTable } from "../../../components/data-table";
import { RowActions } from "../../../components/row-actions";
import { StatusBadge } from "../../../components/status-badge";
import { useDeleteBanner } from "../api/delete-banner";
import { useBanners } from "../api/get-banners";
import { useReorderBanners } from "../api/reorder-banners";
import { MoveButtons, moved } from "./move-buttons";

/** A banner with its place in the list and what its buttons do, so the columns can stay constant. */
type Row = AdminBanner & {
  index: number;
  count: number;
  busy: boolean;
  move: (from: number, to: number) => void;
  remove: () => void;
};

const columns: AdminColumn<Row>[] = [
  {
    id: "order",
    header: "Order",
    cell: ({ row }) => (
      <MoveButtons
        index={row.original.index}
        count={row.original.count}
        name={row.original.alt}
        disabled={row.original.busy}
        onMove={row.original.move}
      />
    ),
  },
  {
    id: "pictures",
    header: "Pictures",
    cell: ({ row }) => (
      <div className="flex flex-wrap items-end gap-2 md:flex-nowrap">
        <img
          src={row.original.image_url}
          alt=""
          className="aspect-[8/3] w-40 shrink-0 rounded-lg object-cover"
        />
        <img
          src={row.original.mobile_image_url}
          alt=""
          className="aspect-square w-14 shrink-0 rounded-lg object-cover"
        />
      </div>
    ),
  },
  {
    id: "banner",
    header: "Banner",
    cell: ({ row }) => (
      <div className="min-w-0">
        <p className="font-medium">{row.original.alt}</p>
        <p className="break-all text-cocoa-600">{row.original.link}</p>
      </div>
    ),
  },
  {
    id: "status",
    header: "Status",
    cell: ({ row }) => (
      <StatusBadge
        label={row.original.is_active ? "Active" : "Hidden"}
        tone={row.original.is_active ? "green" : "grey"}
      />
    ),
  },
  {
    id: "actions",
    header: "Actions",
    cell: ({ row }) => (
      <RowActions
        name={row.original.alt}
        editTo={`/admin/banners/${row.original.id}`}
        busy={row.original.busy}
        onDelete={row.original.remove}
        deleteWarning="It leaves the home page at once."
      />
    ),
  },
];

/** The home page carousel's banners in the order shoppers see them; reorder, edit, hide or delete. */
export default function BannersPage() {
  const banners = useBanners();
  const reorder = useReorderBanners();
  const remove = useDeleteBanner();
  const busy = reorder.isPending || remove.isPending;
  if (banners.isPending) return <PageSpinner />;
  if (banners.isError) {
    return <ErrorState message="Could not load the banners" onRetry={() => banners.refetch()} />;
  }
  const list = banners.data.results;
  const ids = list.map((banner) => banner.id);
  const move = (from: number, to: number) => reorder.mutate(moved(ids, from, to));
  const rows = list.map(
    (banner, index): Row => ({
      ...banner,
      index,
      count: list.length,
      busy,
      move,
      remove: () => remove.mutate(banner.id, { onSuccess: () => toast.success("Banner deleted") }),
    }),
  );
  return (
    <>
      <AdminPageHeader title="Banners">
        <ButtonLink to="/admin/banners/new" size="sm">
          <Plus aria-hidden="true" className="size-4" /> New banner
        </ButtonLink>
      </AdminPageHeader>
      <p className="mb-4 text-sm text-cocoa-600">
        Active banners rotate on the home page in this order. Hidden ones stay here until you show them again.
      </p>
      <DataTable
        caption="Banners"
        columns={columns}
        data={rows}
        rowId={(row) => String(row.id)}
        empty="No banners yet. The home page shows no carousel until you add one."
      />
    </>
  );
}

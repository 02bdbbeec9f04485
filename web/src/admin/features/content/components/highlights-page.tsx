import { Plus } from "lucide-react";
import type { AdminHighlight } from "../../../../../../contract/admin/content-highlights";
import { ButtonLink } from "../../../../components/ui/button";
import { ErrorState } from "../../../../components/ui/error-state";
import { PageSpinner } from "../../../../components/ui/spinner";
import { toast } from "../../../../lib/toast";
import { AdminPageHeader } from "../../../components/admin-page-header";
import { type AdminColumn, DataTable } from "../../../components/data-table";
import { RowActions } from "../../../components/row-actions";
import { StatusBadge } from "../../../components/status-badge";
import { useDeleteHighlight } from "../api/delete-highlight";
import { useHighlights } from "../api/get-highlights";
import { useReorderHighlights } from "../api/reorder-highlights";
import { MoveButtons, moved } from "./move-buttons";

type Row = AdminHighlight & {
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
        name={row.original.title}
        disabled={row.original.busy}
        onMove={row.original.move}
      />
    ),
  },
  {
    id: "highlight",
    header: "Highlight",
    cell: ({ row }) => (
      <div className="min-w-0">
        <p className="font-medium">{row.original.title}</p>
        <p className="break-all text-cocoa-600">{row.original.link}</p>
      </div>
    ),
  },
  {
    id: "products",
    header: "Products",
    cell: ({ row }) => (
      <div>
        <div className="flex -space-x-2">
          {row.original.products.slice(0, 5).map((product) => (
            <img
              key={product.id}
              src={product.main_image}
              alt=""
              className="size-9 rounded-full border-2 border-white bg-cocoa-100 object-cover"
            />
          ))}
        </div>
        <p className="mt-1 text-cocoa-600">{row.original.products.length} chosen</p>
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
        name={row.original.title}
        editTo={`/admin/highlights/${row.original.id}`}
        busy={row.original.busy}
        onDelete={row.original.remove}
        deleteWarning="It leaves the home page at once."
      />
    ),
  },
];

/** The home page's product sections, in page order. */
export default function HighlightsPage() {
  const highlights = useHighlights();
  const reorder = useReorderHighlights();
  const remove = useDeleteHighlight();
  const busy = reorder.isPending || remove.isPending;
  if (highlights.isPending) return <PageSpinner />;
  if (highlights.isError) {
    return <ErrorState message="Could not load the highlights" onRetry={() => highlights.refetch()} />;
  }
  const list = highlights.data.results;
  const ids = list.map((highlight) => highlight.id);
  const move = (from: number, to: number) => reorder.mutate(moved(ids, from, to));
  const rows = list.map(
    (highlight, index): Row => ({
      ...highlight,
      index,
      count: list.length,
      busy,
      move,
      remove: () => remove.mutate(highlight.id, { onSuccess: () => toast.success("Highlight deleted") }),
    }),
  );
  return (
    <>
      <AdminPageHeader title="Highlights">
        <ButtonLink to="/admin/highlights/new" size="sm">
          <Plus aria-hidden="true" className="size-4" /> New highlight
        </ButtonLink>
      </AdminPageHeader>
      <p className="mb-4 text-sm text-cocoa-600">
        Sections of chosen products under the banners on the home page, in this order.
      </p>
      <DataTable
        caption="Highlights"
        columns={columns}
        data={rows}
        rowId={(row) => String(row.id)}
        empty="No highlights yet."
      />
    </>
  );
}

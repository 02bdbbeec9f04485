import type { AdminOccasion } from "@contract/admin/occasions";
import type { OccasionKind } from "@contract/occasions";
import { AdminPageHeader } from "@web/admin/components/admin-page-header";
import { type AdminColumn, DataTable } from "@web/admin/components/data-table";
import { MoveButtons, moved } from "@web/admin/components/move-buttons";
import { RowActions } from "@web/admin/components/row-actions";
import { StatusBadge } from "@web/admin/components/status-badge";
import { ButtonLink } from "@web/components/ui/button";
import { ErrorState } from "@web/components/ui/error-state";
import { PageSpinner } from "@web/components/ui/spinner";
import { messageForError } from "@web/lib/http";
import { toast } from "@web/lib/toast";
import { Plus } from "lucide-react";
import { Link } from "react-router";
import { useDeleteOccasion } from "../api/delete-occasion";
import { useOccasionList } from "../api/list-occasions";
import { useReorderOccasions } from "../api/reorder-occasions";

/** One occasion with its place in its kind's list and what its buttons do, so the columns stay constant. */
type OccasionRow = AdminOccasion & {
  index: number;
  count: number;
  busy: boolean;
  move: (from: number, to: number) => void;
  remove: () => void;
};

const columns: AdminColumn<OccasionRow>[] = [
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
    id: "title",
    header: "Title",
    cell: ({ row }) => (
      <div className="min-w-0">
        <Link to={`/admin/occasions/${row.original.id}`} className="font-medium hover:text-amber-800">
          {row.original.title}
        </Link>
        <p className="break-all text-cocoa-600">/occasions/{row.original.slug}</p>
      </div>
    ),
  },
  { id: "products", header: "Products", cell: ({ row }) => row.original.product_count },
  {
    id: "status",
    header: "Status",
    cell: ({ row }) => (
      <StatusBadge
        label={row.original.is_active ? "Shown" : "Hidden"}
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
        editTo={`/admin/occasions/${row.original.id}`}
        busy={row.original.busy}
        onDelete={row.original.remove}
        deleteWarning="Its page goes and its products lose the tag; the products stay."
      />
    ),
  },
];

const sections: { kind: OccasionKind; title: string; empty: string }[] = [
  { kind: "occasion", title: "Occasions", empty: "No occasions yet." },
  { kind: "recipient", title: "Recipients", empty: "No recipients yet." },
];

/** Occasions and recipients in the order the store shows them: reorder, edit, hide or delete. */
export default function OccasionsPage() {
  const list = useOccasionList();
  const reorder = useReorderOccasions();
  const remove = useDeleteOccasion();
  if (list.isPending) return <PageSpinner />;
  if (list.isError)
    return <ErrorState message="Could not load the occasions" onRetry={() => list.refetch()} />;
  const busy = reorder.isPending || remove.isPending;
  const all = list.data.results;
  const idsOf = (kind: OccasionKind) => all.filter((row) => row.kind === kind).map((row) => row.id);
  // The server takes the whole list; the kind not being moved keeps its order.
  const moveIn = (kind: OccasionKind) => (from: number, to: number) =>
    reorder.mutate(
      sections.flatMap((section) =>
        section.kind === kind ? moved(idsOf(kind), from, to) : idsOf(section.kind),
      ),
      { onError: (error) => toast.error(messageForError(error)) },
    );
  const rowsOf = (kind: OccasionKind) => {
    const items = all.filter((row) => row.kind === kind);
    return items.map(
      (item, index): OccasionRow => ({
        ...item,
        index,
        count: items.length,
        busy,
        move: moveIn(kind),
        remove: () =>
          remove.mutate(item.id, {
            onSuccess: () => toast.success(`${item.title} deleted`),
            onError: (error) => toast.error(messageForError(error)),
          }),
      }),
    );
  };
  return (
    <>
      <AdminPageHeader title="Occasions">
        <ButtonLink to="/admin/occasions/new" size="sm">
          <Plus aria-hidden="true" className="size-4" /> New occasion
        </ButtonLink>
      </AdminPageHeader>
      <p className="mb-4 text-sm text-cocoa-600">
        Tags shoppers browse by: each shown one has its page at /occasions/… and a link on the home page and
        in the footer, in this order. Tag products in the product form.
      </p>
      <div className="space-y-6">
        {sections.map((section) => (
          <section key={section.kind} aria-labelledby={`occasions-${section.kind}`}>
            <h2 id={`occasions-${section.kind}`} className="mb-2 text-lg text-cocoa-900">
              {section.title}
            </h2>
            <DataTable
              caption={section.title}
              columns={columns}
              data={rowsOf(section.kind)}
              rowId={(row) => String(row.id)}
              empty={section.empty}
            />
          </section>
        ))}
      </div>
    </>
  );
}

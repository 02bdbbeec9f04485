import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import { AdminPageHeader } from "@web/admin/components/admin-page-header";
import { type AdminColumn, DataTable } from "@web/admin/components/data-table";
import { MoveButtons, moved } from "@web/admin/components/move-buttons";
import { RowActions } from "@web/admin/components/row-actions";
import { StatusBadge } from "@web/admin/components/status-badge";
import { ButtonLink } from "@web/components/ui/button";
import { ErrorState } from "@web/components/ui/error-state";
import { PageSpinner } from "@web/components/ui/spinner";
import { toast } from "@web/lib/toast";
import { Plus } from "lucide-react";
import { useMemo } from "react";

type Ordered = { id: number; is_active: boolean };

/** An item with its place in the list and what its buttons do, so the columns can stay constant. */
export type OrderedRow<T extends Ordered> = T & {
  index: number;
  count: number;
  busy: boolean;
  name: string;
  editTo: string;
  move: (from: number, to: number) => void;
  remove: () => void;
};

/** Move buttons first, then the page's own columns, then whether shoppers see it and its actions. */
function columnsAround<T extends Ordered>(
  content: AdminColumn<OrderedRow<T>>[],
): AdminColumn<OrderedRow<T>>[] {
  return [
    {
      id: "order",
      header: "Order",
      cell: ({ row }) => (
        <MoveButtons
          index={row.original.index}
          count={row.original.count}
          name={row.original.name}
          disabled={row.original.busy}
          onMove={row.original.move}
        />
      ),
    },
    ...content,
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
          name={row.original.name}
          editTo={row.original.editTo}
          busy={row.original.busy}
          onDelete={row.original.remove}
          deleteWarning="It leaves the home page at once."
        />
      ),
    },
  ];
}

type OrderedContentPageProps<T extends Ordered> = {
  /** "Banners", "Highlights": the page title and the table's caption. */
  title: string;
  /** What one item is called in buttons and messages: "banner", "highlight". */
  noun: string;
  /** Where the new-item form and each item's form live: `${path}/new`, `${path}/{id}`. */
  path: string;
  intro: string;
  empty: string;
  list: UseQueryResult<{ results: T[] }>;
  reorder: UseMutationResult<unknown, Error, number[]>;
  remove: UseMutationResult<unknown, Error, number>;
  nameOf: (item: T) => string;
  columns: AdminColumn<OrderedRow<T>>[];
};

/** A home-page list staff put in order (banners, highlights): reorder, edit, hide or delete. */
export function OrderedContentPage<T extends Ordered>(props: OrderedContentPageProps<T>) {
  const { list, reorder, remove, noun, path } = props;
  const columns = useMemo(() => columnsAround(props.columns), [props.columns]);
  const busy = reorder.isPending || remove.isPending;
  if (list.isPending) return <PageSpinner />;
  if (list.isError) {
    return <ErrorState message={`Could not load the ${noun}s`} onRetry={() => list.refetch()} />;
  }
  const items = list.data.results;
  const ids = items.map((item) => item.id);
  const move = (from: number, to: number) => reorder.mutate(moved(ids, from, to));
  const deleted = `${noun.charAt(0).toUpperCase()}${noun.slice(1)} deleted`;
  const rows = items.map(
    (item, index): OrderedRow<T> => ({
      ...item,
      index,
      count: items.length,
      busy,
      name: props.nameOf(item),
      editTo: `${path}/${item.id}`,
      move,
      remove: () => remove.mutate(item.id, { onSuccess: () => toast.success(deleted) }),
    }),
  );
  return (
    <>
      <AdminPageHeader title={props.title}>
        <ButtonLink to={`${path}/new`} size="sm">
          <Plus aria-hidden="true" className="size-4" /> New {noun}
        </ButtonLink>
      </AdminPageHeader>
      <p className="mb-4 text-sm text-cocoa-600">{props.intro}</p>
      <DataTable
        caption={props.title}
        columns={columns}
        data={rows}
        rowId={(row) => String(row.id)}
        empty={props.empty}
      />
    </>
  );
}

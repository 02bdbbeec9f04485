import { type ColumnDef, type RowData, tableFeatures, useTable } from "@tanstack/react-table";
import type { ReactNode } from "react";

/** The features every back-office table uses: none beyond the core; paging and filters are server-side. */
export const adminTableFeatures = tableFeatures({});
export type AdminColumn<T extends RowData> = ColumnDef<typeof adminTableFeatures, T, unknown>;

type DataTableProps<T extends RowData> = {
  /** Keep at module scope or memoised: a new array each render rebuilds the table. */
  columns: AdminColumn<T>[];
  data: T[];
  rowId: (row: T) => string;
  /** What to say when the page has no rows (after filters). */
  empty: ReactNode;
  caption: string;
};

function headerLabel(header: unknown): string | null {
  return typeof header === "string" ? header : null;
}

/**
 * A list as a table on a desktop and as a stack of cards on a phone (below 768 px), from one set of
 * column definitions: each card shows every column, labelled with its header.
 */
export function DataTable<T extends RowData>({ columns, data, rowId, empty, caption }: DataTableProps<T>) {
  const table = useTable({ features: adminTableFeatures, columns, data, getRowId: rowId });
  const rows = table.getRowModel().rows;
  if (rows.length === 0) {
    return (
      <p className="rounded-xl border border-cocoa-100 bg-white p-8 text-center text-cocoa-600">{empty}</p>
    );
  }
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-cocoa-100 bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-cocoa-50 text-xs tracking-wide text-cocoa-600 uppercase">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col" className="whitespace-nowrap px-4 py-3 font-semibold">
                    {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-cocoa-100">
            {rows.map((row) => (
              <tr key={row.id} className="align-top hover:bg-cocoa-50/60">
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className="px-4 py-3 text-cocoa-900">
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={caption} className="space-y-3 md:hidden">
        {rows.map((row) => (
          <li key={row.id} className="rounded-xl border border-cocoa-100 bg-white p-4 text-sm">
            <dl className="space-y-1.5">
              {row.getAllCells().map((cell) => {
                const label = headerLabel(cell.column.columnDef.header);
                return (
                  <div key={cell.id} className="flex min-w-0 gap-3">
                    {label && <dt className="w-28 shrink-0 text-cocoa-500">{label}</dt>}
                    <dd className="min-w-0 flex-1 break-words text-cocoa-900">
                      <table.FlexRender cell={cell} />
                    </dd>
                  </div>
                );
              })}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

import type { UseQueryResult } from "@tanstack/react-query";
import { ErrorState } from "@web/components/ui/error-state";
import { PageSpinner } from "@web/components/ui/spinner";
import type { ReactNode } from "react";
import { type AdminColumn, DataTable } from "./data-table";
import { Pager } from "./pager";

type PageOf<T> = { results: T[]; count: number; page_size: number };

type PagedTableProps<T, Row extends { id: number }> = {
  /** One page of a server-paged list (`{results, count, page_size}`). */
  list: UseQueryResult<PageOf<T>>;
  /** What to say when the page cannot be loaded; the server's message when left out. */
  loadError?: string;
  caption: string;
  columns: AdminColumn<Row>[];
  /** What to say when the page has no rows (after filters). */
  empty: ReactNode;
  page: number;
  onPage: (page: number) => void;
  /** Adds what each row's buttons need to the items; without it the items are the rows. */
  rows?: (items: T[]) => Row[];
};

/** A back-office list page's body: a spinner, then the table and its pager, or the error with a retry. */
export function PagedTable<T extends { id: number }, Row extends { id: number } = T>(
  props: PagedTableProps<T, Row>,
) {
  const { list } = props;
  if (list.isPending) return <PageSpinner />;
  if (list.isError) {
    return <ErrorState message={props.loadError ?? list.error.message} onRetry={() => list.refetch()} />;
  }
  const items = list.data.results;
  return (
    <>
      <DataTable
        caption={props.caption}
        columns={props.columns}
        data={props.rows ? props.rows(items) : (items as unknown as Row[])}
        rowId={(row) => String(row.id)}
        empty={props.empty}
      />
      <Pager page={props.page} pageSize={list.data.page_size} count={list.data.count} onPage={props.onPage} />
    </>
  );
}

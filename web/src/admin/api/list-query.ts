/** A list's page, search text and status filter, as the URL keeps them. */
export type ListFilters = { page: number; q: string; status: string };

export const listPageSize = 25;

export function listQuery(filters: ListFilters): URLSearchParams {
  const query = new URLSearchParams({ page: String(filters.page), page_size: String(listPageSize) });
  if (filters.q) query.set("q", filters.q);
  if (filters.status) query.set("status", filters.status);
  return query;
}

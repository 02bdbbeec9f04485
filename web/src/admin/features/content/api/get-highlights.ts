import type { AdminHighlightList } from "@contract/admin/content-highlights";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

/** GET /admin/highlights/: every home-page highlight in page order, with its chosen products. */
export const highlightsQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "content", "highlights"],
    queryFn: () => apiRequest<AdminHighlightList>("/admin/highlights/"),
    staleTime: 0,
  });

export function useHighlights() {
  return useQuery(highlightsQueryOptions());
}

import type { SynonymGroupList } from "@contract/admin/search-synonyms";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

/** GET /admin/search-synonyms/: every group, oldest first. */
export const synonymListQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "search-synonyms"],
    queryFn: () => apiRequest<SynonymGroupList>("/admin/search-synonyms/"),
    staleTime: 0,
  });

export function useSynonymList() {
  return useQuery(synonymListQueryOptions());
}

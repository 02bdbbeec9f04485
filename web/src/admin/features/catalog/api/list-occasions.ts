import type { AdminOccasionList } from "@contract/admin/occasions";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

/** Every occasion query starts with this key. */
export const occasionsKey = ["admin", "occasions"] as const;

/** GET /admin/occasions/: every occasion, then every recipient, in the store's order (also the product form's checkboxes). */
export const occasionListQueryOptions = () =>
  queryOptions({
    queryKey: [...occasionsKey, "list"],
    queryFn: () => apiRequest<AdminOccasionList>("/admin/occasions/"),
    staleTime: 0,
  });

export function useOccasionList() {
  return useQuery(occasionListQueryOptions());
}

import type { AdminOccasion } from "@contract/admin/occasions";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { occasionsKey } from "./list-occasions";

/** GET /admin/occasions/{id}/ */
export const occasionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...occasionsKey, "one", id],
    queryFn: () => apiRequest<AdminOccasion>(`/admin/occasions/${id}/`),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export function useOccasion(id: number) {
  return useQuery(occasionQueryOptions(id));
}

import type { AdminOccasionList } from "@contract/admin/occasions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { occasionListQueryOptions } from "./list-occasions";

/** POST /admin/occasions/reorder/: the whole list in its new order; answers the reordered list. */
export function useReorderOccasions() {
  const queryClient = useQueryClient();
  const { queryKey } = occasionListQueryOptions();
  return useMutation({
    mutationFn: (ids: number[]) =>
      apiRequest<AdminOccasionList>("/admin/occasions/reorder/", { method: "POST", body: { ids } }),
    onSuccess: (list) => queryClient.setQueryData(queryKey, list),
    // A 409 means someone else changed the list: show theirs.
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}

import type { AdminHighlightList } from "@contract/admin/content-highlights";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { highlightsQueryOptions } from "./get-highlights";

/** POST /admin/highlights/reorder/: the whole list in its new order; answers the reordered list. */
export function useReorderHighlights() {
  const queryClient = useQueryClient();
  const { queryKey } = highlightsQueryOptions();
  return useMutation({
    mutationFn: (ids: number[]) =>
      apiRequest<AdminHighlightList>("/admin/highlights/reorder/", { method: "POST", body: { ids } }),
    onSuccess: (list) => queryClient.setQueryData(queryKey, list),
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}

import type { AdminBannerList } from "@contract/admin/content-banners";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { bannersQueryOptions } from "./get-banners";

/** POST /admin/banners/reorder/: the whole list in its new order; answers the reordered list. */
export function useReorderBanners() {
  const queryClient = useQueryClient();
  const { queryKey } = bannersQueryOptions();
  return useMutation({
    mutationFn: (ids: number[]) =>
      apiRequest<AdminBannerList>("/admin/banners/reorder/", { method: "POST", body: { ids } }),
    onSuccess: (list) => queryClient.setQueryData(queryKey, list),
    // A 409 means someone else changed the list: show theirs.
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}

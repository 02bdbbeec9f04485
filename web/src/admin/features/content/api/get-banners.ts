import type { AdminBannerList } from "@contract/admin/content-banners";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

/** GET /admin/banners/: every banner in carousel order. */
export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "content", "banners"],
    queryFn: () => apiRequest<AdminBannerList>("/admin/banners/"),
    staleTime: 0,
  });

export function useBanners() {
  return useQuery(bannersQueryOptions());
}

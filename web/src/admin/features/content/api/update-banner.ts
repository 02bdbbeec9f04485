import type { AdminBanner, BannerInput } from "@contract/admin/content-banners";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { bannersQueryOptions } from "./get-banners";

/** PUT /admin/banners/{id}/: replaces a banner's pictures, link, alt text and whether it shows. */
export function useUpdateBanner(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BannerInput) =>
      apiRequest<AdminBanner>(`/admin/banners/${id}/`, { method: "PUT", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bannersQueryOptions().queryKey }),
    meta: { silent: true },
  });
}

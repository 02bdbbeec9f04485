import type { AdminBanner, BannerInput } from "@contract/admin/content-banners";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { bannersQueryOptions } from "./get-banners";

/** POST /admin/banners/: a new banner, last in the carousel. */
export function useCreateBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BannerInput) =>
      apiRequest<AdminBanner>("/admin/banners/", { method: "POST", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bannersQueryOptions().queryKey }),
    meta: { silent: true },
  });
}

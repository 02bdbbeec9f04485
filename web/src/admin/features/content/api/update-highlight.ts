import type { AdminHighlight, HighlightInput } from "@contract/admin/content-highlights";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { highlightsQueryOptions } from "./get-highlights";

/** PUT /admin/highlights/{id}/: replaces the title, link, products and whether it shows. */
export function useUpdateHighlight(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HighlightInput) =>
      apiRequest<AdminHighlight>(`/admin/highlights/${id}/`, { method: "PUT", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: highlightsQueryOptions().queryKey }),
    meta: { silent: true },
  });
}

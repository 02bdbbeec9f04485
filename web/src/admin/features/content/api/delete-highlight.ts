import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { highlightsQueryOptions } from "./get-highlights";

/** DELETE /admin/highlights/{id}/ */
export function useDeleteHighlight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ message: string }>(`/admin/highlights/${id}/`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: highlightsQueryOptions().queryKey }),
  });
}

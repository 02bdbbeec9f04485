import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { synonymListQueryOptions } from "./list-synonyms";

/** DELETE /admin/search-synonyms/{id}/ */
export function useDeleteSynonymGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ message: string }>(`/admin/search-synonyms/${id}/`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: synonymListQueryOptions().queryKey }),
  });
}

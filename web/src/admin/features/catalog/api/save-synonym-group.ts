import type { SynonymGroup, SynonymGroupFormValues } from "@contract/admin/search-synonyms";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { synonymListQueryOptions } from "./list-synonyms";

/** POST /admin/search-synonyms/ (no id) or PUT /admin/search-synonyms/{id}/: 409 for a word in another group. */
export function saveSynonymGroup({ id, values }: { id: number | null; values: SynonymGroupFormValues }) {
  return id === null
    ? apiRequest<SynonymGroup>("/admin/search-synonyms/", { method: "POST", body: values })
    : apiRequest<SynonymGroup>(`/admin/search-synonyms/${id}/`, { method: "PUT", body: values });
}

export function useSaveSynonymGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSynonymGroup,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: synonymListQueryOptions().queryKey }),
  });
}

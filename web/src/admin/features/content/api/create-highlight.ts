import type { AdminHighlight, HighlightInput } from "@contract/admin/content-highlights";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { highlightsQueryOptions } from "./get-highlights";

/** POST /admin/highlights/: a new highlight, last on the home page. */
export function useCreateHighlight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HighlightInput) =>
      apiRequest<AdminHighlight>("/admin/highlights/", { method: "POST", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: highlightsQueryOptions().queryKey }),
    meta: { silent: true },
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { occasionsKey } from "./list-occasions";

/** DELETE /admin/occasions/{id}/: its products stay, untagged. */
export function useDeleteOccasion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ message: string }>(`/admin/occasions/${id}/`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: occasionsKey }),
  });
}

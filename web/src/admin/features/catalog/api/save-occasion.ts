import type { AdminOccasion, OccasionFormValues } from "@contract/admin/occasions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { occasionsKey } from "./list-occasions";

/** POST /admin/occasions/ (no id) or PUT /admin/occasions/{id}/ */
export function saveOccasion({ id, values }: { id: number | null; values: OccasionFormValues }) {
  return id === null
    ? apiRequest<AdminOccasion>("/admin/occasions/", { method: "POST", body: values })
    : apiRequest<AdminOccasion>(`/admin/occasions/${id}/`, { method: "PUT", body: values });
}

export function useSaveOccasion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOccasion,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: occasionsKey }),
  });
}

import type { AdminBlockedDate, BlockedDateInput } from "@contract/admin/delivery-slots";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { deliveriesKey } from "./get-day-plan";

const blockedKey = [...deliveriesKey, "blocked"] as const;

/** GET /admin/delivery-blocked-dates/: the blocks from today on, by date. */
export const blockedDatesQueryOptions = () =>
  queryOptions({
    queryKey: blockedKey,
    queryFn: async () =>
      (await apiRequest<{ results: AdminBlockedDate[] }>("/admin/delivery-blocked-dates/")).results,
    staleTime: 0,
  });

export function useBlockedDates() {
  return useQuery(blockedDatesQueryOptions());
}

/** POST /admin/delivery-blocked-dates/: `zone_id` null blocks every hand-delivery zone. */
export function useAddBlockedDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BlockedDateInput) =>
      apiRequest<AdminBlockedDate>("/admin/delivery-blocked-dates/", { method: "POST", body }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesKey }),
  });
}

/** DELETE /admin/delivery-blocked-dates/{id}/. */
export function useRemoveBlockedDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<null>(`/admin/delivery-blocked-dates/${id}/`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesKey }),
  });
}

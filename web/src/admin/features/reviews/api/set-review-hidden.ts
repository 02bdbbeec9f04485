import type { AdminReview } from "@contract/admin/reviews";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { adminReviewsKey } from "./get-reviews";

type Change = { id: number; hidden: boolean };

/** POST /admin/reviews/{id}/hide/ or /unhide/: the product page changes at once. */
export function setReviewHidden({ id, hidden }: Change): Promise<AdminReview> {
  return apiRequest<AdminReview>(`/admin/reviews/${id}/${hidden ? "hide" : "unhide"}/`, { method: "POST" });
}

/** Every page of the list is refetched, since a review may move between the status filters. */
export function useSetReviewHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReviewHidden,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminReviewsKey }),
  });
}

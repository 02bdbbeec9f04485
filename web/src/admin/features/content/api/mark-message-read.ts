import type { AdminContactMessage } from "@contract/admin/content-inbox";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { inboxQueryKey } from "./get-contact-messages";

/** POST /admin/contact-messages/{id}/read/: opening a message; answers it with its read time. */
export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<AdminContactMessage>(`/admin/contact-messages/${id}/read/`, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxQueryKey }),
  });
}

import type { ContactRequest, ContactResponse } from "@contract/contact";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

export function sendContact(input: ContactRequest): Promise<ContactResponse> {
  return apiRequest<ContactResponse>("/setting/contact/", { method: "POST", body: input });
}

/** The contact screen reports failures itself ('Failed to send message' and field errors). */
export function useSendContact() {
  return useMutation({ mutationFn: sendContact, meta: { silent: true } });
}

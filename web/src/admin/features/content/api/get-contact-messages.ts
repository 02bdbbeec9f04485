import type { ContactMessagePage } from "@contract/admin/content-inbox";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

export type InboxFilters = { page: number; unreadOnly: boolean };

/** The prefix of every page of the inbox: reading one message changes the unread marks on all. */
export const inboxQueryKey = ["admin", "content", "inbox"] as const;

/** GET /admin/contact-messages/: newest first, with the unread count. */
export const contactMessagesQueryOptions = (filters: InboxFilters) =>
  queryOptions({
    queryKey: [...inboxQueryKey, filters],
    queryFn: () => {
      const query = new URLSearchParams({ page: String(filters.page), page_size: "25" });
      if (filters.unreadOnly) query.set("unread", "true");
      return apiRequest<ContactMessagePage>(`/admin/contact-messages/?${query}`);
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useContactMessages(filters: InboxFilters) {
  return useQuery(contactMessagesQueryOptions(filters));
}

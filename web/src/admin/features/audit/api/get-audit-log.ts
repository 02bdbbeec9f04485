import type { AuditPage } from "@contract/admin/audit";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

export type AuditFilters = { page: number; entity: string };

/** GET /admin/audit/: staff changes, newest first. */
export const auditLogQueryOptions = (filters: AuditFilters) =>
  queryOptions({
    queryKey: ["admin", "audit", filters],
    queryFn: () => {
      const query = new URLSearchParams({ page: String(filters.page), page_size: "25" });
      if (filters.entity) query.set("entity", filters.entity);
      return apiRequest<AuditPage>(`/admin/audit/?${query}`);
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useAuditLog(filters: AuditFilters) {
  return useQuery(auditLogQueryOptions(filters));
}

import { z } from "zod";
import { pathName } from "../text";
import { adminPage, adminPageQuery } from "./paging";

/** One staff change as the audit log shows it. */
export const auditEntry = z.object({
  id: z.number(),
  created_at: z.string(),
  staff_email: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditQuery = adminPageQuery.extend({
  entity: pathName("Entity", 40).optional(),
  entity_id: pathName("Entity id", 40).optional(),
});

export const auditPage = adminPage(auditEntry);
export type AuditPage = z.infer<typeof auditPage>;

import { type AdminPageQuery, pageWindow } from "@contract/admin/paging";
import type { Db } from "@server/db/connect";
import { auditLog } from "@server/db/schema/audit";
import { and, count, desc, eq, type SQL } from "drizzle-orm";

export type AuditFilter = { entity?: string; entityId?: string };

/** A page of the audit log, newest first, optionally for one kind of record or one record. */
export async function listAudit(db: Db, filter: AuditFilter, page: AdminPageQuery) {
  const conditions: SQL[] = [];
  if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const { limit, offset } = pageWindow(page);
  const [rows, [total]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).limit(limit).offset(offset),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: Number(total?.value ?? 0) };
}

import type { Db } from "@server/db/connect";
import { insertAuditRow } from "./audit-log.repository";
import type { StaffUser } from "./staff-guard";

export type AuditChange = {
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
};

/**
 * Writes one audit row. Call it with the transaction that makes the change, so a change and its
 * record commit or roll back together: the log never claims a change that did not happen, nor misses
 * one that did.
 */
export async function recordAudit(tx: Db, staff: Pick<StaffUser, "id" | "email">, change: AuditChange) {
  await insertAuditRow(tx, {
    staffUserId: staff.id,
    staffEmail: staff.email,
    action: change.action,
    entity: change.entity,
    entityId: String(change.entityId),
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

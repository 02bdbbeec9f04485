import type { Db } from "@server/db/connect";
import { auditLog } from "@server/db/schema";

export async function insertAuditRow(tx: Db, row: typeof auditLog.$inferInsert): Promise<void> {
  await tx.insert(auditLog).values(row);
}

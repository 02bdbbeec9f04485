import type { Tx } from "@server/db/connect";
import { type AuditChange, recordAudit } from "@server/platform/audit-log";
import { cacheTags } from "@server/platform/cache-tags";
import type { AppDeps } from "@server/platform/deps";
import type { StaffUser } from "@server/platform/staff-guard";

type Deps = Pick<AppDeps, "db" | "publicCache">;

/**
 * One staff change to storefront content: the change and its audit row in one transaction, then what
 * shows content cleared from the public cache (after the commit, so no reader can cache what is about
 * to roll back).
 */
export async function writeContent<T>(
  deps: Deps,
  staff: StaffUser,
  change: (tx: Tx) => Promise<{ result: T; audit: AuditChange }>,
): Promise<T> {
  const result = await deps.db.transaction(async (tx) => {
    const done = await change(tx);
    await recordAudit(tx, staff, done.audit);
    return done.result;
  });
  await deps.publicCache.invalidate([cacheTags.content]);
  return result;
}

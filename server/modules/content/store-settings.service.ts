import type { AdminStoreSettings, StoreSettingsInput } from "@contract/admin/content-settings";
import type { Db } from "@server/db/connect";
import { storeSettings } from "@server/db/schema";
import type { AppDeps } from "@server/platform/deps";
import type { StaffUser } from "@server/platform/staff-guard";
import { sql } from "drizzle-orm";
import { findStoreSettings } from "./content.repository";
import { writeContent } from "./content-writes";

type Deps = Pick<AppDeps, "db" | "publicCache">;
type SettingsRow = typeof storeSettings.$inferSelect;

const settingsOf = (row: SettingsRow | null): AdminStoreSettings => ({
  support_email: row?.supportEmail ?? "",
  support_phone: row?.supportPhone ?? "",
  updated_at: row?.updatedAt.toISOString() ?? "",
});

/** The single settings row, made on first save if the store started without one. */
async function upsertStoreSettings(db: Db, input: StoreSettingsInput) {
  const values = { supportEmail: input.support_email, supportPhone: input.support_phone };
  const [row] = await db
    .insert(storeSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: storeSettings.id, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error("store settings upsert returned nothing");
  return row;
}

export async function getStoreSettings(deps: Deps): Promise<AdminStoreSettings> {
  return settingsOf(await findStoreSettings(deps.db));
}

export function saveStoreSettings(deps: Deps, staff: StaffUser, input: StoreSettingsInput) {
  return writeContent(deps, staff, async (tx) => {
    const before = await findStoreSettings(tx);
    const after = settingsOf(await upsertStoreSettings(tx, input));
    return {
      result: after,
      audit: {
        action: "update",
        entity: "store_settings",
        entityId: 1,
        before: before ? settingsOf(before) : undefined,
        after,
      },
    };
  });
}

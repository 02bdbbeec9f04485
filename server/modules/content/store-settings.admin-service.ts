import type { AdminStoreSettings, StoreSettingsInput } from "@contract/admin/content-settings";
import type { AppDeps } from "@server/platform/deps";
import type { StaffUser } from "@server/platform/staff-guard";
import { findStoreSettings, type SettingsRow, upsertStoreSettings } from "./content.repository";
import { writeContent } from "./content-writes";

type Deps = Pick<AppDeps, "db" | "publicCache">;

const settingsOf = (row: SettingsRow | null): AdminStoreSettings => ({
  support_email: row?.supportEmail ?? "",
  support_phone: row?.supportPhone ?? "",
  updated_at: row?.updatedAt.toISOString() ?? "",
});

export async function getStoreSettings(deps: Deps): Promise<AdminStoreSettings> {
  return settingsOf(await findStoreSettings(deps.db));
}

export function saveStoreSettings(deps: Deps, staff: StaffUser, input: StoreSettingsInput) {
  return writeContent(deps, staff, async (tx) => {
    const before = await findStoreSettings(tx);
    const after = settingsOf(
      await upsertStoreSettings(tx, { supportEmail: input.support_email, supportPhone: input.support_phone }),
    );
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

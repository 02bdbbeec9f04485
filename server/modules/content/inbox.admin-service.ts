import type {
  AdminContactMessage,
  ContactMessagePage,
  ContactMessageQuery,
} from "@contract/admin/content-inbox";
import { recordAudit } from "@server/platform/audit-log";
import type { AppDeps } from "@server/platform/deps";
import { notFound } from "@server/platform/errors";
import type { StaffUser } from "@server/platform/staff-guard";
import {
  type ContactMessageRow,
  listContactMessages,
  lockContactMessage,
  setContactMessageRead,
} from "./inbox.admin-repository";

type Deps = Pick<AppDeps, "db">;

const messageOf = (row: ContactMessageRow): AdminContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  message: row.message,
  is_customer: row.userId !== null,
  created_at: row.createdAt.toISOString(),
  read_at: row.readAt?.toISOString() ?? null,
});

export async function listInbox(deps: Deps, query: ContactMessageQuery): Promise<ContactMessagePage> {
  const { unread, ...page } = query;
  const { rows, total, unread: unreadCount } = await listContactMessages(deps.db, unread === "true", page);
  return {
    count: total,
    page: page.page,
    page_size: page.page_size,
    unread_count: unreadCount,
    results: rows.map(messageOf),
  };
}

/**
 * Opens (read) or sets aside (unread) one message. Audited like every staff write; nothing public
 * changes, so the public cache is left alone.
 */
export function markContactMessage(
  deps: Deps,
  staff: StaffUser,
  id: number,
  read: boolean,
): Promise<AdminContactMessage> {
  return deps.db.transaction(async (tx) => {
    const row = await lockContactMessage(tx, id);
    if (!row) throw notFound("Message not found");
    const after = messageOf(await setContactMessageRead(tx, id, read));
    await recordAudit(tx, staff, {
      action: read ? "read" : "unread",
      entity: "contact_message",
      entityId: id,
      before: { read_at: row.readAt?.toISOString() ?? null },
      after: { read_at: after.read_at },
    });
    return after;
  });
}

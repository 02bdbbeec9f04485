import { type AdminPageQuery, pageWindow } from "@contract/admin/paging";
import type { Db } from "@server/db/connect";
import { contactMessages } from "@server/db/schema/content";
import { count, desc, eq, isNull, sql } from "drizzle-orm";

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** A page of messages newest first (only unread ones if asked), and the unread count overall. */
export async function listContactMessages(db: Db, unreadOnly: boolean, page: AdminPageQuery) {
  const where = unreadOnly ? isNull(contactMessages.readAt) : undefined;
  const { limit, offset } = pageWindow(page);
  const [rows, [total], [unread]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(contactMessages).where(where),
    db.select({ value: count() }).from(contactMessages).where(isNull(contactMessages.readAt)),
  ]);
  return { rows, total: Number(total?.value ?? 0), unread: Number(unread?.value ?? 0) };
}

export async function lockContactMessage(db: Db, id: number) {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).for("update");
  return row ?? null;
}

/**
 * Read keeps the first time anyone opened it (opening it again is not news); unread clears it.
 */
export async function setContactMessageRead(db: Db, id: number, read: boolean) {
  const [row] = await db
    .update(contactMessages)
    .set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
    .where(eq(contactMessages.id, id))
    .returning();
  if (!row) throw new Error("contact message update returned nothing");
  return row;
}

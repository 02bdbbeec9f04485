import type { Db, Tx } from "@server/db/connect";
import { documentCounters, taxSettings } from "@server/db/schema/invoices";
import { and, eq } from "drizzle-orm";

export type TaxSettingsRow = typeof taxSettings.$inferSelect;
export type TaxSettingsValues = Omit<typeof taxSettings.$inferInsert, "id" | "updatedAt">;

export async function findTaxSettings(db: Db): Promise<TaxSettingsRow | null> {
  const [row] = await db.select().from(taxSettings).where(eq(taxSettings.id, 1));
  return row ?? null;
}

/** The settings row, share-locked: issuers run side by side, a save waits for them (and they for it). */
export async function shareTaxSettings(tx: Tx): Promise<TaxSettingsRow | null> {
  const [row] = await tx.select().from(taxSettings).where(eq(taxSettings.id, 1)).for("share");
  return row ?? null;
}

export async function upsertTaxSettings(tx: Tx, values: TaxSettingsValues): Promise<TaxSettingsRow> {
  const [row] = await tx
    .insert(taxSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: taxSettings.id, set: { ...values, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error("tax settings upsert returned nothing");
  return row;
}

/** Whether an invoice number was taken in the financial year: its prefix is then fixed until 1 April. */
export async function invoicesNumberedIn(db: Db, financialYear: string): Promise<boolean> {
  const rows = await db
    .select({ last: documentCounters.last })
    .from(documentCounters)
    .where(and(eq(documentCounters.series, "invoice"), eq(documentCounters.financialYear, financialYear)));
  return rows.length > 0;
}

/** The settings row locked for a save: an issue in progress finishes first, later ones see the new row. */
export async function lockTaxSettingsForSave(tx: Tx): Promise<TaxSettingsRow | null> {
  const [row] = await tx.select().from(taxSettings).where(eq(taxSettings.id, 1)).for("update");
  return row ?? null;
}

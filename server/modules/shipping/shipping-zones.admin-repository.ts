import { pageWindow } from "@contract/admin/paging";
import type { PincodeRule, ShippingZoneListQuery } from "@contract/admin/shipping";
import type { Db } from "@server/db/connect";
import { shippingZonePincodes, shippingZones } from "@server/db/schema/shipping";
import { containing } from "@server/platform/search-pattern";
import { and, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import { type LocalDeliveryRows, localDeliveryOfZones } from "./delivery-slots.admin-repository";

export type ZoneRow = typeof shippingZones.$inferSelect;
export type ZoneValues = Omit<typeof shippingZones.$inferInsert, "id">;
/** A zone with its pincode rules and its hand delivery (null when it never had one). */
export type ZoneWithRules = { zone: ZoneRow; rules: PincodeRule[]; local: LocalDeliveryRows | null };

const ruleColumns = {
  zoneId: shippingZonePincodes.zoneId,
  prefix: shippingZonePincodes.prefix,
  rangeStart: shippingZonePincodes.rangeStart,
  rangeEnd: shippingZonePincodes.rangeEnd,
};

async function withRules(db: Db, zones: ZoneRow[]): Promise<ZoneWithRules[]> {
  if (zones.length === 0) return [];
  const ids = zones.map((zone) => zone.id);
  // One after the other: inside a transaction both would share one connection.
  const rules = await db
    .select(ruleColumns)
    .from(shippingZonePincodes)
    .where(inArray(shippingZonePincodes.zoneId, ids));
  const local = await localDeliveryOfZones(db, ids);
  return zones.map((zone) => ({
    zone,
    rules: rules
      .filter((rule) => rule.zoneId === zone.id)
      .map(({ prefix, rangeStart, rangeEnd }) => ({ prefix, rangeStart, rangeEnd })),
    local: local.get(zone.id) ?? null,
  }));
}

/** A zone whose name contains the text, or (for digits) one serving pincodes that start with them. */
function matching(q: string): SQL | undefined {
  if (!/^\d{1,6}$/.test(q)) return ilike(shippingZones.name, containing(q));
  // Spelled out: in a one-table query Drizzle leaves column names bare, and a bare "id" here would be p's.
  const serves = sql`exists (select 1 from shipping_zone_pincodes p where p.zone_id = shipping_zones.id
    and (p.prefix like ${`${q}%`} or ${q} like p.prefix || '%'
      or (${q.length === 6} and ${Number(q)} between p.range_start and p.range_end)))`;
  return or(ilike(shippingZones.name, containing(q)), serves);
}

export async function listZones(db: Db, query: ShippingZoneListQuery) {
  const conditions: SQL[] = [];
  const search = query.q ? matching(query.q) : undefined;
  if (search) conditions.push(search);
  if (query.status) conditions.push(eq(shippingZones.isActive, query.status === "active"));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const { limit, offset } = pageWindow(query);
  const [zones, [total]] = await Promise.all([
    db.select().from(shippingZones).where(where).orderBy(desc(shippingZones.id)).limit(limit).offset(offset),
    db.select({ value: count() }).from(shippingZones).where(where),
  ]);
  return { rows: await withRules(db, zones), total: Number(total?.value ?? 0) };
}

export async function findZone(db: Db, id: number, lock = false): Promise<ZoneWithRules | null> {
  const query = db.select().from(shippingZones).where(eq(shippingZones.id, id));
  const [zone] = lock ? await query.for("update") : await query;
  return zone ? ((await withRules(db, [zone]))[0] ?? null) : null;
}

/**
 * Zone writes take one lock in turn, so the check that no other zone claims the same pincodes and the
 * write it allows cannot interleave with another zone's (ranges have no unique index to fall back on).
 */
export async function lockZoneWrites(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('shipping_zone_writes'))`);
}

/** Every pincode rule of the other zones, named by their zone, for the clash check. */
export function otherZonesRules(db: Db, zoneId: number | null) {
  return db
    .select({ ...ruleColumns, zoneName: shippingZones.name })
    .from(shippingZonePincodes)
    .innerJoin(shippingZones, eq(shippingZones.id, shippingZonePincodes.zoneId))
    .where(zoneId === null ? undefined : ne(shippingZonePincodes.zoneId, zoneId));
}

export async function insertZone(db: Db, values: ZoneValues): Promise<ZoneRow> {
  const [row] = await db.insert(shippingZones).values(values).returning();
  if (!row) throw new Error("zone insert returned nothing");
  return row;
}

export async function updateZone(db: Db, id: number, values: Partial<ZoneValues>): Promise<ZoneRow> {
  const [row] = await db.update(shippingZones).set(values).where(eq(shippingZones.id, id)).returning();
  if (!row) throw new Error("zone update returned nothing");
  return row;
}

export async function replaceRules(db: Db, zoneId: number, rules: readonly PincodeRule[]): Promise<void> {
  await db.delete(shippingZonePincodes).where(eq(shippingZonePincodes.zoneId, zoneId));
  await db.insert(shippingZonePincodes).values(rules.map((rule) => ({ ...rule, zoneId })));
}

export async function deleteZone(db: Db, id: number): Promise<void> {
  await db.delete(shippingZones).where(eq(shippingZones.id, id));
}

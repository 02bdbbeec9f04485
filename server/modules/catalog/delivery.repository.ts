import type { ShippingZoneTerms, ZonePincodeRule } from "@contract/shipping";
import type { Db } from "@server/db/connect";
import { products, shippingZonePincodes, shippingZones } from "@server/db/schema";
import { and, eq } from "drizzle-orm";

/** Every active zone with its terms and pincode rules: a few dozen rows, matched in code. */
export async function loadActiveZones(
  db: Db,
): Promise<{ zones: ShippingZoneTerms[]; rules: ZonePincodeRule[] }> {
  const [zoneRows, rules] = await Promise.all([
    db.select().from(shippingZones).where(eq(shippingZones.isActive, true)),
    db
      .select({
        zoneId: shippingZonePincodes.zoneId,
        prefix: shippingZonePincodes.prefix,
        rangeStart: shippingZonePincodes.rangeStart,
        rangeEnd: shippingZonePincodes.rangeEnd,
      })
      .from(shippingZonePincodes)
      .innerJoin(shippingZones, eq(shippingZones.id, shippingZonePincodes.zoneId))
      .where(eq(shippingZones.isActive, true)),
  ]);
  const zones = zoneRows.map((zone) => ({
    id: zone.id,
    standard: {
      days: zone.standardDays,
      chargePaise: zone.standardChargePaise,
      freeShippingValuePaise: zone.standardFreeShippingValuePaise,
    },
    express:
      zone.expressDays === null ||
      zone.expressChargePaise === null ||
      zone.expressFreeShippingValuePaise === null
        ? null
        : {
            days: zone.expressDays,
            chargePaise: zone.expressChargePaise,
            freeShippingValuePaise: zone.expressFreeShippingValuePaise,
          },
  }));
  return { zones, rules };
}

export async function isProductOnSale(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), eq(products.isActive, true)))
    .limit(1);
  return rows.length > 0;
}

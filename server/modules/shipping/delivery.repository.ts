import type { ShippingZoneTerms, ZonePincodeRule } from "@contract/shipping";
import type { Db } from "@server/db/connect";
import { localDeliverySettings, shippingZonePincodes, shippingZones } from "@server/db/schema/shipping";
import { and, eq } from "drizzle-orm";

/**
 * Every active zone with its courier and hand-delivery terms and its pincode rules: a few dozen rows,
 * matched in code.
 */
export async function loadActiveZones(
  db: Db,
): Promise<{ zones: ShippingZoneTerms[]; rules: ZonePincodeRule[] }> {
  const [zoneRows, rules] = await Promise.all([
    db
      .select({ zone: shippingZones, hand: localDeliverySettings })
      .from(shippingZones)
      .leftJoin(
        localDeliverySettings,
        and(eq(localDeliverySettings.zoneId, shippingZones.id), eq(localDeliverySettings.isActive, true)),
      )
      .where(eq(shippingZones.isActive, true)),
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
  const zones = zoneRows.map(({ zone, hand }) => ({
    id: zone.id,
    courier: zone.courierEnabled,
    hand: hand && {
      days: 0,
      chargePaise: hand.chargePaise,
      freeShippingValuePaise: hand.freeShippingValuePaise,
    },
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

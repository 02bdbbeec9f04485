import type { AdminPage } from "@contract/admin/paging";
import {
  type PincodeRule,
  pincodeRuleOf,
  pincodeRulesClash,
  pincodeRuleText,
  type ShippingZoneInput,
  type ShippingZoneListQuery,
  shippingMessages,
} from "@contract/admin/shipping";
import type { AdminShippingZone } from "@contract/admin/shipping-views";
import { deliveryMessages } from "@contract/delivery-slots";
import { paiseToDecimal, toPaise } from "@contract/money";
import type { Db } from "@server/db/connect";
import { recordAudit } from "@server/platform/audit-log";
import { cacheTags } from "@server/platform/cache-tags";
import type { AppDeps } from "@server/platform/deps";
import { AppError, invalid, notFound } from "@server/platform/errors";
import { publicWrite } from "@server/platform/public-write";
import type { StaffUser } from "@server/platform/staff-guard";
import { adminLocalDeliveryOf } from "./local-delivery-views";
import {
  deleteZone,
  findZone,
  insertZone,
  listZones,
  lockZoneWrites,
  otherZonesRules,
  replaceRules,
  updateZone,
  type ZoneValues,
  type ZoneWithRules,
} from "./shipping-zones.admin-repository";

type Deps = Pick<AppDeps, "db" | "publicCache">;

const terms = (days: number, chargePaise: number, freePaise: number) => ({
  days,
  charge: paiseToDecimal(chargePaise),
  free_shipping_value: paiseToDecimal(freePaise),
});

/** Prefixes first, in order, then ranges by their start: how staff read a zone's pincodes. */
const byPrefixThenRange = (a: PincodeRule, b: PincodeRule) =>
  a.prefix !== null && b.prefix !== null
    ? a.prefix.localeCompare(b.prefix)
    : a.prefix !== null
      ? -1
      : b.prefix !== null
        ? 1
        : (a.rangeStart ?? 0) - (b.rangeStart ?? 0);

export const adminZoneOf = ({ zone, rules, local }: ZoneWithRules): AdminShippingZone => ({
  id: zone.id,
  name: zone.name,
  is_active: zone.isActive,
  courier_enabled: zone.courierEnabled,
  pincodes: [...rules].sort(byPrefixThenRange).map(pincodeRuleText),
  standard: terms(zone.standardDays, zone.standardChargePaise, zone.standardFreeShippingValuePaise),
  express:
    zone.expressDays === null ||
    zone.expressChargePaise === null ||
    zone.expressFreeShippingValuePaise === null
      ? null
      : terms(zone.expressDays, zone.expressChargePaise, zone.expressFreeShippingValuePaise),
  local_delivery: local && adminLocalDeliveryOf(local),
});

/** Decision 24: a zone delivers somehow; courier off needs hand delivery switched on. */
export function checkDelivers(courierEnabled: boolean, handActive: boolean) {
  if (!courierEnabled && !handActive) throw invalid(deliveryMessages.noZoneDelivery);
}

function valuesOf(input: ShippingZoneInput): ZoneValues {
  return {
    name: input.name,
    isActive: input.is_active,
    courierEnabled: input.courier_enabled,
    standardDays: input.standard.days,
    standardChargePaise: toPaise(input.standard.charge),
    standardFreeShippingValuePaise: toPaise(input.standard.free_shipping_value),
    expressDays: input.express?.days ?? null,
    expressChargePaise: input.express ? toPaise(input.express.charge) : null,
    expressFreeShippingValuePaise: input.express ? toPaise(input.express.free_shipping_value) : null,
  };
}

/** The contract has checked each entry, so every one is a rule. */
const rulesOf = (input: ShippingZoneInput): PincodeRule[] =>
  input.pincodes.flatMap((text) => pincodeRuleOf(text) ?? []);

/**
 * 409 naming every clash with another zone ("411 is already served by Pune"), so staff see what to move
 * rather than a bare refusal. Switched-off zones count: switching one back on must not make a tie.
 */
async function checkNoClash(tx: Db, zoneId: number | null, rules: readonly PincodeRule[]) {
  const others = await otherZonesRules(tx, zoneId);
  const clashes = rules.flatMap((rule) =>
    others
      .filter((other) => pincodeRulesClash(rule, other))
      .map(
        (other) =>
          `${pincodeRuleText(rule)} is already served by ${other.zoneName} (${pincodeRuleText(other)})`,
      ),
  );
  if (clashes.length > 0) {
    throw new AppError("conflict", clashes[0] ?? "", { pincodes: clashes.slice(0, 10) });
  }
}

export async function zonesPage(
  deps: Deps,
  query: ShippingZoneListQuery,
): Promise<AdminPage<AdminShippingZone>> {
  const { rows, total } = await listZones(deps.db, query);
  return { count: total, page: query.page, page_size: query.page_size, results: rows.map(adminZoneOf) };
}

export async function getZone(deps: Deps, id: number): Promise<AdminShippingZone> {
  const found = await findZone(deps.db, id);
  if (!found) throw notFound(shippingMessages.zoneNotFound);
  return adminZoneOf(found);
}

/**
 * What a zone or slot write clears: the delivery answers, and the listings and searches filtered by
 * what reaches a pincode (decision 26), which follow the zones.
 */
export const deliveryWrite = [cacheTags.delivery, cacheTags.listings];

/** A zone write waits its turn behind other zone writes (see `lockZoneWrites`). */
export function zoneWrite<T>(deps: Deps, change: (tx: Db) => Promise<T>): Promise<T> {
  return publicWrite(deps, deliveryWrite, async (tx) => {
    await lockZoneWrites(tx);
    return change(tx);
  });
}

export function createZone(
  deps: Deps,
  staff: StaffUser,
  input: ShippingZoneInput,
): Promise<AdminShippingZone> {
  return zoneWrite(deps, async (tx) => {
    checkDelivers(input.courier_enabled, false);
    const rules = rulesOf(input);
    await checkNoClash(tx, null, rules);
    const zone = await insertZone(tx, valuesOf(input));
    await replaceRules(tx, zone.id, rules);
    const created = adminZoneOf({ zone, rules, local: null });
    await recordAudit(tx, staff, {
      action: "create",
      entity: "shipping_zone",
      entityId: zone.id,
      after: created,
    });
    return created;
  });
}

export function replaceZone(
  deps: Deps,
  staff: StaffUser,
  id: number,
  input: ShippingZoneInput,
): Promise<AdminShippingZone> {
  return zoneWrite(deps, async (tx) => {
    const found = await findZone(tx, id, true);
    if (!found) throw notFound(shippingMessages.zoneNotFound);
    checkDelivers(input.courier_enabled, found.local?.settings.isActive ?? false);
    const rules = rulesOf(input);
    await checkNoClash(tx, id, rules);
    const zone = await updateZone(tx, id, valuesOf(input));
    await replaceRules(tx, id, rules);
    const after = adminZoneOf({ zone, rules, local: found.local });
    await recordAudit(tx, staff, {
      action: "update",
      entity: "shipping_zone",
      entityId: id,
      before: adminZoneOf(found),
      after,
    });
    return after;
  });
}

export function switchZone(
  deps: Deps,
  staff: StaffUser,
  id: number,
  isActive: boolean,
): Promise<AdminShippingZone> {
  return zoneWrite(deps, async (tx) => {
    const found = await findZone(tx, id, true);
    if (!found) throw notFound(shippingMessages.zoneNotFound);
    const after = adminZoneOf({ ...found, zone: await updateZone(tx, id, { isActive }) });
    await recordAudit(tx, staff, {
      action: isActive ? "activate" : "deactivate",
      entity: "shipping_zone",
      entityId: id,
      before: adminZoneOf(found),
      after,
    });
    return after;
  });
}

/** Orders keep their own shipping terms, so a zone can go at any time; its pincodes go with it. */
export function removeZone(deps: Deps, staff: StaffUser, id: number): Promise<void> {
  return zoneWrite(deps, async (tx) => {
    const found = await findZone(tx, id, true);
    if (!found) throw notFound(shippingMessages.zoneNotFound);
    await deleteZone(tx, id);
    await recordAudit(tx, staff, {
      action: "delete",
      entity: "shipping_zone",
      entityId: id,
      before: adminZoneOf(found),
    });
  });
}

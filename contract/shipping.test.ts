import { describe, expect, it } from "vitest";
import {
  findZoneId,
  isShippingFree,
  shippingChargePaise,
  shippingTermsFor,
  type ZonePincodeRule,
} from "./shipping";

const rule = (zoneId: number, prefix: string | null, range?: [number, number]): ZonePincodeRule => ({
  zoneId,
  prefix,
  rangeStart: range?.[0] ?? null,
  rangeEnd: range?.[1] ?? null,
});

describe("findZoneId", () => {
  const rules = [
    rule(1, "4"),
    rule(2, "411"),
    rule(3, "4110"),
    rule(4, null, [560000, 569999]),
    rule(5, null, [560001, 560010]),
  ];

  it("lets the longest matching prefix win", () => {
    expect(findZoneId("411001", rules)).toBe(3);
    expect(findZoneId("411101", rules)).toBe(2);
    expect(findZoneId("400001", rules)).toBe(1);
  });

  it("falls back to the narrowest range, then to nothing", () => {
    expect(findZoneId("560005", rules)).toBe(5);
    expect(findZoneId("560100", rules)).toBe(4);
    expect(findZoneId("110001", rules)).toBeNull();
  });
});

describe("shipping charge", () => {
  const zone = {
    id: 1,
    standard: { days: 2, chargePaise: 4900, freeShippingValuePaise: 99900 },
    express: null,
    courier: true,
    hand: null,
  };

  it("is free at or above the free-shipping value", () => {
    const standard = shippingTermsFor(zone, "S");
    if (!standard) throw new Error("no standard");
    expect(shippingChargePaise(standard, 99899)).toBe(4900);
    expect(isShippingFree(standard, 99900)).toBe(true);
    expect(shippingChargePaise(standard, 99900)).toBe(0);
    expect(shippingTermsFor(zone, "E")).toBeNull();
  });
});

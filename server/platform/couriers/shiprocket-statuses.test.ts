import { describe, expect, it } from "vitest";
import { shipmentStateForCode, shiprocketStatusLabel } from "./shiprocket-statuses";

describe("Shiprocket's shipment status codes", () => {
  it.each([
    [[1, 2, 3, 4, 5, 13, 15, 19, 20, 27, 52], "booked"],
    [[42, 6, 51], "picked_up"],
    [[18, 38, 48, 22, 39], "in_transit"],
    [[17], "out_for_delivery"],
    [[7], "delivered"],
    [[9, 46, 40, 41, 10, 14, 75, 78], "rto"],
    [[8, 16, 45], "cancelled"],
  ] as const)("%j move towards %s with nothing for staff", (codes, state) => {
    for (const code of codes) expect(shipmentStateForCode(code, "")).toEqual({ state, attention: null });
  });

  it("moves nothing on an exception and tells staff what happened", () => {
    for (const code of [21, 12, 24, 25, 23, 76, 77]) {
      const { state, attention } = shipmentStateForCode(code, "");
      expect(state).toBeNull();
      expect(attention?.length).toBeGreaterThan(5);
      expect(attention?.length).toBeLessThanOrEqual(80);
    }
    expect(shipmentStateForCode(21, "UNDELIVERED").attention).toContain("NDR");
    expect(shipmentStateForCode(25, "DAMAGED").attention).toBe("Damaged in transit");
  });

  it("records an unknown code without guessing from its label", () => {
    expect(shipmentStateForCode(999, "DELIVERED")).toEqual({ state: null, attention: null });
    expect(shipmentStateForCode(0, "")).toEqual({ state: null, attention: null });
  });

  it("reads the label only when no code came, as Shiprocket spells it in its variants", () => {
    expect(shipmentStateForCode(null, "Delivered").state).toBe("delivered");
    expect(shipmentStateForCode(null, " out for delivery ").state).toBe("out_for_delivery");
    expect(shipmentStateForCode(null, "REACHED_WAREHOUSE").state).toBe("in_transit");
    expect(shipmentStateForCode(null, "CANCELLED").state).toBe("cancelled");
    expect(shipmentStateForCode(null, "RTO_IN_TRANSIT").state).toBe("rto");
    expect(shipmentStateForCode(null, "LOST")).toEqual({ state: null, attention: "Lost by the courier" });
    expect(shipmentStateForCode(null, "Something new")).toEqual({ state: null, attention: null });
    expect(shipmentStateForCode(18, "DELIVERED").state).toBe("in_transit");
  });

  it("gives the double Shiprocket's own label for a code", () => {
    expect(shiprocketStatusLabel(18)).toBe("IN TRANSIT");
    expect(shiprocketStatusLabel(42)).toBe("PICKED UP");
    expect(shiprocketStatusLabel(999)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { advance, type ShipmentState, shipmentStates } from "./shipment-states";

const forward: ShipmentState[] = [
  "booking",
  "booked",
  "picked_up",
  "in_transit",
  "out_for_delivery",
  "delivered",
];

describe("advance (decision 27: a shipment never goes backwards)", () => {
  it("takes every step forward, also several at once", () => {
    for (const [index, current] of forward.entries()) {
      for (const incoming of forward.slice(index + 1)) expect(advance(current, incoming)).toBe(incoming);
    }
  });

  it("ignores a late or repeated update", () => {
    for (const [index, current] of forward.entries()) {
      for (const incoming of forward.slice(0, index + 1)) expect(advance(current, incoming)).toBe(current);
    }
  });

  it("ends at the first of delivered and returned, and nothing moves a finished shipment", () => {
    expect(advance("out_for_delivery", "rto")).toBe("rto");
    expect(advance("rto", "delivered")).toBe("rto");
    expect(advance("delivered", "rto")).toBe("delivered");
    for (const done of ["delivered", "rto", "failed", "cancelled"] as const) {
      for (const incoming of shipmentStates) expect(advance(done, incoming)).toBe(done);
    }
  });

  it.each([
    ["booking", "failed", "failed"],
    ["booked", "failed", "booked"],
    ["booking", "cancelled", "cancelled"],
    ["booked", "cancelled", "cancelled"],
    ["picked_up", "cancelled", "picked_up"],
    ["in_transit", "cancelled", "in_transit"],
  ] as const)("from %s, %s gives %s", (current, incoming, next) => {
    expect(advance(current, incoming)).toBe(next);
  });
});

import { describe, expect, it } from "vitest";
import { auditWhat, fieldLabel, shownValue } from "./audit-words";

describe("audit words", () => {
  it("says what was done to which record in words", () => {
    expect(auditWhat({ action: "status", entity: "order", entity_id: "3" })).toBe(
      "Changed the status of order #3",
    );
    expect(auditWhat({ action: "update", entity: "shipping_zone", entity_id: "2" })).toBe(
      "Edited shipping zone #2",
    );
    expect(auditWhat({ action: "archive", entity: "blog", entity_id: "9" })).toBe("archive blog #9");
  });

  it("names fields as labels and shows recorded values as the back office does", () => {
    expect(fieldLabel("payment_status")).toBe("Payment status");
    expect(shownValue("2026-12-20T04:30:00.000Z")).toBe("20 Dec 2026, 10:00 am");
    expect(shownValue(["Rich", "Smooth"])).toBe("Rich, Smooth");
    expect(shownValue([])).toBe("none");
    expect(shownValue(true)).toBe("yes");
    expect(shownValue(null)).toBe("—");
    expect(shownValue({ min: 1 })).toBe('{"min":1}');
    expect(shownValue("2026-12-20")).toBe("2026-12-20");
  });
});

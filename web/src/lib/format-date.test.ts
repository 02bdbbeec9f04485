import { describe, expect, it } from "vitest";
import { formatDate, formatDeliveryDate } from "./format-date";

describe("formatDate", () => {
  it("shows dates as 'MMMM d, yyyy' on the calendar day in India", () => {
    expect(formatDate("2026-03-04T06:30:00Z")).toBe("March 4, 2026");
    // 20:00 UTC on the 3rd is already 01:30 on the 4th in Kolkata.
    expect(formatDate("2026-03-03T20:00:00Z")).toBe("March 4, 2026");
  });
});

describe("formatDeliveryDate", () => {
  it("adds the days to today's date in India", () => {
    expect(formatDeliveryDate(2, new Date("2026-11-22T06:00:00Z"))).toBe("Tue, 24 Nov");
    // 19:00 UTC on the 22nd is already the 23rd in Kolkata.
    expect(formatDeliveryDate(1, new Date("2026-11-22T19:00:00Z"))).toBe("Tue, 24 Nov");
  });

  it("rolls over months and years", () => {
    expect(formatDeliveryDate(3, new Date("2026-12-30T06:00:00Z"))).toBe("Sat, 2 Jan");
  });
});

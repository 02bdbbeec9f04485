import { describe, expect, it } from "vitest";
import { formatDate } from "./format-date";

describe("formatDate", () => {
  it("shows dates as 'MMMM d, yyyy' on the calendar day in India", () => {
    expect(formatDate("2026-03-04T06:30:00Z")).toBe("March 4, 2026");
    // 20:00 UTC on the 3rd is already 01:30 on the 4th in Kolkata.
    expect(formatDate("2026-03-03T20:00:00Z")).toBe("March 4, 2026");
  });
});

import { describe, expect, it } from "vitest";
import { lastMonthInIndia } from "./last-month";

describe("lastMonthInIndia", () => {
  it("is the month before India's, which starts 5½ hours before UTC's", () => {
    expect(lastMonthInIndia(new Date("2026-11-23T10:00:00Z"))).toBe("2026-10");
    expect(lastMonthInIndia(new Date("2026-11-30T18:29:00Z"))).toBe("2026-10");
    expect(lastMonthInIndia(new Date("2026-11-30T18:30:00Z"))).toBe("2026-11");
  });

  it("goes back to December across the new year", () => {
    expect(lastMonthInIndia(new Date("2027-01-05T00:00:00Z"))).toBe("2026-12");
    expect(lastMonthInIndia(new Date("2026-12-31T18:30:00Z"))).toBe("2026-12");
  });
});

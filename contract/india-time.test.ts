import { describe, expect, it } from "vitest";
import {
  addDays,
  daysBetween,
  indiaDate,
  indiaDayText,
  indiaInstant,
  indiaMinute,
  isIndiaDate,
  shortDayText,
} from "./india-time";

const kolkata = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** What the IANA database says India's clocks show at an instant. */
function intlIndia(instant: Date): { date: string; minute: number } {
  const parts = kolkata.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    date: `${part("year")}-${part("month")}-${part("day")}`,
    minute: Number(part("hour")) * 60 + Number(part("minute")),
  };
}

describe("India's clock against the time-zone database", () => {
  it("agrees on the date and the minute at every hour and half hour of 2026", () => {
    const start = Date.parse("2026-01-01T00:00:00Z");
    const end = Date.parse("2027-01-01T00:00:00Z");
    const step = 30 * 60_000;
    let checked = 0;
    for (let time = start; time < end; time += step) {
      const instant = new Date(time);
      expect({ date: indiaDate(instant), minute: indiaMinute(instant) }).toEqual(intlIndia(instant));
      checked += 1;
    }
    expect(checked).toBe(365 * 48);
  });

  it("agrees a few seconds either side of India's midnight and at odd minutes", () => {
    for (const iso of [
      "2026-03-14T18:29:59.999Z",
      "2026-03-14T18:30:00Z",
      "2026-07-01T07:17:00Z",
      "2026-12-31T18:30:00Z",
    ]) {
      const instant = new Date(iso);
      expect({ date: indiaDate(instant), minute: indiaMinute(instant) }).toEqual(intlIndia(instant));
    }
  });

  it("turns India's date at 18:30 UTC while the UTC date stays", () => {
    expect(indiaDate(new Date("2026-10-19T18:29:59Z"))).toBe("2026-10-19");
    expect(indiaMinute(new Date("2026-10-19T18:29:59Z"))).toBe(1439);
    expect(indiaDate(new Date("2026-10-19T18:30:00Z"))).toBe("2026-10-20");
    expect(indiaMinute(new Date("2026-10-19T18:30:00Z"))).toBe(0);
    expect(indiaDate(new Date("2026-12-31T20:00:00Z"))).toBe("2027-01-01");
  });

  it("reads instants before 1970 too", () => {
    expect(indiaDate(new Date("1969-12-31T18:30:00Z"))).toBe("1970-01-01");
    expect(indiaMinute(new Date("1969-12-31T18:29:00Z"))).toBe(1439);
  });
});

describe("indiaInstant", () => {
  it("is the instant India's clocks show that time", () => {
    expect(indiaInstant("2026-10-19", 0).toISOString()).toBe("2026-10-18T18:30:00.000Z");
    expect(indiaInstant("2026-10-19", 840).toISOString()).toBe("2026-10-19T08:30:00.000Z");
    expect(indiaInstant("2026-10-19", 1439)).toEqual(new Date("2026-10-19T23:59:00+05:30"));
  });

  it("round-trips with indiaDate and indiaMinute over a year of minutes", () => {
    for (let day = 0; day < 365; day += 1) {
      const date = addDays("2026-01-01", day);
      const minute = (day * 37) % 1440;
      const instant = indiaInstant(date, minute);
      expect([indiaDate(instant), indiaMinute(instant)]).toEqual([date, minute]);
    }
  });

  it("refuses what is not a date or a minute of the day", () => {
    expect(() => indiaInstant("2026-02-30", 0)).toThrow(RangeError);
    expect(() => indiaInstant("2026-10-19", 1440)).toThrow(RangeError);
    expect(() => indiaInstant("2026-10-19", -1)).toThrow(RangeError);
    expect(() => indiaInstant("2026-10-19", 1.5)).toThrow(RangeError);
  });
});

describe("calendar arithmetic", () => {
  it("crosses month, leap-day and year ends", () => {
    expect(addDays("2026-10-31", 1)).toBe("2026-11-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2026-10-19", 0)).toBe("2026-10-19");
    expect(addDays("2026-10-19", 29)).toBe("2026-11-17");
  });

  it("counts days from a to b", () => {
    expect(daysBetween("2026-10-19", "2026-10-20")).toBe(1);
    expect(daysBetween("2026-10-20", "2026-10-19")).toBe(-1);
    expect(daysBetween("2026-12-31", "2027-01-01")).toBe(1);
    expect(daysBetween("2026-01-01", "2027-01-01")).toBe(365);
  });

  it("knows a real date from a well-formed one", () => {
    expect(isIndiaDate("2026-10-19")).toBe(true);
    expect(isIndiaDate("2028-02-29")).toBe(true);
    expect(isIndiaDate("2026-02-29")).toBe(false);
    expect(isIndiaDate("2026-02-30")).toBe(false);
    expect(isIndiaDate("2026-13-01")).toBe(false);
    expect(isIndiaDate("2026-10-1")).toBe(false);
    expect(isIndiaDate("2026-10-19T00:00")).toBe(false);
    expect(isIndiaDate(" 2026-10-19")).toBe(false);
  });
});

describe("day words", () => {
  it("says Today and Tomorrow, else the short day", () => {
    expect(indiaDayText("2026-10-19", "2026-10-19")).toBe("Today");
    expect(indiaDayText("2026-10-20", "2026-10-19")).toBe("Tomorrow");
    expect(indiaDayText("2026-10-24", "2026-10-19")).toBe("Sat 24 Oct");
    expect(indiaDayText("2026-10-18", "2026-10-19")).toBe("Sun 18 Oct");
  });

  it("writes the short day unpadded, with three-letter English names", () => {
    expect(shortDayText("2026-10-20")).toBe("Tue 20 Oct");
    expect(shortDayText("2026-11-01")).toBe("Sun 1 Nov");
    expect(shortDayText("2026-09-02")).toBe("Wed 2 Sep");
  });
});

import { describe, expect, it } from "vitest";
import { isoOfIstInput, istInputValue } from "./ist-date-time";

describe("India time in a datetime-local input", () => {
  it("shows an instant as India's wall clock, across midnight", () => {
    expect(istInputValue("2026-11-23T18:29:00.000Z")).toBe("2026-11-23T23:59");
    expect(istInputValue("2026-11-23T18:30:00.000Z")).toBe("2026-11-24T00:00");
    expect(istInputValue("")).toBe("");
    expect(istInputValue("not a date")).toBe("");
  });

  it("reads what was typed as India time, with or without seconds", () => {
    expect(isoOfIstInput("2026-11-24T00:00")).toBe("2026-11-24T00:00:00+05:30");
    expect(isoOfIstInput("2026-11-24T00:00:30")).toBe("2026-11-24T00:00:30+05:30");
    expect(isoOfIstInput("")).toBe("");
    expect(Date.parse(isoOfIstInput(istInputValue("2026-11-23T18:30:00.000Z")))).toBe(
      Date.parse("2026-11-23T18:30:00.000Z"),
    );
  });
});

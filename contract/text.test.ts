import { describe, expect, it } from "vitest";
import { contactRequest } from "./contact";
import { idParam, idValue } from "./ids";
import { multiLineText, oneLineText } from "./text";

describe("oneLineText", () => {
  const name = oneLineText("Name", 100);

  it("folds line breaks and tabs to spaces, so a name cannot start a mail header line", () => {
    expect(name.parse("Asha\r\nBcc: everyone@example.in")).toBe("Asha Bcc: everyone@example.in");
    expect(name.parse(" Asha\tRao\u2028 ")).toBe("Asha Rao");
    const contact = contactRequest.parse({ name: "Asha\nBcc: x@example.in", message: "Hi" });
    expect(contact.name).not.toMatch(/[\r\n]/);
  });

  it("refuses other control characters, naming the field", () => {
    for (const bad of ["a\u0000b", "\u001b[31mred", "back\u0008space", "del\u007f"]) {
      const result = name.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Name contains characters that are not allowed");
    }
  });
});

describe("multiLineText", () => {
  it("keeps newlines and tabs, turns CRLF into LF, refuses NUL", () => {
    const message = multiLineText("Message", 5000);
    expect(message.parse("Line one\r\n\tLine two")).toBe("Line one\n\tLine two");
    expect(message.safeParse("hello\u0000").success).toBe(false);
  });
});

describe("ids", () => {
  it("take 1 to 2³¹−1 only", () => {
    expect(idParam().parse("2147483647")).toBe(2_147_483_647);
    for (const bad of ["0", "-1", "2147483648", "99999999999", "1.5", "abc", "01", ""]) {
      expect(idParam().safeParse(bad).success).toBe(false);
    }
    expect(idValue().parse(7)).toBe(7);
    expect(idValue().parse("7")).toBe(7);
    expect(idValue().safeParse(2_147_483_648).success).toBe(false);
  });
});

import { clientKey } from "@server/platform/client-key";
import { waitText } from "@server/platform/wait-text";
import { describe, expect, it } from "vitest";
import { limitMessage } from "./sign-in-limits";

describe("sign-in limit helpers", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:abcd:12:1:2:3:4", "2001:db8:abcd:12::/64"],
    ["2001:0db8:abcd:0012:ffff::1", "2001:db8:abcd:12::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
  ])("counts %s as %s", (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });

  it("says how long to wait in words", () => {
    expect(waitText(1)).toBe("1 second");
    expect(waitText(29)).toBe("29 seconds");
    expect(waitText(60)).toBe("1 minute");
    expect(waitText(3445)).toBe("58 minutes");
    expect(waitText(20 * 3600 + 5)).toBe("21 hours");
    expect(limitMessage(4, 600)).toBe(
      "Too many sign-in attempts from your network. Please try again in 10 minutes.",
    );
  });
});

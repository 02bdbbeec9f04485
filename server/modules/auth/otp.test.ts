import { maskEmail } from "@server/platform/mask-email";
import { describe, expect, it } from "vitest";
import { generateOtp, hashOtp, otpMatches } from "./otp";

const secret = "s".repeat(40);

describe("sign-in codes", () => {
  it("are six digits, leading zeros kept", () => {
    for (let i = 0; i < 200; i++) expect(generateOtp()).toMatch(/^\d{6}$/);
  });

  it("are stored as a hash that only the server's secret and the same address can match", () => {
    const stored = hashOtp(secret, "asha@example.in", "042917");
    expect(stored).not.toContain("042917");
    expect(otpMatches(secret, "asha@example.in", "042917", stored)).toBe(true);
    expect(otpMatches(secret, "asha@example.in", "042918", stored)).toBe(false);
    expect(otpMatches(secret, "ravi@example.in", "042917", stored)).toBe(false);
    expect(otpMatches("t".repeat(40), "asha@example.in", "042917", stored)).toBe(false);
  });

  it("masks addresses for the log", () => {
    expect(maskEmail("asha.k@example.in")).toBe("as***@example.in");
  });
});

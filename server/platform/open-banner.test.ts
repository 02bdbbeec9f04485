import { describe, expect, it } from "vitest";
import { openBanner } from "./open-banner";

const local = {
  host: "0.0.0.0",
  port: 3000,
  publicUrl: "http://localhost:3000",
  env: "development" as const,
  smtpUrl: undefined,
};

describe("openBanner", () => {
  it("says where the store is open and where sign-in codes arrive, on lines of its own", () => {
    expect(openBanner(local, "PGlite in /srv/mithaas/data/db")).toBe(
      [
        "",
        "  Mithaas is open at http://localhost:3000",
        "  Sign-in codes:   http://localhost:3000/dev/outbox",
        "  Database:        PGlite in /srv/mithaas/data/db",
        "",
        "",
      ].join("\n"),
    );
  });

  it("names the interface it listens on when that is one address", () => {
    const loopback = openBanner(
      { ...local, host: "127.0.0.1", port: 3207, publicUrl: "http://localhost:3207" },
      "PostgreSQL",
    );
    expect(loopback).toContain("Mithaas is open at http://127.0.0.1:3207\n");
    expect(loopback).not.toContain("Public address");
    expect(openBanner({ ...local, host: "::1" }, "PostgreSQL")).toContain("open at http://[::1]:3000\n");
  });

  it("adds the public address in production and leaves out the outbox there or with SMTP", () => {
    const production = openBanner(
      { ...local, env: "production", publicUrl: "https://mithaas.in", smtpUrl: "smtps://mail" },
      "PostgreSQL",
    );
    expect(production).toContain("Public address:  https://mithaas.in");
    expect(production).not.toContain("outbox");
    expect(openBanner({ ...local, smtpUrl: "smtp://127.0.0.1:2525" }, "PostgreSQL")).not.toContain("outbox");
    expect(openBanner(local, "PostgreSQL")).not.toContain("Public address");
  });
});

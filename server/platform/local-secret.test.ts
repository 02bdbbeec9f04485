import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { localSecret } from "./local-secret";

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe("localSecret", () => {
  it("makes a random secret once, keeps it private, and gives the same one after a restart", async () => {
    const dir = await mkdtemp(join(tmpdir(), "mithaas-secret-"));
    dirs.push(dir);
    const file = join(dir, "auth-secret");
    const first = await localSecret(file);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await localSecret(file)).toBe(first);
    expect((await readFile(file, "utf8")).trim()).toBe(first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const other = await mkdtemp(join(tmpdir(), "mithaas-secret-"));
    dirs.push(other);
    expect(await localSecret(join(other, "auth-secret"))).not.toBe(first);
  });
});

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { isValidStorageKey, localStorage, newStorageKey } from "./storage";

const roots: string[] = [];
afterAll(async () => {
  for (const root of roots) await rm(root, { recursive: true, force: true });
});

describe("local storage", () => {
  it("stores, reads and addresses files by key", async () => {
    const root = await mkdtemp(join(tmpdir(), "mithaas-storage-"));
    roots.push(root);
    const storage = localStorage(root);
    const key = newStorageKey("reviews", "webp");
    expect(key).toMatch(/^reviews\/[0-9a-f]{24}\.webp$/);
    await storage.put(key, Buffer.from("picture"), "image/webp");
    expect((await storage.get(key))?.toString()).toBe("picture");
    expect(await storage.exists(key)).toBe(true);
    expect(await storage.get("reviews/missing.webp")).toBeNull();
    expect(storage.url(key)).toBe(`/media/${key}`);
  });

  it("refuses keys that could leave the media folder", async () => {
    for (const key of ["../etc/passwd", "a/../../b.jpg", "/abs/path.jpg", "noslash.jpg"]) {
      expect(isValidStorageKey(key)).toBe(false);
    }
    const storage = localStorage(await mkdtemp(join(tmpdir(), "mithaas-storage-")));
    await expect(storage.put("../escape.jpg", Buffer.from("x"), "image/jpeg")).rejects.toThrow();
  });
});

import { mkdtemp, rm, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { isValidStorageKey, localStorage, newStorageKey } from "./storage";

const roots: string[] = [];
afterAll(async () => {
  for (const root of roots) await rm(root, { recursive: true, force: true });
});

async function listAll<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

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

  it("lists the keys under a folder with when each was written", async () => {
    const root = await mkdtemp(join(tmpdir(), "mithaas-storage-"));
    roots.push(root);
    const storage = localStorage(root);
    const before = Date.now() - 1000;
    for (const key of ["uploads/a.jpg", "uploads/deep/b.jpg", "uploadsx/c.jpg", "products/d.jpg"]) {
      await storage.put(key, Buffer.from("x"), "image/jpeg");
    }
    await utimes(
      join(root, "uploads/a.jpg"),
      new Date("2026-01-02T03:04:05Z"),
      new Date("2026-01-02T03:04:05Z"),
    );
    const listed = await listAll(storage.list("uploads/"));
    expect(listed.map((entry) => entry.key).sort()).toEqual(["uploads/a.jpg", "uploads/deep/b.jpg"]);
    expect(listed.find((entry) => entry.key === "uploads/a.jpg")?.lastModified).toEqual(
      new Date("2026-01-02T03:04:05Z"),
    );
    expect(
      listed.find((entry) => entry.key === "uploads/deep/b.jpg")?.lastModified.getTime(),
    ).toBeGreaterThan(before);
    expect(await listAll(storage.list("reviews/"))).toEqual([]);
    await expect(listAll(storage.list("../"))).rejects.toThrow(/Invalid storage folder/);
  });

  it("refuses keys that could leave the media folder", async () => {
    for (const key of ["../etc/passwd", "a/../../b.jpg", "/abs/path.jpg", "noslash.jpg"]) {
      expect(isValidStorageKey(key)).toBe(false);
    }
    const storage = localStorage(await mkdtemp(join(tmpdir(), "mithaas-storage-")));
    await expect(storage.put("../escape.jpg", Buffer.from("x"), "image/jpeg")).rejects.toThrow();
  });
});

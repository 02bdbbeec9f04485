import { describe, expect, it } from "vitest";
import { createPublicCache } from "./public-cache";

describe("public cache", () => {
  it("loads once for concurrent misses and serves the stored value after", async () => {
    const cache = await createPublicCache();
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { loads };
    };
    const [a, b] = await Promise.all([cache.get("k", load), cache.get("k", load)]);
    expect(a).toBe(b);
    expect(await cache.get("k", load)).toBe(a);
    expect(loads).toBe(1);
  });

  it("does not keep what a load read before an invalidation", async () => {
    const cache = await createPublicCache();
    let release: (value: string) => void = () => {};
    const slow = cache.get("k", () => new Promise<string>((resolve) => (release = resolve)));
    await cache.invalidate();
    release("read before the write");
    expect(await slow).toBe("read before the write");
    expect(await cache.get("k", async () => "read after the write")).toBe("read after the write");
  });

  it("expires entries after the TTL and keeps at most maxEntries", async () => {
    const cache = await createPublicCache({ ttlMs: 20, maxEntries: 2 });
    await cache.get("a", async () => 1);
    expect(await cache.get("a", async () => 2)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await cache.get("a", async () => 3)).toBe(3);
    await cache.get("b", async () => 1);
    await cache.get("c", async () => 1);
    expect(await cache.get("a", async () => 4)).toBe(4);
  });

  it("does not cache failures", async () => {
    const cache = await createPublicCache();
    await expect(cache.get("k", async () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(await cache.get("k", async () => "fine")).toBe("fine");
  });
});

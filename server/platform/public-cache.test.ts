import { describe, expect, it } from "vitest";
import { createPublicCache } from "./public-cache";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    const cache = await createPublicCache({ ttlMs: 20, staleMs: 0, maxEntries: 2 });
    await cache.get("a", async () => 1);
    expect(await cache.get("a", async () => 2)).toBe(1);
    await sleep(30);
    expect(await cache.get("a", async () => 3)).toBe(3);
    await cache.get("b", async () => 1);
    await cache.get("c", async () => 1);
    expect(await cache.get("a", async () => 4)).toBe(4);
  });

  it("bounds searches apart, so typed-in variety never evicts a product page", async () => {
    const cache = await createPublicCache({ maxEntries: 2, maxSearchEntries: 2 });
    await cache.get("product:1", async () => "kept");
    for (let i = 0; i < 10; i += 1) await cache.get(`search:${i}`, async () => i, { pool: "search" });
    expect(await cache.get("product:1", async () => "reloaded")).toBe("kept");
    expect(await cache.get("search:9", async () => "reloaded", { pool: "search" })).toBe(9);
    expect(await cache.get("search:0", async () => "reloaded", { pool: "search" })).toBe("reloaded");
    await cache.invalidate();
    expect(await cache.get("search:9", async () => "after a write", { pool: "search" })).toBe(
      "after a write",
    );
  });

  it("answers an expired entry at once while one load refreshes it, then the new value", async () => {
    const cache = await createPublicCache({ ttlMs: 20, staleMs: 60_000 });
    await cache.get("page", async () => "first render");
    await sleep(30);
    let release: (value: string) => void = () => {};
    let loads = 0;
    const refresh = () => {
      loads += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    expect(await cache.get("page", refresh)).toBe("first render");
    expect(await cache.get("page", refresh)).toBe("first render");
    expect(loads).toBe(1);
    release("second render");
    await sleep(0);
    expect(await cache.get("page", refresh)).toBe("second render");
    expect(loads).toBe(1);
  });

  it("keeps answering an expired entry when its refresh fails, and reports the failure", async () => {
    const failures: string[] = [];
    const cache = await createPublicCache({
      ttlMs: 20,
      staleMs: 60_000,
      onError: (_error, during) => failures.push(during),
    });
    await cache.get("page", async () => "first render");
    await sleep(30);
    expect(await cache.get("page", async () => Promise.reject(new Error("db down")))).toBe("first render");
    await sleep(0);
    expect(failures).toEqual(["refresh"]);
    expect(await cache.get("page", async () => "second render")).toBe("first render");
    await sleep(0);
    expect(await cache.get("page", async () => "third render")).toBe("second render");
  });

  it("waits for a fresh load once an entry is past its stale window, or after a write", async () => {
    const cache = await createPublicCache({ ttlMs: 10, staleMs: 20 });
    await cache.get("page", async () => "first render");
    await sleep(40);
    expect(await cache.get("page", async () => "second render")).toBe("second render");
    await sleep(15);
    await cache.invalidate();
    expect(await cache.get("page", async () => "after the write")).toBe("after the write");
  });

  it("does not cache failures", async () => {
    const cache = await createPublicCache();
    await expect(cache.get("k", async () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(await cache.get("k", async () => "fine")).toBe("fine");
  });
});

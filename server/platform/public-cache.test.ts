import { describe, expect, it } from "vitest";
import { cacheTags, dependsOn } from "./cache-tags";
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

  it("answers a page a soft tag cleared once more while one load refreshes it; drops an answer, and a page a hard tag cleared", async () => {
    const cache = await createPublicCache();
    const tags = [cacheTags.product(1), cacheTags.stock(1)];
    const page = { tags, softOnWrite: true };
    await cache.get("page:/product/1", async () => "5 available", page);
    await cache.get("product:1", async () => "answer: 5", { tags });
    await cache.invalidate([cacheTags.stock(1)]);
    // The answer is not asked for softOnWrite: it is dropped, never behind the write.
    expect(await cache.get("product:1", async () => "answer: 4", { tags })).toBe("answer: 4");
    let loads = 0;
    let release: (value: string) => void = () => {};
    const reload = () => {
      loads += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    expect(await cache.get("page:/product/1", reload, page)).toBe("5 available");
    expect(await cache.get("page:/product/1", reload, page)).toBe("5 available");
    expect(loads).toBe(1);
    release("4 available");
    await sleep(0);
    expect(await cache.get("page:/product/1", reload, page)).toBe("4 available");

    await cache.invalidate([cacheTags.product(1)]);
    expect(await cache.get("page:/product/1", async () => "sold out", page)).toBe("sold out");
  });

  it("never builds a load on an answer a write left answerable: the load waits for the fresh one", async () => {
    const cache = await createPublicCache();
    const answer = (value: string) =>
      cache.get("product:1", async () => value, { tags: [cacheTags.stock(1)], softOnWrite: true });
    await answer("5 available");
    await cache.invalidate([cacheTags.stock(1)]);
    const page = await cache.get("page:/product/1", async () => `<p>${await answer("4 available")}</p>`);
    expect(page).toBe("<p>4 available</p>");
    expect(await cache.get("page:/product/1", async () => "rendered again")).toBe(page);
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

  it("clears only the entries carrying a tag a write names, and every entry on a write naming none", async () => {
    const cache = await createPublicCache();
    const loads: string[] = [];
    const entry = (key: string, tags: string[]) => cache.get(key, async () => loads.push(key), { tags });
    const readAll = async () => {
      await entry("product:1", [cacheTags.product(1)]);
      await entry("product:2", [cacheTags.product(2)]);
      await entry("listing", [cacheTags.listings, cacheTags.product(1), cacheTags.product(2)]);
      await entry("settings", [cacheTags.content]);
    };
    await readAll();
    await cache.invalidate([cacheTags.product(1)]);
    await readAll();
    expect(loads.splice(0).slice(4)).toEqual(["product:1", "listing"]);
    await cache.invalidate([cacheTags.content, cacheTags.offers]);
    await readAll();
    expect(loads.splice(0)).toEqual(["settings"]);
    await cache.invalidate([]);
    await readAll();
    expect(loads.splice(0)).toEqual([]);
    await cache.invalidate();
    await readAll();
    expect(loads.splice(0)).toEqual(["product:1", "product:2", "listing", "settings"]);
  });

  it("clears an entry that names no tag on every write, since what it shows is not known", async () => {
    const cache = await createPublicCache();
    let loads = 0;
    const untagged = () => cache.get("sitemap", async () => ++loads);
    await untagged();
    await cache.invalidate([cacheTags.product(9)]);
    expect(await untagged()).toBe(2);
  });

  it("gives a load the tags of the cached answers it reads, hit or miss, and of what it says it shows", async () => {
    const cache = await createPublicCache();
    const product = (id: number) =>
      cache.get(`product:${id}`, async () => ({ id }), { tags: [cacheTags.product(id)] });
    await product(1);
    let renders = 0;
    const page = () =>
      cache.get("page:/", async () => {
        renders += 1;
        // One answer already cached (a hit), one loaded now (a miss), one card built here.
        await product(1);
        await product(2);
        dependsOn(cacheTags.product(3));
        return "page";
      });
    await page();
    for (const [tag, rendersAfter] of [
      [cacheTags.product(4), 1],
      [cacheTags.product(1), 2],
      [cacheTags.product(2), 3],
      [cacheTags.product(3), 4],
    ] as const) {
      await cache.invalidate([tag]);
      await page();
      expect(renders, tag).toBe(rendersAfter);
    }
  });

  it("does not keep what a load read before a write naming one of its tags, and keeps it past other writes", async () => {
    const cache = await createPublicCache();
    const slowLoad = (key: string, tag: string) => {
      let release: (value: string) => void = () => {};
      const loading = cache.get(key, () => new Promise<string>((resolve) => (release = resolve)), {
        tags: [tag],
      });
      return { loading, release: (value: string) => release(value) };
    };
    const racing = slowLoad("product:1", cacheTags.product(1));
    await cache.invalidate([cacheTags.product(1)]);
    racing.release("read before the sale");
    expect(await racing.loading).toBe("read before the sale");
    expect(await cache.get("product:1", async () => "read after the sale")).toBe("read after the sale");

    const unrelated = slowLoad("product:2", cacheTags.product(2));
    await cache.invalidate([cacheTags.product(1)]);
    unrelated.release("still true");
    await unrelated.loading;
    expect(await cache.get("product:2", async () => "reloaded")).toBe("still true");
  });

  it("does not keep a page whose render read an answer that a write changed before the render ended", async () => {
    const cache = await createPublicCache();
    const product = () => cache.get("product:1", async () => "2 left", { tags: [cacheTags.product(1)] });
    await product();
    let release = () => {};
    let renders = 0;
    const page = () =>
      cache.get("page:/product/1", async () => {
        renders += 1;
        const answer = await product();
        if (renders === 1) await new Promise<void>((resolve) => (release = resolve));
        return `<p>${answer}</p>`;
      });
    const rendering = page();
    await sleep(0);
    // The render has read the answer (a hit) and is still under way when the sale lands.
    await cache.invalidate([cacheTags.product(1)]);
    release();
    await rendering;
    await page();
    expect(renders).toBe(2);
  });

  it("renders a page asked for after a write from answers read after it, not from a load that read before", async () => {
    const cache = await createPublicCache();
    let release = () => {};
    let listingLoads = 0;
    const listing = () =>
      cache.get("listing", async () => {
        const load = ++listingLoads;
        if (load === 1) await new Promise<void>((resolve) => (release = resolve));
        // The cards it built name their product: known only once it has read them.
        dependsOn(cacheTags.product(1));
        return load === 1 ? "2 left" : "Out of Stock";
      });
    const earlier = listing();
    await cache.invalidate([cacheTags.product(1)]);
    // Nothing said the listing under way shows product 1 when the sale landed, so the page joins it.
    const page = cache.get("page:/", async () => `<p>${await listing()}</p>`);
    release();
    expect(await earlier).toBe("2 left");
    expect(await page).toBe("<p>Out of Stock</p>");
    expect(await cache.get("page:/", async () => "rendered again")).toBe("<p>Out of Stock</p>");
    expect(await listing()).toBe("Out of Stock");
    expect(listingLoads).toBe(2);
  });
});

import { brotliDecompressSync } from "node:zlib";
import { testRedis } from "@server/testing/test-redis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { cacheTags } from "./cache-tags";
import { cachedHtml, sharedCachedJson } from "./cached-json";
import { createPublicCache, type PublicCache, type SharedCodec } from "./public-cache";
import { createSharedCache } from "./shared-cache";

/**
 * Decision 29 on a real Redis: three instances' public caches sharing what they load with a `shared`
 * codec, as server-rendered pages are. What one instance loads, the others take; instances asking at once
 * load once; a write deletes the shared copies carrying its tags; a load that read before a write it had
 * not heard of is never kept in Redis.
 */
let redis: Awaited<ReturnType<typeof testRedis>>;
const instances: PublicCache[] = [];
const textCodec: SharedCodec<string> = {
  encode: async (value) => ({ text: Buffer.from(value) }),
  decode: (fields) => String(fields.text),
};

async function instance(shared = {}, times: { ttlMs?: number } = {}) {
  const cache = await createPublicCache({
    redis: await redis.client(),
    redisPrefix: redis.prefix,
    shared,
    ...times,
  });
  instances.push(cache);
  return cache;
}

beforeAll(async () => {
  redis = await testRedis();
});
afterAll(async () => {
  for (const cache of instances) await cache.close();
  await redis?.close();
});

let keys = 0;
const freshKey = () => `page:/test/${++keys}`;

/** A load that counts its runs and answers `value`, once `gate` (if given) opens. */
function counted(value: string, gate?: Promise<void>) {
  const runs = { count: 0 };
  const load = async () => {
    runs.count += 1;
    await gate;
    return value;
  };
  return { runs, load };
}

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe("the shared cache in Redis (decision 29)", () => {
  it("gives another instance what one loaded, with its tags, instead of loading it again", async () => {
    const [a, b] = [await instance(), await instance()];
    const key = freshKey();
    const first = counted("<p>rendered on a</p>");
    expect(await a.get(key, first.load, { shared: textCodec, tags: [cacheTags.product(1)] })).toBe(
      "<p>rendered on a</p>",
    );
    // a holds the key's lease until its copy is in Redis, so b waits for it rather than loading.
    const second = counted("<p>rendered on b</p>");
    expect(await b.get(key, second.load, { shared: textCodec })).toBe("<p>rendered on a</p>");
    expect([first.runs.count, second.runs.count]).toEqual([1, 0]);

    // The copy keeps its tags: a write naming one clears it on b, which then loads for itself.
    await a.invalidate([cacheTags.product(1)]);
    const third = counted("<p>rendered on b after the write</p>");
    await vi.waitFor(
      async () =>
        expect(await b.get(key, third.load, { shared: textCodec })).toBe(
          "<p>rendered on b after the write</p>",
        ),
      { timeout: 2000, interval: 5 },
    );
    expect(third.runs.count).toBe(1);
  });

  it("loads a key once when three instances miss it at once, and each answers that one load", async () => {
    const caches = [await instance(), await instance(), await instance()];
    const key = freshKey();
    const { opened, open } = gate();
    const loads = caches.map((_, index) => counted(`<p>rendered on ${index}</p>`, opened));
    const answers = caches.map((cache, index) =>
      cache.get(key, (loads[index] as ReturnType<typeof counted>).load, { shared: textCodec }),
    );
    // Every instance has asked Redis before the one load finishes.
    await vi.waitFor(() => expect(loads.reduce((sum, load) => sum + load.runs.count, 0)).toBe(1), {
      timeout: 2000,
      interval: 5,
    });
    open();
    const values = await Promise.all(answers);
    expect(new Set(values).size).toBe(1);
    expect(loads.reduce((sum, load) => sum + load.runs.count, 0)).toBe(1);
  });

  it("deletes only the shared copies carrying a tag a write names", async () => {
    const [a, b] = [await instance(), await instance()];
    const [one, two, anything] = [freshKey(), freshKey(), freshKey()];
    await a.get(one, async () => "one", { shared: textCodec, tags: [cacheTags.product(11)] });
    await a.get(two, async () => "two", { shared: textCodec, tags: [cacheTags.product(12)] });
    // A load naming no tag may show anything: every write deletes it.
    await a.get(anything, async () => "anything", { shared: textCodec });
    const readerLoads = async (reader: PublicCache) => {
      const loaded: string[] = [];
      for (const key of [one, two, anything]) {
        await reader.get(key, async () => loaded.push(key).toString(), { shared: textCodec });
      }
      return loaded;
    };
    expect(await readerLoads(b)).toEqual([]);
    // Deleted in Redis before the write's message leaves: an instance with nothing of its own sees it.
    await a.invalidate([cacheTags.product(11)]);
    expect(await readerLoads(await instance())).toEqual([one, anything]);
    // That instance started after the write, so what it loaded is newer and is shared.
    expect(await readerLoads(await instance())).toEqual([]);
  });

  it("answers a copy a soft tag marked stale where an instance has none, while one instance refreshes it for all", async () => {
    const a = await instance();
    const key = freshKey();
    const answerKey = freshKey();
    const tags = [cacheTags.product(41), cacheTags.stock(41)];
    const page = { shared: textCodec, tags, softOnWrite: true };
    await a.get(key, async () => "5 available", page);
    await a.get(answerKey, async () => "answer: 5", { shared: textCodec, tags });
    await a.invalidate([cacheTags.stock(41)]);

    const b = await instance();
    // An answer is not asked for softOnWrite: its copy was deleted.
    expect(await b.get(answerKey, async () => "answer: 4", { shared: textCodec, tags })).toBe("answer: 4");
    const refresh = counted("4 available");
    expect(await b.get(key, refresh.load, page)).toBe("5 available");
    expect(refresh.runs.count).toBe(0);
    // Taken as expired: the next request is answered with it too and starts the one refresh.
    expect(await b.get(key, refresh.load, page)).toBe("5 available");
    await vi.waitFor(async () => expect(await b.get(key, refresh.load, page)).toBe("4 available"), {
      timeout: 2000,
      interval: 5,
    });
    const c = await instance();
    const another = counted("rendered on c");
    expect(await c.get(key, another.load, page)).toBe("4 available");
    expect([refresh.runs.count, another.runs.count]).toEqual([1, 0]);
  });

  it("never builds a page on a stale copy: a load asking for it waits for the fresh one", async () => {
    const a = await instance();
    const key = freshKey();
    const options = { shared: textCodec, tags: [cacheTags.stock(51)], softOnWrite: true };
    await a.get(key, async () => "5 available", options);
    await a.invalidate([cacheTags.stock(51)]);

    const b = await instance();
    const answer = () => b.get(key, async () => "4 available", options);
    const page = await b.get(`page:${key}`, async () => `<p>${await answer()}</p>`);
    expect(page).toBe("<p>4 available</p>");
  });

  it("answers a copy past its TTL, stale, where an instance has none, while one instance refreshes it for all", async () => {
    const short = { ttlMs: 50 };
    const a = await instance({}, short);
    const key = freshKey();
    await a.get(key, async () => "before the TTL", { shared: textCodec });
    const client = await redis.client();
    // Past the TTL, within the five minutes it is still answered.
    await vi.waitFor(
      async () => expect(await client.pttl(`shared-cache:entry:${key}`)).toBeLessThanOrEqual(300_000),
      { timeout: 2000, interval: 5 },
    );
    const b = await instance({}, short);
    const refresh = counted("after the TTL");
    expect(await b.get(key, refresh.load, { shared: textCodec })).toBe("before the TTL");
    expect(refresh.runs.count).toBe(0);
    await vi.waitFor(
      async () => expect(await b.get(key, refresh.load, { shared: textCodec })).toBe("after the TTL"),
      {
        timeout: 2000,
        interval: 5,
      },
    );
    expect(refresh.runs.count).toBe(1);
  });

  it("never keeps in Redis what was read before a write the instance had not heard of", async () => {
    const client = await redis.client();
    const shared = createSharedCache(client, { ttlMs: 30_000, staleMs: 300_000 });
    const channel = `${redis.prefix}:test-channel`;
    const head = '{"from":"test","epoch":';
    const before = await shared.epoch();
    const after = await shared.invalidate({ hard: [cacheTags.product(21)], soft: [] }, channel, head);
    expect(after).toBe(before + 1);
    const entry = { fields: { text: Buffer.from("stale") }, tags: [cacheTags.product(21)] };
    const key = freshKey();

    expect(await shared.write(key, entry, before, null)).toBe(false);
    expect(await shared.claim(key)).toHaveProperty("lease");
    // Another product's write does not stop it; a clear of everything does.
    await shared.invalidate({ hard: [cacheTags.product(22)], soft: [] }, channel, head);
    expect(await shared.write(key, entry, after, null)).toBe(true);
    const everything = await shared.invalidate(null, channel, head);
    expect(await shared.write(key, entry, everything - 1, null)).toBe(false);
    expect(await shared.write(key, entry, everything, null)).toBe(true);
    expect(await shared.claim(key)).toMatchObject({ found: { tags: [cacheTags.product(21)] } });
  });

  it("frees the key at once when the instance loading it fails, so one waiting loads it itself", async () => {
    // Leases and waits far longer than the test: only the release lets b go on.
    const slow = { leaseMs: 60_000, waitMs: 60_000 };
    const [a, b] = [await instance(slow), await instance(slow)];
    const key = freshKey();
    const { opened, open } = gate();
    const failing = a.get(
      key,
      async () => {
        await opened;
        throw new Error("render failed");
      },
      { shared: textCodec },
    );
    const waiting = counted("<p>rendered on b</p>");
    // a holds the lease before b asks.
    await vi.waitFor(
      async () => expect(await redis.keys()).toContain(`${redis.keyPrefix}shared-cache:lease:${key}`),
      {
        timeout: 2000,
        interval: 5,
      },
    );
    const answer = b.get(key, waiting.load, { shared: textCodec });
    open();
    await expect(failing).rejects.toThrow("render failed");
    expect(await answer).toBe("<p>rendered on b</p>");
    expect(waiting.runs.count).toBe(1);
  }, 10_000);

  it("loads for itself when Redis does not answer, and says so", async () => {
    const client = await redis.client();
    const errors: string[] = [];
    const cache = await createPublicCache({
      redis: client,
      redisPrefix: redis.prefix,
      onError: (_error, during) => errors.push(during),
    });
    instances.push(cache);
    client.disconnect();
    expect(await cache.get(freshKey(), async () => "rendered here", { shared: textCodec })).toBe(
      "rendered here",
    );
    expect(errors).toContain("shared");
  });

  it("keeps its keys under the shop's prefix and for no longer than the TTL and the stale window", async () => {
    const a = await instance();
    const key = freshKey();
    await a.get(key, async () => "kept", { shared: textCodec, tags: [cacheTags.listings] });
    const client = await redis.client();
    await vi.waitFor(async () => expect(await client.exists(`shared-cache:entry:${key}`)).toBe(1), {
      timeout: 2000,
      interval: 5,
    });
    for (const name of await redis.keys()) expect(name.startsWith(redis.keyPrefix)).toBe(true);
    for (const name of [
      `shared-cache:entry:${key}`,
      `shared-cache:tag:${cacheTags.listings}`,
      "shared-cache:all",
    ]) {
      const left = await client.pttl(name);
      expect(left, name).toBeGreaterThan(0);
      expect(left, name).toBeLessThanOrEqual(30_000 + 300_000);
    }
  });

  it("carries a page with its ETag and brotli form, so the instance taking it compresses nothing", async () => {
    const page = cachedHtml(`<!doctype html><p>${"Kaju katli, ".repeat(200)}</p>`);
    const copy = sharedCachedJson.decode(await sharedCachedJson.encode(page));
    expect(copy.etag).toBe(page.etag);
    expect(copy.contentType).toBe("text/html; charset=utf-8");
    expect(copy.bytes.equals(page.bytes)).toBe(true);
    const br = await copy.encoded.get("br");
    expect(br && brotliDecompressSync(br).equals(page.bytes)).toBe(true);
  });
});

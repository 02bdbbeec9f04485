import { testRedis } from "@server/testing/test-redis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { cacheTags } from "./cache-tags";
import { createPublicCache, maxTagsPerMessage, type PublicCache } from "./public-cache";

/** Two instances' caches joined by Redis pub/sub: a write's tags travel with its message. */
let redis: Awaited<ReturnType<typeof testRedis>>;
let writer: PublicCache;
let reader: PublicCache;
const heard: string[] = [];
const channel = () => `${redis.prefix}:public-cache:invalidate`;

beforeAll(async () => {
  redis = await testRedis();
  writer = await createPublicCache({ redis: await redis.client(), redisPrefix: redis.prefix });
  reader = await createPublicCache({ redis: await redis.client(), redisPrefix: redis.prefix });
  const listener = await redis.client();
  listener.on("message", (_channel: string, message: string) => heard.push(message));
  await listener.subscribe(channel());
});
afterAll(async () => {
  await writer?.close();
  await reader?.close();
  await redis?.close();
});

const entries = {
  product1: [cacheTags.product(1)],
  product2: [cacheTags.product(2)],
  settings: [cacheTags.content],
};
/** Reads every entry on the reader; answers the keys it had to load. */
async function readerLoads(): Promise<string[]> {
  const loaded: string[] = [];
  for (const [key, tags] of Object.entries(entries)) {
    await reader.get(key, async () => loaded.push(key), { tags });
  }
  return loaded;
}
/** Waits until a listener of its own has heard `count` messages, to read what the writer sent. */
async function published(count: number) {
  await vi.waitFor(() => expect(heard.length).toBe(count), { timeout: 2000, interval: 5 });
}
/** Waits until the reader has taken the message in: its next reads load exactly `keys` again. */
const readerReloads = (keys: string[]) =>
  vi.waitFor(async () => expect(await readerLoads()).toEqual(keys), { timeout: 2000, interval: 5 });

describe("public cache invalidation across instances", () => {
  it("clears on another instance only the entries carrying a tag the write names", async () => {
    await readerLoads();
    const before = heard.length;
    await writer.invalidate([cacheTags.product(1), cacheTags.listings]);
    await readerReloads(["product1"]);
    await published(before + 1);
    expect(JSON.parse(heard.at(-1) as string).tags).toEqual([cacheTags.product(1), cacheTags.listings]);
  });

  it("clears everything on another instance past the tags a message carries, or on a message it cannot read", async () => {
    await readerLoads();
    const many = Array.from({ length: maxTagsPerMessage + 1 }, (_, id) => cacheTags.product(id + 1000));
    const before = heard.length;
    await writer.invalidate(many);
    await readerReloads(["product1", "product2", "settings"]);
    await published(before + 1);
    const message = heard.at(-1) as string;
    expect(JSON.parse(message).tags).toBeUndefined();
    expect(message.length).toBeLessThan(100);

    const client = await redis.client();
    await client.publish(channel(), "a message from another version");
    await readerReloads(["product1", "product2", "settings"]);
  });

  it("keeps a message within a few kilobytes however many products an order held", async () => {
    const before = heard.length;
    await writer.invalidate(
      Array.from({ length: maxTagsPerMessage }, (_, id) => cacheTags.product(id + 1_000_000)),
    );
    await published(before + 1);
    expect((heard.at(-1) as string).length).toBeLessThan(4096);
  });
});

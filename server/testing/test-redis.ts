import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";

/**
 * A connection to the real Redis (TEST_REDIS_URL, default redis://127.0.0.1:6379) whose keys all carry
 * a prefix unique to this run, and a cleanup that deletes them. A Redis that cannot be reached fails
 * the test with a message saying so: tests that need Redis never skip silently.
 */
export async function testRedis() {
  const url = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
  const prefix = `mithaas-test:${randomBytes(6).toString("hex")}`;
  const keyPrefix = `${prefix}:`;
  const clients: Redis[] = [];
  const connect = async (clientPrefix: string | undefined) => {
    const client = new Redis(url, {
      keyPrefix: clientPrefix,
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      retryStrategy: () => null,
      connectTimeout: 3000,
    });
    let lastError: Error | undefined;
    client.on("error", (error: Error) => {
      lastError = error;
    });
    try {
      await client.connect();
    } catch (error) {
      const reason = (lastError ?? (error as Error)).message;
      throw new Error(
        `This test needs a running Redis at ${url} (set TEST_REDIS_URL to use another): ${reason}`,
      );
    }
    clients.push(client);
    return client;
  };
  const admin = await connect(undefined);
  return {
    url,
    /**
     * This run's REDIS_PREFIX, for the public cache's channel; a store of a test's own takes a prefix
     * under it (`${prefix}:shop-a`), so its keys are this run's keys too.
     */
    prefix,
    /** How this run's keys start: the prefix and a colon, as boot.ts makes the client's keyPrefix. */
    keyPrefix,
    /** A new connection, as another server instance would have, sharing this run's key prefix. */
    client: () => connect(keyPrefix),
    /** The raw names of this run's keys. */
    keys: () => admin.keys(`${keyPrefix}*`),
    async close() {
      const keys = await admin.keys(`${keyPrefix}*`);
      if (keys.length > 0) await admin.del(...keys);
      for (const client of clients.splice(0)) client.disconnect();
    },
  };
}

import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";

/**
 * A connection to the real Redis (TEST_REDIS_URL, default redis://127.0.0.1:6379) whose keys all carry
 * a prefix unique to this run, and a cleanup that deletes them. A Redis that cannot be reached fails
 * the test with a message saying so: tests that need Redis never skip silently.
 */
export async function testRedis() {
  const url = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
  const keyPrefix = `mithaas-test:${randomBytes(6).toString("hex")}:`;
  const clients: Redis[] = [];
  const connect = async (prefix: string | undefined) => {
    const client = new Redis(url, {
      keyPrefix: prefix,
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

import { Redis } from "ioredis";

/**
 * A Redis client pointed at a port nothing listens on, as an instance sees Redis during an outage:
 * every command fails after one reconnect attempt instead of hanging.
 */
export function unreachableRedis(): Redis {
  const client = new Redis("redis://127.0.0.1:1", {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => (times > 1 ? null : 10),
    connectTimeout: 500,
  });
  client.on("error", () => {});
  return client;
}

import type { GetOptions, PublicCache } from "@server/platform/public-cache";

/**
 * A public cache that counts the loads of each key, so a test can say which answers and pages a write
 * made the cache read or render again, and which it kept (decision 28), without timing anything.
 */
export function countingLoads(cache: PublicCache) {
  const loads = new Map<string, number>();
  const counted: PublicCache = {
    ...cache,
    get: <T>(key: string, load: () => Promise<T>, options?: GetOptions<T>) =>
      cache.get(
        key,
        () => {
          loads.set(key, (loads.get(key) ?? 0) + 1);
          return load();
        },
        options,
      ),
  };
  return {
    cache: counted,
    /** How many times each key has been loaded so far. */
    loads: () => new Map(loads),
    /** The keys loaded again since `before` (a copy of `loads()`), sorted. */
    loadedSince: (before: Map<string, number>) =>
      [...loads]
        .filter(([key, count]) => count > (before.get(key) ?? 0))
        .map(([key]) => key)
        .sort(),
  };
}

import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Storage } from "@server/platform/storage";
import type { ArtSpec, BannerArtSpec } from "./art/art-spec";

export type Size = { width: number; height: number };

/** How seed pictures are made: the real painter at start-up, a fast stand-in in API tests. */
export type ArtPainter = {
  renderArt(spec: ArtSpec, size: Size): Promise<Buffer>;
  renderBanner(spec: BannerArtSpec, size: Size): Promise<Buffer>;
};

/**
 * Puts a seed picture at a fixed key unless it is already stored. Painting is the slow part of a
 * first start, so results are also kept in a cache folder keyed by what was painted; a fresh data
 * folder (a new test run, a reset store) then costs a file copy per picture.
 */
export function seedImageWriter(storage: Storage, cacheDir: string | null) {
  return async (key: string, what: unknown, paint: () => Promise<Buffer>): Promise<string> => {
    if (await storage.exists(key)) return key;
    const hash = createHash("sha256").update(JSON.stringify(what)).digest("hex").slice(0, 32);
    const cached = cacheDir ? join(cacheDir, `${hash}.jpg`) : null;
    let body: Buffer | null = null;
    if (cached) body = await readFile(cached).catch(() => null);
    if (!body) {
      body = await paint();
      if (cached && cacheDir) {
        await mkdir(cacheDir, { recursive: true });
        await writeFile(cached, body);
      }
    }
    await storage.put(key, body, "image/jpeg");
    return key;
  };
}

/** Runs tasks with at most `limit` at once: painting is CPU-bound and the machine may have few cores. */
export async function inBatches<T>(
  items: T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

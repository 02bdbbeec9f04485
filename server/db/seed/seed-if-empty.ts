import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Storage } from "@server/platform/storage";
import type { Db } from "../connect";
import { categories } from "../schema";
import { renderArt, renderBanner } from "./art/render-art";
import { demoStore } from "./data/demo-store";
import { refreshUntouchedDemoPolicies } from "./refresh-demo-policies";
import { seedDemoStore } from "./seed-demo-store";

/** Painted seed pictures survive a reset data folder here (node_modules is the project's own cache). */
export const seedArtCacheDir = join(
  dirname(fileURLToPath(import.meta.url)),
  "../../../node_modules/.cache/mithaas-seed-art",
);

export function seedDemo(db: Db, storage: Storage, log: (line: string) => void) {
  return seedDemoStore(db, storage, demoStore, {
    painter: { renderArt, renderBanner },
    imageCacheDir: seedArtCacheDir,
    log,
  });
}

/**
 * A new store opens with the demo catalogue; a store that has any category is left alone, except that
 * demo policy texts nobody edited are brought up to date.
 */
export async function seedIfEmpty(db: Db, storage: Storage, log: (line: string) => void): Promise<void> {
  const [any] = await db.select({ id: categories.id }).from(categories).limit(1);
  if (!any) return seedDemo(db, storage, log);
  const replaced = await refreshUntouchedDemoPolicies(db, demoStore.policies);
  if (replaced.length > 0) log(`seed: demo policy texts brought up to date (${replaced.join(", ")})`);
}

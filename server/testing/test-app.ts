import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import type { Db } from "../db/connect";
import { demoStore } from "../db/seed/data/demo-store";
import { seedDemoStore } from "../db/seed/seed-demo-store";
import type { Mailer } from "../platform/mailer";
import { localStorage } from "../platform/storage";
import { fastPainter } from "./fast-painter";
import { memoryMailer } from "./memory-mailer";
import { freshDatabase } from "./test-database";

export type TestAppOptions = {
  /** Fill the store with the demo catalogue (pictures are tiny swatches). Default true. */
  seed?: boolean;
  mailer?: Mailer;
};

/** The whole app on a fresh database and media folder, for `app.inject` tests. */
export async function createTestApp(options: TestAppOptions = {}) {
  const database = await freshDatabase();
  const mediaRoot = await mkdtemp(join(tmpdir(), "mithaas-media-"));
  const storage = localStorage(mediaRoot);
  const mailer = options.mailer ?? memoryMailer();
  if (options.seed ?? true) {
    await seedDemoStore(database.db, storage, demoStore, { painter: fastPainter, imageCacheDir: null });
  }
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: mediaRoot });
  const app = await buildApp({ config, db: database.db, mailer, storage, redis: null, webRoot: null, mediaRoot });
  await app.ready();
  return {
    app,
    db: database.db as Db,
    storage,
    mailer,
    async close() {
      await app.close();
      await database.close();
      await rm(mediaRoot, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

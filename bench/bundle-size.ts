import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { root } from "./processes";

export type BundleSize = {
  page: string;
  kind: "JS" | "CSS";
  files: number;
  rawBytes: number;
  gzipBytes: number;
  /** Null for files read from the build rather than fetched from the server. */
  sentBytes: number | null;
};

const args = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * Loads each page in a fresh headless Chromium context and adds up every script and stylesheet it
 * fetched: raw, gzipped at level 9 (the figure the goals use), and as the server actually sent them.
 */
export async function measureBundles(origin: string, paths: string[]): Promise<BundleSize[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args,
  });
  try {
    const sizes: BundleSize[] = [];
    for (const path of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const pending: Promise<{ kind: BundleSize["kind"]; raw: number; gzip: number; sent: number }>[] = [];
      page.on("response", (response) => {
        const type = response.request().resourceType();
        if (type !== "script" && type !== "stylesheet") return;
        pending.push(
          (async () => {
            const body = await response.body();
            const sent = (await response.request().sizes()).responseBodySize;
            const kind = type === "script" ? "JS" : "CSS";
            return { kind, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, sent };
          })(),
        );
      });
      await page.goto(origin + path, { waitUntil: "networkidle" });
      const loaded = await Promise.all(pending);
      for (const kind of ["JS", "CSS"] as const) {
        const files = loaded.filter((file) => file.kind === kind);
        sizes.push({
          page: path,
          kind,
          files: files.length,
          rawBytes: files.reduce((sum, file) => sum + file.raw, 0),
          gzipBytes: files.reduce((sum, file) => sum + file.gzip, 0),
          sentBytes: files.reduce((sum, file) => sum + file.sent, 0),
        });
      }
      await context.close();
    }
    return sizes;
  } finally {
    await browser.close();
  }
}

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

function withImports(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) withImports(manifest, imported, seen);
  return seen;
}

/**
 * What a lazily imported module adds when it is first needed, from the browser build's Vite manifest:
 * its chunk and the chunks it imports that the entry has not loaded already, JS and CSS. Null when there
 * is no build or it has no such module.
 */
export async function measureLazyChunk(page: string, source: string): Promise<BundleSize[] | null> {
  const webRoot = join(root, "dist", "web");
  const text = await readFile(join(webRoot, ".vite", "manifest.json"), "utf8").catch(() => null);
  const manifest = text === null ? {} : (JSON.parse(text) as Manifest);
  if (!manifest[source]) return null;
  const loaded = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) withImports(manifest, key, loaded);
  const added = [...withImports(manifest, source)].filter((key) => !loaded.has(key));
  const loadedCss = new Set([...loaded].flatMap((key) => manifest[key]?.css ?? []));
  const files = {
    JS: added.map((key) => manifest[key]?.file ?? ""),
    CSS: [...new Set(added.flatMap((key) => manifest[key]?.css ?? []))].filter((css) => !loadedCss.has(css)),
  };
  return Promise.all(
    (["JS", "CSS"] as const).map(async (kind) => {
      const bodies = await Promise.all(files[kind].map((file) => readFile(join(webRoot, file))));
      return {
        page,
        kind,
        files: bodies.length,
        rawBytes: bodies.reduce((sum, body) => sum + body.length, 0),
        gzipBytes: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
        sentBytes: null,
      };
    }),
  );
}

import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";

export type BundleSize = {
  page: string;
  kind: "JS" | "CSS";
  files: number;
  rawBytes: number;
  gzipBytes: number;
  sentBytes: number;
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

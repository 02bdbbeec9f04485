// `npm start`: builds the web app when the build is missing or older than its sources, then boots
// the server. The server is TypeScript run through tsx's loader, so there is no separate server build.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const builtIndex = join(root, "dist", "web", "index.html");
// The server's build of the app, which renders the public pages; written after the browser's.
const builtServerEntry = join(root, "dist", "server", "entry-server.js");
const sources = ["web", "contract", "vite.config.ts", "package-lock.json"];

function newestMtime(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules" || entry.endsWith(".test.ts") || entry.endsWith(".test.tsx")) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const builtAt =
  existsSync(builtIndex) && existsSync(builtServerEntry)
    ? Math.min(statSync(builtIndex).mtimeMs, statSync(builtServerEntry).mtimeMs)
    : 0;
const sourcesAt = Math.max(...sources.map((source) => newestMtime(join(root, source))));
if (sourcesAt > builtAt) {
  console.log(
    builtAt
      ? "Web app sources changed; rebuilding the web app (about 30 s)…"
      : "Building the web app (first start, about 30 s)…",
  );
  const started = Date.now();
  const vite = join(root, "node_modules", "vite", "bin", "vite.js");
  for (const args of [[], ["--ssr", "src/entry-server.tsx"]]) {
    const result = spawnSync(process.execPath, [vite, "build", ...args, "--logLevel", "warn"], {
      cwd: root,
      stdio: "inherit",
      // Always the production build, whatever this process runs as: a build made under NODE_ENV=test
      // (the browser tests) would compile JSX for React's development runtime, which a production
      // server's React does not have.
      env: { ...process.env, NODE_ENV: "production" },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  console.log(`Web app built in ${Math.round((Date.now() - started) / 1000)} s.`);
}
console.log("Starting Mithaas…");

register();
await import("../server/server.ts");

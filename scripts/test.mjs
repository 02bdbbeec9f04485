// `npm test`: lint (biome, then the structure rules), typecheck, unit + API + component tests (Vitest), then
// browser tests (Playwright on Debian's Chromium). Stops at the first failing step and ends with one summary line.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { ensureChromium } from "./ensure-chromium.mjs";

// Not under test-results/: Playwright empties that folder when it starts.
const reports = "test-reports";
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const localPostgres = "postgres://postgres@127.0.0.1:5432/postgres";

/** True when a PostgreSQL that lets the test user create databases answers at `url`. */
async function answers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    const { rows } = await client.query(
      "select rolcreatedb or rolsuper as ok from pg_roles where rolname = current_user",
    );
    return rows[0]?.ok === true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

// API tests run again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it). Unset, a local
// PostgreSQL is used when one answers; set it empty to stay on PGlite.
let databaseNotice;
if (process.env.TEST_DATABASE_URL === undefined && (await answers(localPostgres))) {
  process.env.TEST_DATABASE_URL = localPostgres;
  databaseNotice = `TEST_DATABASE_URL is unset: API tests also run on the local PostgreSQL (${localPostgres}), each file in a scratch database dropped afterwards.`;
} else if (!process.env.TEST_DATABASE_URL) {
  databaseNotice =
    "NOTICE: TEST_DATABASE_URL is unset or empty and no PostgreSQL is used: API tests run on PGlite only and the race tests " +
    "(itRace) are SKIPPED. PGlite runs one query at a time, so it cannot show a race. Set TEST_DATABASE_URL to a " +
    "PostgreSQL database to run them (docs/testing-races.md).";
}
if (databaseNotice) console.log(`\n${databaseNotice}`);

function run(label, command, args, env = {}) {
  console.log(`\n── ${label} ──`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

function summary() {
  const vitest = readJson(join(reports, "vitest.json"));
  const playwright = readJson(join(reports, "playwright.json"));
  const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0);
  const failed =
    (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0) + (playwright?.stats?.flaky ?? 0);
  const skipped = (vitest?.numPendingTests ?? 0) + (playwright?.stats?.skipped ?? 0);
  return { passed, failed, skipped };
}

function finish(ok) {
  const counts = summary();
  const { passed, skipped } = counts;
  // A step can fail with every test green (lint, typecheck, an error outside any test): count it.
  const failed = ok ? counts.failed : Math.max(1, counts.failed);
  if (databaseNotice) console.log(`\n${databaseNotice}`);
  console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  process.exit(ok && failed === 0 ? 0 : 1);
}

const bin = (name) => join("node_modules", ".bin", name);

if (!run("lint (biome)", bin("biome"), ["check", "."])) finish(false);
if (!run("structure rules (dependency-cruiser)", "npm", ["run", "-s", "lint:structure"])) finish(false);
if (!run("typecheck (tsc)", bin("tsc"), ["-p", "tsconfig.json", "--noEmit"])) finish(false);
const vitestOk = run("unit, API and component tests (vitest)", bin("vitest"), [
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${join(reports, "vitest.json")}`,
]);
if (!vitestOk) finish(false);

let chrome;
try {
  chrome = ensureChromium();
} catch (error) {
  console.error(`\n${error.message}`);
  finish(false);
}
const e2eOk =
  run("build the web app (vite)", bin("vite"), ["build", "--logLevel", "warn"]) &&
  run("browser tests (playwright)", bin("playwright"), ["test"], {
    CHROME_PATH: chrome,
    PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, "playwright.json"),
  });
finish(e2eOk);

import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { shiprocketE2e, shiprocketE2eEnv } from "./e2e/support/shiprocket";

/** Every run starts the real server on a fresh data folder (PGlite, outbox, media) of its own. */
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "mithaas-e2e-"));
const port = Number(process.env.E2E_PORT ?? 3107);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ["list"],
    ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? "test-results/playwright.json" }],
  ],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } } },
    // A phone for the flows shoppers mostly finish on one; the rest of the suite checks 390 inside its specs.
    {
      name: "mobile",
      testMatch: /(delivery-slots|search|courier-shipments)\.spec\.ts/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: [
    {
      // Courier bookings go to a loopback double of Shiprocket (decision 27).
      command: "npx tsx e2e/support/shiprocket-double-server.ts",
      url: `http://127.0.0.1:${shiprocketE2e.port}/v1/external/settings/company/pickup`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "pipe",
    },
    {
      // The staff accounts first: the embedded database admits one process at a time.
      command: "npx tsx e2e/support/prepare-staff.ts && node scripts/start.mjs",
      url: `${baseURL}/api/setting/setting/`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: "pipe",
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: "warn",
        NODE_ENV: "test",
        // Each test's shopper arrives through "a proxy" with an address of its own (support/test.ts).
        TRUST_PROXY: "1",
        ...shiprocketE2eEnv,
      },
    },
  ],
});

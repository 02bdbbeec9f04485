import { test as base, type Page } from "@playwright/test";

export * from "@playwright/test";

/**
 * A server-rendered page shows its content before its scripts have hydrated it, and a field typed
 * into or a button pressed in between does not react yet. Navigations therefore also wait until the
 * page says it is live (`<html data-hydrated>`, set by the app), or until it is clear no app runs in
 * it (no server-rendered state: the back office, an error page, a file).
 */
async function untilLive(page: Page) {
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated !== undefined || !document.getElementById("app-state"),
  );
}

let shoppers = 0;

/**
 * A network address of this test's own (IPv6 documentation range, one /64 each), sent as the address a
 * proxy saw: the server limits sign-in codes per network, and a whole suite of shoppers signing in from
 * one address would meet that limit part-way through, as a whole office behind one router would.
 */
function shopperAddress(): string {
  shoppers += 1;
  const hex = (n: number) => (n & 0xffff).toString(16);
  return `2001:db8:${hex(process.pid)}:${hex(shoppers * 131 + Math.floor(Math.random() * 65536))}::1`;
}

export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    await use({ "x-forwarded-for": shopperAddress() });
  },
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await untilLive(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await untilLive(page);
      return response;
    };
    await use(page);
  },
});

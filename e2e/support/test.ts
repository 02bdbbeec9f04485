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

export const test = base.extend({
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

import { openSignedIn, signInByApi, uniqueEmail } from "./support/sign-in";
import { type APIRequestContext, type Browser, expect, type Page, test } from "./support/test";

/** Issue 13: public pages arrive as HTML, hydrate without complaint, and nothing moves when data lands. */

type Card = { id: number; name: string; price: string; discounted_price: string | null; stock: number };

async function somePages(request: APIRequestContext) {
  const { results } = await (await request.get("/api/products/categories/")).json();
  const categoryId = (results as { id: number }[])[0]?.id;
  const listing = await (await request.get(`/api/products/categories/${categoryId}/products/`)).json();
  const product = (listing.results as Card[]).find((card) => card.stock > 0);
  if (!categoryId || !product) throw new Error("the demo store has no stocked product");
  return { categoryId, product };
}

const rupees = (amount: string) => `₹${new Intl.NumberFormat("en-IN").format(Number(amount))}`;

/** Sums the layout shifts the page makes without input (what CLS counts), from the first paint on. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

const shiftTotal = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
  );

/** Every console error and warning and every uncaught error: a hydration mismatch shows up as one. */
function complaints(page: Page): string[] {
  const heard: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") heard.push(message.text());
  });
  page.on("pageerror", (error) => heard.push(error.message));
  return heard;
}

test("a product page's HTML holds its name, price and main picture for a browser without JavaScript", async ({
  browser,
  request,
}) => {
  const { product } = await somePages(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(`/product/${product.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText(rupees(product.discounted_price ?? product.price)).first()).toBeVisible();
  const picture = page.locator('main img[fetchpriority="high"]');
  await expect(picture).toHaveCount(1);
  await expect(picture).toHaveAttribute("alt", new RegExp(product.name.replace(/[()]/g, ".")));
  expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await context.close();
});

/** Where the page's headings and pictures sit, as a browser without scripts lays them out. */
async function layoutOf(browser: Browser, path: string, width: number, stylesheet: "all" | "inlined only") {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
  const page = await context.newPage();
  if (stylesheet === "inlined only") await page.route(/\.css$/, (route) => route.abort());
  await page.goto(path);
  const boxes = await page.locator("main h1, main h2, main img").evaluateAll((elements) =>
    elements.slice(0, 12).map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return [Math.round(x), Math.round(y), Math.round(width), Math.round(height)];
    }),
  );
  await context.close();
  return boxes;
}

test("the CSS written into a page lays it out as the full stylesheet does, so nothing moves when it lands", async ({
  browser,
  request,
}) => {
  // Twelve page loads in fresh contexts: on a busy two-core runner that can pass the default 30 s.
  test.slow();
  const { categoryId, product } = await somePages(request);
  for (const width of [390, 1280]) {
    for (const path of ["/", `/categories/${categoryId}`, `/product/${product.id}`]) {
      const full = await layoutOf(browser, path, width, "all");
      expect(full.length, path).toBeGreaterThan(1);
      expect(await layoutOf(browser, path, width, "inlined only"), `${path} at ${width}`).toEqual(full);
    }
  }
});

test("an unknown product is a 404 whose page the browser fills in", async ({ page }) => {
  const response = await page.goto("/product/999999");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Product not found" })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("home, a category and a product hydrate without errors or warnings, and nothing shifts", async ({
    page,
    request,
  }) => {
    const { categoryId, product } = await somePages(request);
    const heard = complaints(page);
    await watchLayoutShifts(page);
    // Only this browser knows the last pincode: the server's page has an empty field, hydration fills it.
    await page.addInitScript(() => localStorage.setItem("lastPincode", "411001"));
    // A page is rendered without the parameters it does not read (utm_*, made-up ones) and hydrates
    // where they still stand in the address bar.
    for (const path of [
      "/?utm_source=mail",
      `/categories/${categoryId}?utm_campaign=diwali&sort=price_low&v=2`,
      `/product/${product.id}?v=1`,
    ]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(heard, path).toEqual([]);
      expect(await shiftTotal(page), `layout shift on ${path}`).toBeLessThanOrEqual(0.02);
    }
    // Hydrated: the server's markup now answers clicks.
    await expect(page.getByLabel("Pincode")).toHaveValue("411001");
    await page.getByRole("button", { name: "Increase quantity" }).first().click();
    await expect(page.getByRole("status", { name: "Quantity" }).first()).toHaveText("2");
  });

  test("a signed-in shopper's page fills in the cart state and badge after hydration", async ({
    page,
    request,
  }) => {
    const { product } = await somePages(request);
    const { token, post } = await signInByApi(request, uniqueEmail("hydrate"));
    await post("/user/cart/add_item/", { product_id: product.id, quantity: 1 });
    await openSignedIn(page, token);
    const heard = complaints(page);
    await page.goto(`/product/${product.id}`);
    const bar = page.getByRole("navigation", { name: "Main" }).last();
    await expect(bar.getByRole("link", { name: /Cart/ })).toContainText("1 item");
    await expect(page.getByRole("button", { name: "Added to Cart" }).first()).toBeVisible();
    expect(heard).toEqual([]);
  });
});

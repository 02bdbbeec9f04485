import { discountedProduct } from "./support/demo-products";
import { openSignedIn, signInByApi } from "./support/sign-in";
import { expect, type Locator, type Page, test } from "./support/test";

/** Issue 13's storefront polish, tried as a new shopper would, mostly on a 390 px phone. */

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

const overlaps = (a: { y: number; height: number; x: number; width: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const toasts = (page: Page) => page.getByRole("status").filter({ hasText: /./ });

const longWord = "Chocolatehazelnutpralinetrufflecollectionwithoutanyspaces";

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("product cards show the struck-through MRP without a hover", async ({ page, request }) => {
    const product = await discountedProduct(request);
    await page.goto(`/categories/${product.categoryId}`);
    const card = page.getByRole("link", { name: new RegExp(product.name.replace(/[()]/g, ".")) }).first();
    const mrp = card.locator("s");
    await expect(mrp).toBeVisible();
    await expect(mrp).toHaveCSS("opacity", "1");
    await expect(mrp).toContainText("Original price");
  });

  test("the product page keeps Add to Cart in a bar above the bottom bar until the page's own is in sight", async ({
    page,
    request,
  }) => {
    const product = await discountedProduct(request);
    await page.goto(`/product/${product.id}`);
    const bar = page.getByRole("region", { name: "Buy this product" });
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(product.name);
    const bottomBar = await box(page.getByRole("navigation", { name: "Main" }));
    // The bar slides up into place, then rests on the bottom bar (their shared edge is its 1 px border).
    await expect
      .poll(async () => {
        const { y, height } = await box(bar);
        return y + height;
      })
      .toBeLessThanOrEqual(bottomBar.y + 1);
    const chat = await box(page.getByRole("link", { name: "Chat with us on WhatsApp" }));
    expect(overlaps(await box(bar), chat)).toBe(false);

    // The page's own buttons in sight: the bar steps aside; scrolled past them, it comes back.
    await page.getByRole("button", { name: "Add to Wishlist" }).scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
    await page.getByRole("heading", { name: "Customer reviews" }).scrollIntoViewIfNeeded();
    await expect(bar).toBeVisible();

    // The page's end clears the bar: the footer's last line is not under it.
    // (The footer loads as it nears, so the page grows: scroll to its end until the end stays put.)
    const copyright = page.getByText(/© \d{4} Mithaas/);
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        if (!(await copyright.isVisible())) return false;
        const [line, above] = [await box(copyright), await box(bar)];
        return line.y + line.height <= above.y + 1;
      })
      .toBe(true);

    // A guest's tap goes to sign in, like the page's own button.
    await bar.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });

  test("long unbroken words wrap instead of widening the page", async ({ page, request }) => {
    const product = await discountedProduct(request);
    await page.goto(`/categories/${product.categoryId}?search=${longWord}${longWord}`);
    await expect(page.getByText(/^No products match/)).toBeVisible();
    expect(await pageWidth(page)).toBe(390);

    const email = `${longWord.toLowerCase()}${Date.now()}@example-chocolatiers.in`;
    const { token, post } = await signInByApi(request, email);
    await post("/user/profile/update_profile/", {
      first_name: longWord.slice(0, 50),
      last_name: "Rao",
      phone: "9876543210",
    });
    await openSignedIn(page, token);
    await page.goto("/profile");
    await expect(page.getByRole("region", { name: "Profile Details" }).getByText(email)).toBeVisible();
    expect(await pageWidth(page)).toBe(390);
  });
});

test("the desktop has no buy bar and keeps the chat button in a landmark", async ({ page, request }) => {
  const product = await discountedProduct(request);
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole("region", { name: "Buy this product" })).toBeHidden();
  await expect(
    page.getByRole("complementary", { name: "Chat" }).getByRole("link", { name: "Chat with us on WhatsApp" }),
  ).toBeVisible();
});

test("a missing category is one not-found page: no title skeleton, no toast", async ({ page }) => {
  await page.goto("/categories/987654");
  await expect(page.getByRole("heading", { level: 1, name: "Category not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse categories" })).toBeVisible();
  await expect(page.locator("main .animate-pulse")).toHaveCount(0);
  await expect(page).toHaveTitle(/^Category not found/);
  await page.waitForTimeout(500);
  await expect(toasts(page)).toHaveCount(0);
});

test("an unknown blog slug is not found, not a failure to retry", async ({ page }) => {
  await page.goto("/blog/no-such-story");
  await expect(page.getByRole("heading", { level: 1, name: "Blog post not found" })).toBeVisible();
  await expect(page.getByText("Failed to load blog")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
  await page.waitForTimeout(500);
  await expect(toasts(page)).toHaveCount(0);
});

test("demo policies: the title once, the refund page named as in the footer, nothing about passwords", async ({
  page,
}) => {
  await page.goto("/return-refund-policy");
  await expect(page.getByRole("heading", { level: 1, name: "Cancellation & Refund Policy" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Refund Policy/ })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 2, name: "Refunds" })).toBeVisible();

  for (const [path, title] of [
    ["/privacy-policy", "Privacy Policy"],
    ["/terms-conditions", "Terms & Conditions"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText(/password/i);
  }
});

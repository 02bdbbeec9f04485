import { expectAxeClean, expectNoViolations } from "./support/axe";
import { productPriced } from "./support/demo-products";
import { buyOne, puneAddress } from "./support/shopper";
import { openSignedIn, signInByApi, uniqueEmail } from "./support/sign-in";
import { signInAsStaff } from "./support/staff";
import { staffAccounts } from "./support/staff-accounts";
import { type APIRequestContext, expect, type Page, test } from "./support/test";

/**
 * Issue 20: axe finds nothing on any back-office page, nor on a customer's orders, order and review
 * panel, at 390 and 1280 px, with the newest axe-core (e2e/support/axe.ts). A customer buys through
 * the API (simulated gateway) so the order pages have an order; staff ship and deliver it.
 */

/** Each width is a test of its own, run side by side, so each signs in with its own staff account. */
const widths = [
  [390, 844, staffAccounts.a11yPhone],
  [1280, 900, staffAccounts.a11yDesktop],
] as const;

/** Menu pages, each with the edit page of its first row and its new-item form where it has one. */
const areas: { path: string; hasNew?: boolean; rows?: string }[] = [
  { path: "/admin" },
  { path: "/admin/orders", rows: "/admin/orders/" },
  { path: "/admin/deliveries" },
  { path: "/admin/products", rows: "/admin/products/", hasNew: true },
  { path: "/admin/low-stock" },
  { path: "/admin/categories", rows: "/admin/categories/", hasNew: true },
  { path: "/admin/occasions", rows: "/admin/occasions/", hasNew: true },
  { path: "/admin/search-synonyms" },
  { path: "/admin/reviews" },
  { path: "/admin/offers", rows: "/admin/offers/", hasNew: true },
  { path: "/admin/coupons", rows: "/admin/coupons/", hasNew: true },
  { path: "/admin/shipping", rows: "/admin/shipping/", hasNew: true },
  { path: "/admin/inbox" },
  { path: "/admin/banners", rows: "/admin/banners/", hasNew: true },
  { path: "/admin/highlights", rows: "/admin/highlights/", hasNew: true },
  { path: "/admin/blogs", rows: "/admin/blogs/", hasNew: true },
  { path: "/admin/policies", rows: "/admin/policies/" },
  { path: "/admin/settings" },
  { path: "/admin/tax-settings" },
  { path: "/admin/audit" },
];

/** Waits until the back office's page has drawn its heading and nothing is loading. */
async function settled(page: Page) {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The first row's link under `prefix` that is not a new-item form. */
async function firstRow(page: Page, prefix: string): Promise<string> {
  const hrefs = await page
    .locator(`main a[href^="${prefix}"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const found = hrefs.find((href) => !href.endsWith("/new") && href !== "/admin/orders/");
  if (!found) throw new Error(`no row under ${prefix}`);
  return found;
}

/** A new customer buys one product through the API and pays with the simulated card. */
async function customerBuys(request: APIRequestContext) {
  const product = await productPriced(request, 99_900, 149_900);
  const { token, post } = await signInByApi(request, uniqueEmail("axe-buyer"));
  const address = await post("/user/addresses/", {
    ...puneAddress,
    full_name: "Meera Joshi",
    house_no: "Flat 4B",
    street: "North Main Road",
  });
  const orderId = await buyOne(post, product, address.id);
  return { token, orderId, productName: product.name };
}

for (const [width, height, staff] of widths) {
  test(`every back-office page, and a customer's orders and review panel, at ${width} px`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(420_000);
    const { token, orderId, productName } = await customerBuys(request);

    await signInAsStaff(page, staff);
    const staffToken = await page.evaluate(() => localStorage.getItem("token"));
    const move = async (path: string, data?: unknown) => {
      const response = await page.request.post(`/api/admin/orders/${orderId}/${path}`, {
        headers: { Authorization: `Bearer ${staffToken}` },
        ...(data === undefined ? {} : { data }),
      });
      expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
    };

    await page.setViewportSize({ width, height });
    for (const area of areas) {
      await page.goto(area.path);
      await settled(page);
      await expectAxeClean(page, `${area.path} at ${width}`);
      if (area.rows) {
        await page.goto(await firstRow(page, area.rows));
        await settled(page);
        await expectAxeClean(page, `the first row of ${area.path} at ${width}`);
      }
      if (area.hasNew) {
        await page.goto(`${area.path}/new`);
        await settled(page);
        await expectAxeClean(page, `${area.path}/new at ${width}`);
      }
    }
    await page.goto(`/admin/orders/${orderId}`);
    await settled(page);
    await expectAxeClean(page, `the paid order at ${width}`);
    await page.goto(`/admin/orders/${orderId}/packing-slip`);
    await expect(page.getByText(productName).first()).toBeVisible();
    await expectAxeClean(page, `its packing slip at ${width}`);

    await move("ship/", { courier: "Blue Dart", tracking_number: "BD123456" });
    await move("deliver/");

    const customer = await (await browser.newContext()).newPage();
    await openSignedIn(customer, token);
    await customer.setViewportSize({ width, height });
    await customer.goto("/orders");
    await expect(customer.getByRole("heading", { name: "My Orders" })).toBeVisible();
    await expectNoViolations(customer, `my orders at ${width}`);
    await customer.goto(`/orders/${orderId}`);
    await expect(customer.getByText(productName).first()).toBeVisible();
    await expectNoViolations(customer, `the delivered order at ${width}`);
    await customer.goto(`/orders/${orderId}?review=1`);
    await expect(customer.getByRole("dialog", { name: `Review ${productName}` })).toBeVisible();
    await expectAxeClean(customer, `the review panel at ${width}`);
    await customer.context().close();
  });
}

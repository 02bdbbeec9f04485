import { expectNoViolations } from "./support/axe";
import { productPriced } from "./support/demo-products";
import { api, puneAddress, toast } from "./support/shopper";
import { signIn, uniqueEmail } from "./support/sign-in";
import { expect, type Page, test } from "./support/test";

/**
 * Issue 20: an unpaid order is no dead end (Pay now reopens its payment from My Orders), and an address
 * added from checkout is the one selected on the way back.
 */

const paymentWindow = (page: Page) => page.getByRole("dialog", { name: "Mithaas payment" });

test("an abandoned payment: My Orders says what happened, and Pay now pays that same order", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const product = await productPriced(request, 30_000, 99_900);
  await signIn(page, uniqueEmail("ira"));
  const post = await api(page);
  await post("/user/addresses/", puneAddress);
  await post("/user/cart/add_item/", { product_id: product.id, quantity: 1 });

  await page.goto("/checkout");
  await page.getByRole("button", { name: /Asha Rao/ }).click();
  await page.getByRole("button", { name: /Standard Delivery/ }).click();
  await page.getByRole("button", { name: /^Pay ₹[\d,]+$/ }).click();
  const card = paymentWindow(page);
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: "Fail" }).click();
  await card.getByRole("button", { name: "Close" }).click();
  await expect(toast(page, "Payment cancelled")).toBeVisible();

  await page.goto("/orders");
  const order = page.getByRole("link", { name: /^Order #/ });
  await expect(order).toHaveCount(1);
  await expect(order).toContainText("PENDING");
  await expect(
    page.getByText(/^Waiting for payment — pay within \d+ minutes to keep these items\.$/),
  ).toBeVisible();
  await expectNoViolations(page, "My Orders with an unpaid order");
  await order.click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const orderUrl = page.url();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole("button", { name: "Pay now" })).toBeVisible();
    await expectNoViolations(page, `an unpaid order at ${width} px`);
  }
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: /^Pay ₹/ }).click();

  await expect(toast(page, "Payment successful!")).toBeVisible();
  await expect(page.getByText("PROCESSING")).toBeVisible();
  await expect(page.getByText("PAID", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay now" })).toBeHidden();
  expect(page.url()).toBe(orderUrl);
  // The same order was paid: still one order, now on its way.
  await page.goto("/orders");
  await expect(page.getByRole("link", { name: /^Order #/ })).toHaveCount(1);
  await expect(page.getByRole("link", { name: /^Order #/ })).toContainText("PROCESSING");
});

test("an address added from checkout is the one selected on the way back", async ({ page, request }) => {
  test.setTimeout(60_000);
  const product = await productPriced(request, 30_000, 99_900);
  await signIn(page, uniqueEmail("kavya"));
  const post = await api(page);
  await post("/user/addresses/", puneAddress);
  await post("/user/cart/add_item/", { product_id: product.id, quantity: 1 });

  await page.goto("/checkout");
  await page.getByRole("link", { name: "Add New Address" }).click();
  await expect(page).toHaveURL(/\/profile\?address=new&redirect=checkout$/);
  await page.getByLabel("Full Name").fill("Kavya Menon");
  await page.getByLabel("Phone Number").fill("9845012345");
  await page.getByLabel("House / Flat No.").fill("12, Lotus Court");
  await page.getByLabel("Street / Area").fill("Baner Road");
  await page.getByLabel("City").fill("Pune");
  await page.getByLabel("State").selectOption("Maharashtra");
  await page.getByLabel("Pincode").fill("411045");
  await page.getByRole("button", { name: "Save Address" }).click();

  await expect(page).toHaveURL(/\/checkout\?address=\d+$/);
  const steps = page.getByRole("navigation", { name: "Checkout steps" });
  await expect(steps.getByRole("button", { name: /Shipping/ })).toHaveAttribute("aria-current", "step");
  await expect(page.getByText("12, Lotus Court, Baner Road")).toBeVisible();
});

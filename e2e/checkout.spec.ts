import { paise, productPriced } from "./support/demo-products";
import { api, puneAddress, toast } from "./support/shopper";
import { signIn, uniqueEmail } from "./support/sign-in";
import { expect, type Page, test } from "./support/test";

/**
 * Issue 10's browser checks: checkout with the simulated gateway against the real server. Each test
 * signs in once with its own address book and cart, set up through the API; products are found by
 * their price and stock, never by fixed ids.
 */

/** Issue 20: one event, one message. Counted at once, before an earlier toast could time out. */
async function expectOnlyToast(page: Page, about: RegExp, text: string) {
  await expect(toast(page, text)).toBeVisible();
  expect(await toast(page, about).allTextContents()).toEqual([text]);
}
const steps = (page: Page) => page.getByRole("navigation", { name: "Checkout steps" });
const payButton = (page: Page) => page.getByRole("button", { name: /^Pay ₹[\d,]+$/ });
const paymentWindow = (page: Page) => page.getByRole("dialog", { name: "Mithaas payment" });

async function toPaymentStep(page: Page, addressName = puneAddress.full_name, method = "Standard Delivery") {
  await page.goto("/checkout");
  await page.getByRole("button", { name: new RegExp(addressName) }).click();
  await page.getByRole("button", { name: new RegExp(method) }).click();
  await expect(payButton(page)).toBeVisible();
}

test("a whole purchase: product page, cart, three steps, the simulated card, then the order", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const product = await productPriced(request, 30_000, 99_900);
  await signIn(page, uniqueEmail("nisha"));
  const post = await api(page);
  await post("/user/addresses/", puneAddress);

  await page.goto(`/product/${product.id}`);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(toast(page, `${product.name} added to cart!`)).toBeVisible();
  await page.goto("/cart");
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  await page.getByRole("button", { name: /Asha Rao/ }).click();
  await expect(steps(page).getByRole("button", { name: /Shipping/ })).toHaveAttribute("aria-current", "step");
  const standard = page.getByRole("button", { name: /Standard Delivery/ });
  await expect(standard).toContainText("Free shipping for orders above ₹999");
  await expect(page.getByRole("button", { name: /Express Delivery/ })).toContainText("Fastest");
  await standard.click();

  // Below ₹999 Standard costs ₹49 in Pune: the one line, the shipping and the rounded total.
  const total = Math.floor((paise(product) + 4900) / 100);
  const summary = page.getByRole("region", { name: "Order Summary" });
  await expect(summary).toContainText(product.name);
  const pay = page.getByRole("button", { name: `Pay ₹${total.toLocaleString("en-IN")}` });
  await pay.click();
  await expect(page.getByRole("button", { name: "Processing Payment..." })).toBeDisabled();

  const card = paymentWindow(page);
  await expect(card.getByLabel("Card number")).toHaveValue("4111 1111 1111 1111");
  await expect(card).toContainText(`₹${total.toLocaleString("en-IN")}.00`);
  // The window cannot be closed by Escape (modal.escape: false).
  await page.keyboard.press("Escape");
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: /^Pay ₹/ }).click();

  await expect(toast(page, "Payment successful!")).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole("link", { name: /^Cart/ }).first()).toHaveAccessibleName("Cart");
  const order = page.getByRole("link", { name: /^Order #/ });
  await expect(order).toHaveCount(1);
  await expect(order).toContainText("PROCESSING");
  await order.click();

  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Order #/ })).toBeVisible();
  await expect(page.getByText("PROCESSING")).toBeVisible();
  await expect(page.getByText("PAID", { exact: true })).toBeVisible();
  await expect(page.getByText(`1 × ₹${(paise(product) / 100).toLocaleString("en-IN")}`)).toBeVisible();
  await expect(page.getByText("Flat 4B, Sunrise Apartments, North Main Road, Koregaon Park")).toBeVisible();

  // The spent checkout is not in the history: Back goes from the orders to the (now empty) cart.
  await page.goBack();
  await expect(page).toHaveURL(/\/orders$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText("Your cart is empty")).toBeVisible();
});

test("closing the payment window cancels: 'Payment cancelled', and paying again works", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const product = await productPriced(request, 30_000, 99_900);
  await signIn(page, uniqueEmail("farah"));
  const post = await api(page);
  await post("/user/addresses/", puneAddress);
  await post("/user/cart/add_item/", { product_id: product.id, quantity: 1 });

  await toPaymentStep(page);
  await payButton(page).click();
  const card = paymentWindow(page);
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: "Fail" }).click();
  await expect(card).toContainText("Payment failed");
  await card.getByRole("button", { name: "Close" }).click();

  await expect(card).toBeHidden();
  await expect(toast(page, "Payment cancelled")).toBeVisible();
  await expect(payButton(page)).toBeEnabled();
  await expect(page).toHaveURL(/\/checkout$/);

  // Trying again places a fresh order in place of the unpaid one, which still holds the stock.
  await payButton(page).click();
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: /^Pay ₹/ }).click();
  // The success replaces the red 'Payment cancelled' instead of standing beside it.
  await expectOnlyToast(page, /Payment/, "Payment successful!");
  // One purchase to the shopper: the unpaid order the second try replaced is not listed beside it.
  const orders = page.getByRole("link", { name: /^Order #/ });
  await expect(orders.filter({ hasText: "PROCESSING" })).toHaveCount(1);
  await expect(orders).toHaveCount(1);
});

test("a coupon: the server's discount after the automatic offer, and the total charged matches", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // Between ₹999 and ₹1,499: free Standard shipping, WELCOME10's ₹799 minimum met, no automatic offer.
  const product = await productPriced(request, 99_900, 149_900);
  await signIn(page, uniqueEmail("ira"));
  const post = await api(page);
  await post("/user/addresses/", puneAddress);
  await post("/user/cart/add_item/", { product_id: product.id, quantity: 1 });

  await toPaymentStep(page);
  const subtotal = paise(product);
  await expect(page.getByRole("button", { name: /Standard Delivery/ })).toHaveCount(0);
  const prices = page.getByRole("complementary", { name: "Price details" });
  await expect(prices).toContainText("FREE");

  await page.getByLabel("Coupon code").fill("NOSUCHCODE");
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /coupon/i })).toBeVisible();
  await expect(payButton(page)).toHaveText(`Pay ₹${Math.floor(subtotal / 100).toLocaleString("en-IN")}`);

  await page.getByLabel("Coupon code").fill("welcome10");
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  const discount = Math.min(Math.floor(subtotal / 10), 30_000);
  const saved = `₹${(discount / 100).toLocaleString("en-IN", { minimumFractionDigits: discount % 100 ? 2 : 0 })}`;
  // One toast for the coupon: not 'Coupon applied successfully!' beside it, nor the failed try's.
  await expectOnlyToast(page, /coupon/i, `Coupon applied! You saved ${saved}`);
  await expect(prices).toContainText(`Coupon WELCOME10−${saved}`);
  const total = Math.floor((subtotal - discount) / 100);
  await expect(payButton(page)).toHaveText(`Pay ₹${total.toLocaleString("en-IN")}`);

  // The server priced the same order: the window opens for exactly that amount (a mismatch would be a 409).
  await payButton(page).click();
  await expect(paymentWindow(page)).toContainText(`₹${total.toLocaleString("en-IN")}.00`);
});

test("'Edit Address' goes to the profile and back, and checkout comes back as it was", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const product = await productPriced(request, 99_900, 149_900);
  await signIn(page, uniqueEmail("zoya"));
  const post = await api(page);
  await post("/user/addresses/", puneAddress);
  await post("/user/cart/add_item/", { product_id: product.id, quantity: 1 });

  await toPaymentStep(page);
  await page.getByLabel("Coupon code").fill("WELCOME10");
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(toast(page, /^Coupon applied! You saved/)).toBeVisible();
  const payLabel = await payButton(page).textContent();
  await steps(page)
    .getByRole("button", { name: /Shipping/ })
    .click();
  await page.getByRole("link", { name: "Edit Address" }).click();

  await expect(page).toHaveURL(/\/profile\?tab=addresses&redirect=checkout$/);
  await page
    .getByRole("listitem", { name: /Asha Rao/ })
    .getByRole("button", { name: "Edit" })
    .click();
  await page.getByLabel("Street / Area").fill("Lane 7, Koregaon Park");
  await page.getByRole("button", { name: "Update Address" }).click();

  await expect(page).toHaveURL(/\/checkout\?address=\d+$/);
  await expect(steps(page).getByRole("button", { name: /Shipping/ })).toHaveAttribute("aria-current", "step");
  await expect(page.getByText("Flat 4B, Sunrise Apartments, Lane 7, Koregaon Park")).toBeVisible();
  await expect(page.getByRole("button", { name: /Standard Delivery/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await steps(page)
    .getByRole("button", { name: /Payment/ })
    .click();
  await expect(page.getByLabel("Coupon code")).toHaveValue("WELCOME10");
  await expect(payButton(page)).toHaveText(payLabel ?? "");
  expect(await page.evaluate(() => localStorage.getItem("checkoutState"))).toBeNull();
});

test("an address the store does not deliver to: 'Delivery Not Available' and a way back", async ({
  page,
  request,
}) => {
  const product = await productPriced(request, 30_000, 99_900);
  await signIn(page, uniqueEmail("meher"));
  const post = await api(page);
  await post("/user/addresses/", {
    ...puneAddress,
    full_name: "Meher in Srinagar",
    city: "Srinagar",
    state: "Jammu and Kashmir",
    pincode: "190001",
  });
  await post("/user/cart/add_item/", { product_id: product.id, quantity: 1 });

  await page.goto("/checkout");
  await page.getByRole("button", { name: /Meher in Srinagar/ }).click();
  await expect(page.getByText("Delivery Not Available")).toBeVisible();
  await expect(toast(page, "Delivery is not available at this location")).toBeVisible();
  await steps(page)
    .getByRole("button", { name: /Payment/ })
    .click();
  await expect(toast(page, "Please select a shipping method first")).toBeVisible();
  await page.getByRole("button", { name: "Change Delivery Address" }).click();
  await expect(page.getByRole("heading", { name: "Select Delivery Address" })).toBeVisible();
});

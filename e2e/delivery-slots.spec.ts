import type { DeliveryCalendarResponse } from "@contract/delivery";
import { deliveryMessages } from "@contract/delivery-slots";
import { addDays, indiaDate, indiaInstant, shortDayText } from "@contract/india-time";
import { findCard } from "./support/demo-products";
import { puneAddress, toast } from "./support/shopper";
import { openSignedIn, signInByApi, uniqueEmail } from "./support/sign-in";
import { staffAccounts } from "./support/staff-accounts";
import { type APIRequestContext, expect, type Page, test } from "./support/test";

/**
 * Issue 22 in the browser, at 390 and 1280 wide (the `mobile` and `desktop` projects): a gift booked for
 * tomorrow's midnight slot with a card, a full slot, today's cut-off countdown, and a cake that cannot go
 * by courier. Orders are placed at the server's real time; only the read-only calendar is asked at a
 * chosen India time (X-Test-Now) where a test needs one.
 */

const hyderabadAddress = {
  ...puneAddress,
  full_name: "Kiran Reddy",
  house_no: "8-2-293, Road No. 12",
  street: "Banjara Hills",
  city: "Hyderabad",
  state: "Telangana",
  pincode: "500034",
};

const today = () => indiaDate(new Date());
const tomorrow = () => addDays(today(), 1);
const shot = (page: Page, name: string) =>
  page.screenshot({
    path: test.info().outputPath(`${name}-${test.info().project.name}.png`),
    fullPage: true,
  });

/** A product anyone can buy at once that is not perishable: a chocolate box goes every way. */
const chocolates = (request: APIRequestContext) =>
  findCard(
    request,
    (card) =>
      /chocolate|truffle/i.test(card.name) &&
      !/cake/i.test(card.name) &&
      !card.is_customizable &&
      card.stock >= 5,
    "chocolate box to buy",
  );

/** A shopper signed in through the API with one address and `productId` in the cart; the page starts signed in. */
async function shopper(
  page: Page,
  request: APIRequestContext,
  address: typeof puneAddress,
  productId: number,
) {
  const { token, post } = await signInByApi(request, uniqueEmail("tara"));
  const saved = (await post("/user/addresses/", address)) as { id: number };
  await post("/user/cart/add_item/", { product_id: productId, quantity: 1 });
  await openSignedIn(page, token);
  return { token, addressId: saved.id };
}

async function calendarOf(request: APIRequestContext, token: string, addressId: number) {
  const response = await request.get(`/api/orders/delivery/calendar/?address_id=${addressId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as DeliveryCalendarResponse;
}

test("tomorrow's midnight slot with a card: chosen, kept through 'Edit Address', paid, and on the order page", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const product = await chocolates(request);
  await shopper(page, request, puneAddress, product.id);
  const day = shortDayText(tomorrow());

  await page.goto("/checkout");
  await page.getByRole("button", { name: /Asha Rao/ }).click();
  await page.getByRole("button", { name: /Hand delivery on a date you choose/ }).click();
  await page.getByRole("button", { name: `Tomorrow, ${day}` }).click();
  const midnight = page.getByRole("radio", { name: /^Midnight, 11–11:59 PM/ });
  await expect(midnight).toBeEnabled();
  await midnight.check();
  const prices = page.getByRole("complementary", { name: "Price details" });
  await expect(prices.getByRole("definition").filter({ hasText: "₹249" })).toBeVisible();
  await shot(page, "midnight-slot");

  // 'Edit Address' and back: the date and slot are still the ones chosen.
  await page.getByRole("link", { name: "Edit Address" }).click();
  await expect(page).toHaveURL(/\/profile\?tab=addresses&redirect=checkout$/);
  await page
    .getByRole("listitem", { name: /Asha Rao/ })
    .getByRole("button", { name: "Edit" })
    .click();
  await page.getByLabel("Street / Area").fill("Lane 5, Koregaon Park");
  await page.getByRole("button", { name: "Update Address" }).click();
  await expect(page).toHaveURL(/\/checkout\?address=\d+$/);
  await expect(page.getByRole("button", { name: `Tomorrow, ${day}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByRole("radio", { name: /^Midnight, 11–11:59 PM/ })).toBeChecked();

  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await page.getByLabel("Gift message").fill("Happy birthday, Aai!\nAll our love");
  await page.getByLabel("From").fill("Riya & Kabir");
  await page.getByRole("button", { name: /^Pay ₹[\d,]+$/ }).click();
  const window = page.getByRole("dialog", { name: "Mithaas payment" });
  await window.getByRole("button", { name: /^Pay ₹/ }).click();
  await expect(toast(page, "Payment successful!")).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole("link", { name: /^Order #/ })).toContainText(
    `Delivery: ${day}, Midnight, 11–11:59 PM`,
  );
  await page.getByRole("link", { name: /^Order #/ }).click();

  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect(page.getByText(`Delivery: ${day}, Midnight, 11–11:59 PM`).first()).toBeVisible();
  await expect(page.getByText("Happy birthday, Aai!")).toBeVisible();
  await expect(page.getByText(/Riya & Kabir/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit card" })).toBeVisible();
  await shot(page, "order-with-card");
});

test("a slot staff filled is disabled, and the countdown says how long today's cut-off stays open", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const product = await chocolates(request);
  const { token, addressId } = await shopper(page, request, puneAddress, product.id);
  const fixedTime = (await calendarOf(request, token, addressId)).dates
    .find((date) => date.date === tomorrow())
    ?.slots.find((slot) => slot.kind === "fixed_time");
  if (!fixedTime) throw new Error("Pune has no fixed-time slot tomorrow");
  const staffEmail =
    test.info().project.name === "mobile" ? staffAccounts.deliveriesPhone : staffAccounts.deliveriesDesktop;
  const staff = await signInByApi(request, staffEmail);
  const filled = await request.put("/api/admin/delivery-capacity/", {
    headers: { Authorization: `Bearer ${staff.token}` },
    data: { slot_id: fixedTime.id, date: tomorrow(), capacity: 0 },
  });
  expect(filled.ok()).toBe(true);

  // The calendar is read at 12:40 India time today: the 2 PM cut-off is 1 h 20 min away.
  const at = indiaInstant(today(), 12 * 60 + 40).toISOString();
  await page.route("**/api/orders/delivery/calendar/**", (route) =>
    route.continue({ headers: { ...route.request().headers(), "x-test-now": at } }),
  );
  await page.goto("/checkout");
  await page.getByRole("button", { name: /Asha Rao/ }).click();
  await page.getByRole("button", { name: /Hand delivery on a date you choose/ }).click();
  await expect(page.getByText("Order within 1 h 20 min for delivery today")).toBeVisible();
  await page.getByRole("button", { name: `Tomorrow, ${shortDayText(tomorrow())}` }).click();
  const full = page.getByRole("radio", { name: /^Fixed time, 8 PM, Full/ });
  await expect(full).toBeDisabled();
  await expect(page.getByRole("radio", { name: /^5–9 PM/ })).toBeEnabled();
  await shot(page, "full-slot-and-countdown");
});

test("a cake cannot go to Hyderabad: the product page and checkout say why", async ({ page, request }) => {
  test.setTimeout(60_000);
  const cake = await findCard(
    request,
    (card) =>
      /cake/i.test(card.name) && !/cupcake/i.test(card.name) && !card.is_customizable && card.stock > 0,
    "cake to buy",
  );
  const reason = deliveryMessages.perishableCourierOnly(cake.name, ["Pune", "Mumbai", "Bengaluru", "Delhi"]);
  await shopper(page, request, hyderabadAddress, cake.id);

  // Signed in with a Hyderabad address, the check asks about it as it is.
  await page.goto(`/product/${cake.id}`);
  const check = page.getByRole("region", { name: "Check delivery" });
  await expect(check.getByLabel("Deliver to")).toContainText("500034");
  await check.getByRole("button", { name: "Check", exact: true }).click();
  await expect(check.getByText(reason)).toBeVisible();
  await shot(page, "cake-product-page");

  await page.goto("/checkout");
  await page.getByRole("button", { name: /Kiran Reddy/ }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "Delivery Not Available" });
  await expect(refusal).toContainText(reason);
  await expect(page.getByRole("button", { name: /Standard Delivery/ })).toHaveCount(0);
  await shot(page, "cake-checkout");
});

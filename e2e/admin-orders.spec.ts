import { findCard } from "./support/demo-products";
import { api, toast } from "./support/shopper";
import { signIn, uniqueEmail } from "./support/sign-in";
import { signInAsStaff } from "./support/staff";
import { staffAccounts } from "./support/staff-accounts";
import { type APIRequestContext, expect, type Page, test } from "./support/test";

/**
 * Issue 11's order work in the browser: a customer pays with the simulated card, staff find the order
 * by its number, print its packing slip, ship it with a tracking number and mark it delivered, and the
 * customer's own order page follows each step.
 */

/** A product anyone can buy at once (no personalisation), in stock. */
const buyableProduct = (request: APIRequestContext) =>
  findCard(request, (card) => !card.is_customizable && card.stock >= 5, "product to buy");

/** Signs a new customer in, fills their cart and address through the API, and pays at checkout. */
async function customerPays(page: Page, request: APIRequestContext) {
  const product = await buyableProduct(request);
  await signIn(page, uniqueEmail("meera"));
  const post = await api(page);
  await post("/user/addresses/", {
    full_name: "Meera Iyer",
    phone: "9876543210",
    house_no: "12, Lotus Residency",
    street: "Law College Road",
    landmark: "",
    city: "Pune",
    state: "Maharashtra",
    pincode: "411004",
  });
  await post("/user/cart/add_item/", { product_id: product.id, quantity: 1 });

  await page.goto("/checkout");
  await page.getByRole("button", { name: /Meera Iyer/ }).click();
  await page.getByRole("button", { name: /Standard Delivery/ }).click();
  await page.getByRole("button", { name: /^Pay ₹[\d,]+$/ }).click();
  await page
    .getByRole("dialog", { name: "Mithaas payment" })
    .getByRole("button", { name: /^Pay ₹/ })
    .click();
  await expect(toast(page, "Payment successful!")).toBeVisible();
  const card = page.getByRole("link", { name: /^Order #/ });
  const number = ((await card.getByText(/^Order #/).textContent()) ?? "").replace("Order #", "");
  const path = (await card.getAttribute("href")) ?? "";
  expect(number).toMatch(/^MTH-/);
  return { number, path };
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/admin-orders-${name}.png`, fullPage: true });

test("staff find a paid order, print its slip, ship it with tracking and deliver it; the customer sees it", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const shopper = await (await browser.newContext()).newPage();
  const { number, path } = await customerPays(shopper, request);

  const staff = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInAsStaff(staff, staffAccounts.orders);
  await staff.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Orders" }).click();
  await expect(staff.getByRole("heading", { name: "Orders" })).toBeVisible();
  await staff.getByRole("searchbox", { name: "Search orders" }).fill(number);
  await staff.getByRole("button", { name: "Search" }).click();
  const table = staff.getByRole("table", { name: "Orders" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText("PROCESSING");
  await expect(table).toContainText("PAID");
  await staff.getByRole("searchbox", { name: "Search orders" }).fill("");
  await staff.getByRole("button", { name: "Search" }).click();
  await shot(staff, "queue-1280");
  await staff.setViewportSize({ width: 390, height: 844 });
  await expect(staff.getByRole("list", { name: "Orders" })).toBeVisible();
  await shot(staff, "queue-390");
  await staff.setViewportSize({ width: 1280, height: 900 });

  await staff.getByRole("searchbox", { name: "Search orders" }).fill(number);
  await staff.getByRole("button", { name: "Search" }).click();
  await expect(table.getByRole("row")).toHaveCount(2);
  await table.getByRole("link", { name: number }).click();
  await expect(staff.getByRole("heading", { name: `Order #${number}` })).toBeVisible();
  await expect(staff.getByRole("region", { name: "Customer & address" })).toContainText("Meera Iyer");
  await expect(staff.getByRole("region", { name: "Payment" })).toContainText(/pay_sim_/);
  await expect(staff.getByRole("region", { name: "History" })).toContainText("Payment received");
  await shot(staff, "order-1280");
  await staff.setViewportSize({ width: 390, height: 844 });
  await shot(staff, "order-390");
  await staff.setViewportSize({ width: 1280, height: 900 });

  await staff.getByRole("link", { name: "Packing slip" }).click();
  const slip = staff.getByRole("article", { name: "Packing slip" });
  await expect(slip).toContainText(`#${number}`);
  await expect(slip).toContainText("12, Lotus Residency, Law College Road");
  await expect(slip).not.toContainText("₹");
  await staff.evaluate(() => {
    window.print = () => document.body.setAttribute("data-printed", "yes");
  });
  await staff.getByRole("button", { name: "Print" }).click();
  await expect(staff.locator("body")).toHaveAttribute("data-printed", "yes");
  await staff.emulateMedia({ media: "print" });
  await shot(staff, "packing-slip-print");
  await staff.emulateMedia({ media: "screen" });
  await staff.getByRole("link", { name: `Order #${number}` }).click();

  const shipForm = staff.getByRole("form", { name: "Ship this order" });
  await shipForm.getByLabel("Courier (optional)").fill("Blue Dart");
  await shipForm.getByLabel("Tracking number (optional)").fill("BD123456789IN");
  await shipForm.getByRole("button", { name: "Mark shipped" }).click();
  await expect(staff.getByRole("region", { name: "Shipment" })).toContainText("BD123456789IN");
  await expect(staff.getByRole("region", { name: "History" })).toContainText(staffAccounts.orders);

  await shopper.goto(path);
  await expect(shopper.getByText("SHIPPED", { exact: true })).toBeVisible();
  await expect(shopper.getByText("Courier: Blue Dart")).toBeVisible();
  await expect(shopper.getByText("BD123456789IN")).toBeVisible();

  await staff.getByRole("button", { name: "Mark delivered" }).click();
  const confirm = staff.getByRole("dialog", { name: /^Mark order #\S+ delivered\?$/ });
  await expect(confirm).toContainText("cannot be moved back");
  await confirm.getByRole("button", { name: "Mark delivered" }).click();
  // The dialog's own button matches too until it has closed.
  await expect(confirm).toBeHidden();
  await expect(staff.getByRole("button", { name: "Mark delivered" })).toBeHidden();
  await expect(staff.getByRole("region", { name: "History" })).toContainText("Delivered");

  await shopper.reload();
  await expect(shopper.getByText("DELIVERED", { exact: true })).toBeVisible();
  await expect(shopper.getByText(/^Delivered on /)).toBeVisible();

  // The box arrived melted: staff refund it in full; the order stays delivered.
  await staff.getByRole("button", { name: "Refund payment" }).click();
  const dialog = staff.getByRole("dialog");
  await expect(dialog).toContainText("The order stays delivered");
  await dialog.getByRole("button", { name: "Refund payment" }).click();
  await expect(staff.getByText("Nothing left to do for this order.")).toBeVisible();
  await shopper.reload();
  await expect(shopper.getByText("DELIVERED", { exact: true })).toBeVisible();
  await expect(shopper.getByText("REFUNDED", { exact: true })).toBeVisible();
});

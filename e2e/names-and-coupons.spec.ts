import { paise, productPriced } from "./support/demo-products";
import { waitForCode } from "./support/outbox";
import { api, puneAddress, toast } from "./support/shopper";
import { signIn, uniqueEmail } from "./support/sign-in";
import { expect, test } from "./support/test";

/**
 * Issue 20 items 7 and 8: a shopper can give their name on the login's phone step (or later, when
 * checkout asks), and the public coupons sit beside the coupon box with what each gives and why one
 * does not apply yet; Apply fills the box and applies the code.
 */

const rupees = (amount: number) =>
  `₹${(amount / 100).toLocaleString("en-IN", { minimumFractionDigits: amount % 100 ? 2 : 0 })}`;

test("signing in with a name on the phone step: the profile then knows it", async ({ page }) => {
  const email = uniqueEmail("meera");
  await page.goto("/login?redirect=%2Fprofile");
  const since = Date.now();
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Continue with Email" }).click();
  await page.getByLabel("Verification code").fill(await waitForCode(email, { since }));
  await page.getByRole("button", { name: "Verify Code" }).click();
  await expect(page.getByRole("heading", { name: "Add your phone number" })).toBeVisible();
  await expect(page.getByText("For delivery updates and notifications")).toBeVisible();
  await page.getByLabel("First name (optional)").fill("Meera");
  await page.getByLabel("Last name (optional)").fill("Joshi");
  await page.getByLabel("Mobile number").fill("9876543210");
  await page.getByRole("button", { name: "Verify Phone" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  // The header's profile button shows the name too, once the profile has loaded.
  await expect(page.locator("#main").getByText("Meera Joshi")).toBeVisible();
});

test("a listed coupon at checkout: what it gives, why another waits, and Apply applies it", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // Between ₹999 and ₹1,499: WELCOME10 (public, ₹799 minimum) applies; SWEET15 (public, ₹1,999) waits.
  const product = await productPriced(request, 99_900, 149_900);
  await signIn(page, uniqueEmail("tara"));
  const post = await api(page);
  await post("/user/addresses/", puneAddress);
  await post("/user/cart/add_item/", { product_id: product.id, quantity: 1 });
  const subtotal = paise(product);

  await page.goto("/cart");
  const inCart = page.getByRole("region", { name: "Coupons for you" });
  await expect(inCart).toContainText("WELCOME10");
  await expect(inCart).toContainText("10% off up to ₹300");
  await expect(inCart).toContainText(`Add ${rupees(199_900 - subtotal)} more to use SWEET15`);
  // Codes staff keep unlisted are never shown.
  await expect(inCart).not.toContainText("DIWALI500");

  await page.goto("/checkout");
  // A nameless shopper is asked, and the checkout goes on without an answer.
  await expect(page.getByRole("heading", { name: "What should we call you?" })).toBeVisible();
  await page.getByRole("button", { name: new RegExp(puneAddress.full_name) }).click();
  await page.getByRole("button", { name: /Standard Delivery/ }).click();
  const listed = page.getByRole("region", { name: "Coupons for you" });
  await expect(listed).toContainText(`Add ${rupees(199_900 - subtotal)} more to use SWEET15`);
  await listed.getByRole("button", { name: "Apply WELCOME10" }).click();
  const discount = Math.min(Math.floor(subtotal / 10), 30_000);
  await expect(toast(page, `You saved ${rupees(discount)}`)).toBeVisible();
  await expect(page.getByLabel("Coupon code")).toHaveValue("WELCOME10");
  await expect(listed.getByText("Applied")).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Price details" })).toContainText(
    `Coupon WELCOME10−${rupees(discount)}`,
  );

  await page.getByLabel("First name").fill("Tara");
  await page.getByLabel("Last name").fill("Menon");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByRole("heading", { name: "What should we call you?" })).toHaveCount(0);
});

import { expectNoViolations } from "./support/axe";
import { discountedProduct, findCard, productPriced } from "./support/demo-products";
import { puneAddress } from "./support/shopper";
import { openSignedIn, signInByApi, uniqueEmail } from "./support/sign-in";
import { expect, test } from "./support/test";

/**
 * Issues 13 and 20: axe finds nothing on any page of the store, on a phone and on a desktop, with the
 * newest axe-core (e2e/support/axe.ts). The back office has its own spec (a11y-back-office.spec.ts).
 */

const policyPaths = [
  "/about-us",
  "/privacy-policy",
  "/terms-conditions",
  "/return-refund-policy",
  "/shipping-policy",
];

for (const [width, height] of [
  [390, 844],
  [1280, 900],
] as const) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test("every page a visitor can open", async ({ page, request }) => {
      test.setTimeout(150_000);
      const product = await discountedProduct(request);
      const customizable = await findCard(request, (card) => card.is_customizable, "customizable product");
      const { results: posts } = await (await request.get("/api/blog/blogs/")).json();

      await page.goto("/");
      await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
      await expectNoViolations(page, "home");

      await page.goto("/categories");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoViolations(page, "categories");

      await page.goto(`/categories/${product.categoryId}`);
      await expect(page.getByRole("list", { name: "Products" })).toBeVisible();
      await expectNoViolations(page, "a category");

      for (const [card, what] of [
        [product, "a product"],
        [customizable, "a customizable product"],
      ] as const) {
        await page.goto(`/product/${card.id}`);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoViolations(page, what);
      }

      await page.goto("/contact");
      await expect(page.getByRole("heading", { level: 1, name: "Get in Touch" })).toBeVisible();
      await expectNoViolations(page, "contact");

      await page.goto("/blogs");
      await expect(page.getByRole("heading", { name: "Our Blog" })).toBeVisible();
      await expectNoViolations(page, "the blog");

      await page.goto(`/blog/${posts[0].slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoViolations(page, "a blog post");

      for (const path of policyPaths) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
        await expectNoViolations(page, path);
      }

      await page.goto("/no-such-page/at-all");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoViolations(page, "a page that does not exist");

      await page.goto("/login");
      await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
      await expectNoViolations(page, "login");
      await page.getByLabel("Email address").fill(uniqueEmail("axe-login"));
      await page.getByRole("button", { name: "Continue with Email" }).click();
      await expect(page.getByRole("heading", { name: "Enter verification code" })).toBeVisible();
      await expectNoViolations(page, "login: the code step");
    });

    test("every page of a signed-in customer, checkout with a coupon included", async ({ page, request }) => {
      test.setTimeout(150_000);
      // Above WELCOME10's ₹799 minimum on its own, below the automatic offers' ₹1,499.
      const product = await productPriced(request, 80_000, 149_900);
      const customizable = await findCard(request, (card) => card.is_customizable, "customizable product");
      const { token, post } = await signInByApi(request, uniqueEmail("axe"));
      await openSignedIn(page, token);

      await page.goto("/cart");
      await expect(page.getByText("Your cart is empty")).toBeVisible();
      await expectNoViolations(page, "an empty cart");
      await page.goto("/wishlist");
      await expect(page.getByText("Your wishlist is empty")).toBeVisible();
      await expectNoViolations(page, "an empty wishlist");
      await page.goto("/orders");
      await expect(page.getByText("No orders yet")).toBeVisible();
      await expectNoViolations(page, "no orders");
      await page.goto("/checkout");
      await expect(page.getByText("Your cart is empty")).toBeVisible();
      await expectNoViolations(page, "checkout with an empty cart");

      await post("/user/addresses/", puneAddress);
      await post("/user/cart/add_item/", { product_id: product.id, quantity: 1 });
      await post("/user/wishlist/toggle_item/", { product_id: product.id });

      await page.goto("/cart");
      await expect(page.getByRole("region", { name: "Order Summary" })).toBeVisible();
      await expectNoViolations(page, "the cart");

      await page.goto("/wishlist");
      await expect(
        page.getByRole("link", { name: new RegExp(product.name.replace(/[()]/g, ".")) }),
      ).toBeVisible();
      await expectNoViolations(page, "the wishlist");

      await page.goto("/profile");
      await expect(page.getByRole("heading", { name: "Profile Details" })).toBeVisible();
      await expect(page.getByText(puneAddress.street)).toBeVisible();
      await expectNoViolations(page, "the profile");
      await page.goto("/profile?address=new");
      await expect(page.getByRole("form", { name: "Add New Address" })).toBeVisible();
      await expectNoViolations(page, "the new-address form");

      await page.goto("/profile/edit");
      await expect(page.getByRole("button", { name: "Update Profile" })).toBeVisible();
      await expectNoViolations(page, "profile edit");

      await page.goto(`/customize/${customizable.id}`);
      await expect(page.getByRole("button", { name: "Save Customization" })).toBeVisible();
      await expectNoViolations(page, "customize");

      await page.goto("/checkout");
      await expect(page.getByRole("button", { name: /Asha Rao/ })).toBeVisible();
      await expectNoViolations(page, "checkout: address");

      await page.getByRole("button", { name: /Asha Rao/ }).click();
      await expect(page.getByRole("button", { name: /Standard Delivery/ })).toBeVisible();
      await expectNoViolations(page, "checkout: shipping");

      await page.getByRole("button", { name: /Standard Delivery/ }).click();
      await expect(page.getByRole("button", { name: /^Pay ₹/ })).toBeVisible();
      await page.getByPlaceholder("Enter coupon code").fill("WELCOME10");
      await page.getByRole("button", { name: "Apply", exact: true }).click();
      await expect(page.getByRole("complementary", { name: "Price details" })).toContainText("WELCOME10");
      await expectNoViolations(page, "checkout: payment, with a coupon");
    });
  });
}

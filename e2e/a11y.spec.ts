import AxeBuilder from "@axe-core/playwright";
import { discountedProduct } from "./support/demo-products";
import { signInByApi, uniqueEmail, useToken } from "./support/sign-in";
import { expect, type Page, test } from "./support/test";

/**
 * Issue 13: axe finds nothing on the shopper's main pages, on a phone and on a desktop. The rules are
 * WCAG 2.2 A and AA (colour contrast, target size…) plus axe's best practices (landmarks, heading order).
 */
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** Loads the lazily drawn footer too (it loads when scrolled near), then asks axe about the whole page. */
async function expectNoViolations(page: Page, what: string) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(" | ")}`,
  );
  expect(found, `axe on ${what}`).toEqual([]);
}

const pune = {
  full_name: "Asha Rao",
  phone: "9876543210",
  house_no: "Flat 4B, Sunrise Apartments",
  street: "North Main Road, Koregaon Park",
  landmark: "",
  city: "Pune",
  state: "Maharashtra",
  pincode: "411001",
};

for (const [width, height] of [
  [390, 844],
  [1280, 900],
] as const) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test("home, a category, a product and login", async ({ page, request }) => {
      test.setTimeout(90_000);
      const product = await discountedProduct(request);

      await page.goto("/");
      await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
      await expectNoViolations(page, "home");

      await page.goto(`/categories/${product.categoryId}`);
      await expect(page.getByRole("list", { name: "Products" })).toBeVisible();
      await expectNoViolations(page, "a category");

      await page.goto(`/product/${product.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoViolations(page, "a product");

      await page.goto("/login");
      await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
      await expectNoViolations(page, "login");
    });

    test("cart and checkout, signed in", async ({ page, request }) => {
      test.setTimeout(90_000);
      const product = await discountedProduct(request);
      const { token, post } = await signInByApi(request, uniqueEmail("axe"));
      await post("/user/addresses/", pune);
      await post("/user/cart/add_item/", { product_id: product.id, quantity: 1 });
      await useToken(page, token);

      await page.goto("/cart");
      await expect(page.getByRole("region", { name: "Order Summary" })).toBeVisible();
      await expectNoViolations(page, "the cart");

      await page.goto("/checkout");
      await expect(page.getByRole("button", { name: /Asha Rao/ })).toBeVisible();
      await expectNoViolations(page, "checkout: address");

      await page.getByRole("button", { name: /Asha Rao/ }).click();
      await page.getByRole("button", { name: /Standard Delivery/ }).click();
      await expect(page.getByRole("button", { name: /^Pay ₹/ })).toBeVisible();
      await expectNoViolations(page, "checkout: payment");
    });
  });
}

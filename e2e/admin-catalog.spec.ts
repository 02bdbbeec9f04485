import sharp from "sharp";
import { signInAsStaff } from "./support/staff";
import { staffAccounts } from "./support/staff-accounts";
import { expect, type Page, test } from "./support/test";

const screens = "test-results/admin-catalog";

/** A real picture, as a staff member would pick from their disk. */
const picture = async () => ({
  name: "fudge.jpg",
  mimeType: "image/jpeg",
  buffer: await sharp({
    create: { width: 480, height: 480, channels: 3, background: { r: 150, g: 90, b: 40 } },
  })
    .jpeg()
    .toBuffer(),
});

/** What staff see at each width: the top of the page, and for long forms the end as well. */
async function shoot(page: Page, name: string, { end = false } = {}) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${screens}/${name}-${width}.png` });
    if (end) {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.screenshot({ path: `${screens}/${name}-${width}-end.png` });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("staff create a product with a picture, publish it, it shows in the store, and a quick stock edit follows", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const categories: { id: number; name: string }[] = (
    await (await request.get("/api/products/categories/")).json()
  ).results;
  const category = categories.find((row) => /mithai/i.test(row.name)) ?? categories[0];
  if (!category) throw new Error("no categories seeded");
  const name = `Saffron Walnut Fudge ${Date.now().toString(36)}`;

  await signInAsStaff(page, staffAccounts.catalog);
  await page.goto("/admin/products/new");
  await expect(page.getByRole("heading", { name: "New product" })).toBeVisible();

  // A failed save keeps what was typed and says what is wrong under the field.
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Price (₹)", { exact: true }).fill("650");
  await page.getByLabel("Discounted price (₹)", { exact: true }).fill("700");
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByText("The discounted price must be lower than the price")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);

  await page.getByLabel("Discounted price (₹)", { exact: true }).fill("599.00");
  await page.getByLabel("Category", { exact: true }).selectOption(String(category.id));
  await page
    .getByLabel("Description", { exact: true })
    .fill("Soft fudge with Kashmiri saffron and toasted walnuts.");
  await page.getByLabel("Stock (units)", { exact: true }).fill("9");
  await page.getByLabel("Add pictures").setInputFiles(await picture());
  await expect(page.getByRole("list", { name: "Pictures" }).getByRole("img")).toHaveCount(1);
  await page.getByRole("button", { name: "Add a feature" }).click();
  await page.getByLabel("Feature 1", { exact: true }).fill("Eggless");
  await page.getByLabel("Published", { exact: true }).check();
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  await expect(page.getByRole("heading", { name })).toBeVisible();
  const productId = Number(new URL(page.url()).pathname.split("/").pop());
  await shoot(page, "product-form", { end: true });

  // The store shows it at once: first in its category (newest first), and on its own page.
  await page.goto(`/categories/${category.id}`);
  await page
    .getByRole("link", { name: new RegExp(name) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/product/${productId}$`));
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.getByText("(9 available)")).toBeVisible();

  // A quick stock edit from the list shows in the store too.
  await page.goto(`/admin/products?q=${encodeURIComponent(name)}`);
  const stock = page.getByLabel(`Stock of ${name}`).locator("visible=true");
  await stock.fill("3");
  await page.getByRole("button", { name: "Save" }).locator("visible=true").click();
  await expect(page.getByText(`Stock of ${name} is now 3`)).toBeVisible();
  await page.goto("/admin/products");
  await expect(page.getByRole("link", { name }).locator("visible=true")).toBeVisible();
  await shoot(page, "product-list");

  // Three units left: the low-stock view lists it, and says where its line is drawn.
  await page.goto("/admin/low-stock");
  await expect(page.getByText(/Products with 5 or fewer units left/)).toBeVisible();
  await expect(page.getByRole("link", { name }).locator("visible=true")).toBeVisible();
  await shoot(page, "low-stock");
  await page.goto("/admin/categories");
  await expect(page.getByRole("link", { name: category.name }).locator("visible=true").first()).toBeVisible();
  await shoot(page, "categories");

  await page.goto(`/product/${productId}`);
  await expect(page.getByText("(3 available)")).toBeVisible();
});

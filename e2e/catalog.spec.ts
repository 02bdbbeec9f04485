import { allCards } from "./support/demo-products";
import { type APIRequestContext, expect, type Page, test } from "./support/test";

type Card = { id: number; name: string; price: string; discounted_price: string | null; stock: number };
type Listing = {
  category_name: string;
  count: number;
  results: Card[];
  next: string | null;
  previous: string | null;
};
type Category = { id: number; name: string };

async function categories(request: APIRequestContext): Promise<Category[]> {
  return (await (await request.get("/api/products/categories/")).json()).results;
}

async function listing(request: APIRequestContext, id: number, query = ""): Promise<Listing> {
  return (await request.get(`/api/products/categories/${id}/products/${query}`)).json();
}

const rupees = (amount: string) => `₹${Number(amount).toLocaleString("en-IN", { maximumFractionDigits: 2 })}`;
const grid = (page: Page) => page.getByRole("list", { name: "Products" });
const cardHeadings = (page: Page) => grid(page).getByRole("heading", { level: 2 });

test.describe("category listing", () => {
  test("typing in search narrows the grid after the pause, and the URL keeps it", async ({
    page,
    request,
  }) => {
    const cats = await categories(request);
    const mithai = cats.find((c) => /mithai/i.test(c.name)) ?? cats[0];
    if (!mithai) throw new Error("no categories seeded");
    const all = await listing(request, mithai.id);
    const found = await listing(request, mithai.id, "?search=kaj");
    expect(found.count).toBeGreaterThan(0);
    expect(found.count).toBeLessThan(all.count);

    await page.goto(`/categories/${mithai.id}`);
    await expect(cardHeadings(page)).toHaveCount(all.results.length);
    await page.getByRole("searchbox", { name: "Search products" }).pressSequentially("kaj", { delay: 50 });
    await expect(page).toHaveURL(/\?search=kaj$/);
    await expect(cardHeadings(page)).toHaveText(found.results.map((card) => card.name));
    await expect(page.getByText(`${found.count} product`)).toBeVisible();

    await page.reload();
    await expect(page.getByRole("searchbox", { name: "Search products" })).toHaveValue("kaj");
    await expect(cardHeadings(page)).toHaveCount(found.results.length);

    await page.getByRole("searchbox", { name: "Search products" }).fill("zzqqxx");
    await expect(page.getByText("No products match “zzqqxx”")).toBeVisible();
  });

  test("sort reorders the grid by the price paid", async ({ page, request }) => {
    const [first] = await categories(request);
    if (!first) throw new Error("no categories seeded");
    const low = await listing(request, first.id, "?sort=price_low");
    const high = await listing(request, first.id, "?sort=price_high");
    const paid = (card: Card | undefined) => rupees(card?.discounted_price ?? card?.price ?? "0");

    await page.goto(`/categories/${first.id}`);
    const sort = page.getByRole("combobox", { name: "Sort products" });
    await sort.selectOption({ label: "Price: Low to High" });
    await expect(page).toHaveURL(/\?sort=price_low$/);
    await expect(cardHeadings(page).first()).toHaveText(low.results[0]?.name ?? "");
    await expect(grid(page).getByRole("link").first()).toContainText(paid(low.results[0]));

    await sort.selectOption({ label: "Price: High to Low" });
    await expect(page).toHaveURL(/\?sort=price_high$/);
    await expect(cardHeadings(page).first()).toHaveText(high.results[0]?.name ?? "");
    await expect(grid(page).getByRole("link").first()).toContainText(paid(high.results[0]));
    // The first category can run to a second page, so the last card is the last of page 1.
    await expect(cardHeadings(page).last()).toHaveText(high.results.at(-1)?.name ?? "");
  });

  test("Next and Previous change the page and the URL, and Back returns", async ({ page, request }) => {
    // Chocolate Boxes is seeded with more products than fit on one page of 24.
    const boxes = (await categories(request)).find((c) => c.name === "Chocolate Boxes");
    if (!boxes) throw new Error("no Chocolate Boxes category seeded");
    const pageOne = await listing(request, boxes.id);
    expect(pageOne.next).not.toBeNull();
    const pageTwo = await listing(request, boxes.id, "?page=2");
    expect(pageTwo.results.length).toBeGreaterThan(0);
    const names = (list: Listing) => list.results.map((card) => card.name);

    await page.goto(`/categories/${boxes.id}`);
    await expect(cardHeadings(page)).toHaveText(names(pageOne));
    await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(new RegExp(`/categories/${boxes.id}\\?page=2$`));
    await expect(page.getByText(/^Page 2/)).toBeVisible();
    await expect(cardHeadings(page)).toHaveText(names(pageTwo));

    await page.getByRole("button", { name: "Previous" }).click();
    await expect(page).toHaveURL(new RegExp(`/categories/${boxes.id}$`));
    await expect(cardHeadings(page)).toHaveText(names(pageOne));

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/categories/${boxes.id}\\?page=2$`));
    await expect(page.getByText(/^Page 2/)).toBeVisible();
    await expect(cardHeadings(page)).toHaveText(names(pageTwo));
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/categories/${boxes.id}$`));
    await expect(cardHeadings(page)).toHaveText(names(pageOne));
  });
});

test.describe("product page", () => {
  test("shows the rounded discount badge and keeps the quantity within 1..stock", async ({
    page,
    request,
  }) => {
    const cards = await allCards(request);
    const product = cards.find(
      (card) => card.discounted_price !== null && card.stock >= 2 && card.stock <= 10,
    );
    if (!product?.discounted_price) throw new Error("no discounted product in stock");
    const price = Number(product.price);
    const off = Math.round(((price - Number(product.discounted_price)) / price) * 100);

    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText(`${off}% OFF`)).toBeVisible();
    await expect(page).toHaveTitle(`${product.name} · Mithaas`);

    await expect(page.getByText(`(${product.stock} available)`)).toBeVisible();
    const quantity = page.getByRole("status", { name: "Quantity" });
    const less = page.getByRole("button", { name: "Decrease quantity" });
    const more = page.getByRole("button", { name: "Increase quantity" });
    await expect(quantity).toHaveText("1");
    await expect(less).toBeDisabled();
    for (let n = 1; n < product.stock; n++) await more.click();
    await expect(quantity).toHaveText(String(product.stock));
    await expect(more).toBeDisabled();
    await less.click();
    await expect(quantity).toHaveText(String(product.stock - 1));
  });

  test("shows Out of Stock and still offers the wishlist", async ({ page, request }) => {
    const product = (await allCards(request)).find((card) => card.stock <= 0);
    if (!product) throw new Error("no out-of-stock product seeded");
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByRole("button", { name: "Out of Stock" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Increase quantity" })).toHaveCount(0);
    await page.getByRole("button", { name: "Add to Wishlist" }).click();
    await expect(page.getByText("Login to add items to wishlist")).toBeVisible();
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`/product/${product.id}`)}`);
  });

  test("a guest's Add to Cart explains and goes to login", async ({ page, request }) => {
    const product = (await allCards(request)).find((card) => card.stock > 0);
    if (!product) throw new Error("no product in stock");
    await page.goto(`/product/${product.id}`);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("Login to add items to cart")).toBeVisible();
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`/product/${product.id}`)}`);
  });

  test("the delivery check answers for a served and an unserved pincode", async ({ page, request }) => {
    const [product] = await allCards(request);
    if (!product) throw new Error("no products seeded");
    await page.goto(`/product/${product.id}`);
    const pincode = page.getByRole("textbox", { name: "Pincode" });
    const check = page.getByRole("button", { name: "Check", exact: true });

    await pincode.fill("411001");
    await check.click();
    await expect(page.getByText("Delivering to: 411001")).toBeVisible();
    await expect(page.getByText("Standard", { exact: true })).toBeVisible();
    await expect(page.getByText(/^Express/)).toBeVisible();
    await expect(page.getByText(/^[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2}$/).first()).toBeVisible();

    await pincode.fill("190001");
    await check.click();
    await expect(page.getByText("Delivering to: 190001")).toBeVisible();
    await expect(page.getByText("Sorry, delivery not available in this area")).toBeVisible();

    await page.reload();
    await expect(page.getByRole("textbox", { name: "Pincode" })).toHaveValue("190001");
  });

  test("the FAQ accordion opens an answer", async ({ page, request }) => {
    const [product] = await allCards(request);
    if (!product) throw new Error("no products seeded");
    const detail = await (await request.get(`/api/products/${product.id}/`)).json();
    const faq = detail.faqs[0];
    if (!faq) throw new Error("the first product has no FAQs");
    await page.goto(`/product/${product.id}`);
    const question = page.getByRole("button", { name: faq.question });
    await expect(question).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText(faq.answer)).toBeHidden();
    await question.click();
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(faq.answer)).toBeVisible();
  });

  test("an unknown product shows a friendly not-found state", async ({ page }) => {
    await page.goto("/product/999999");
    await expect(page.getByText("Product not found")).toBeVisible();
  });
});

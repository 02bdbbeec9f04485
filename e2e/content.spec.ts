import { expect, test } from "./support/test";

test.describe("home", () => {
  test("shows the demo banners and categories, and a category circle leads to its listing", async ({
    page,
    request,
  }) => {
    const { results: categories } = await (await request.get("/api/products/categories/")).json();
    await page.goto("/");
    // Any count: staff may be adding a banner in a parallel test (admin-content.spec.ts).
    await expect(page.getByRole("group", { name: /^1 of \d+$/ })).toBeVisible();
    const first = categories[0];
    const circle = page.getByRole("link", { name: new RegExp(first.name) }).first();
    await expect(circle).toBeVisible();
    await circle.click();
    await expect(page).toHaveURL(new RegExp(`/categories/${first.id}$`));
  });

  test("the carousel advances every five seconds and wraps around", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    const dot = (n: number) => page.getByRole("button", { name: `Go to banner ${n}` });
    await expect(dot(1)).toHaveAttribute("aria-current", "true");
    // As many banners as the page loaded (a parallel test may add one); the demo store has three.
    const count = await page.getByRole("button", { name: /^Go to banner \d+$/ }).count();
    expect(count).toBeGreaterThanOrEqual(3);
    for (let n = 2; n <= count; n++) {
      await page.clock.runFor(5000);
      await expect(dot(n)).toHaveAttribute("aria-current", "true");
    }
    await page.clock.runFor(5000);
    await expect(dot(1)).toHaveAttribute("aria-current", "true");
    await page.getByRole("button", { name: "Previous banner" }).click();
    await expect(dot(count)).toHaveAttribute("aria-current", "true");
  });

  test("highlight cards lead to their product pages", async ({ page }) => {
    await page.goto("/");
    const card = page.locator('main a[href^="/product/"]').first();
    await expect(card).toBeVisible();
    const href = await card.getAttribute("href");
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
});

test.describe("footer on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("its sections are accordions with one open at a time", async ({ page }) => {
    await page.goto("/contact");
    const footer = page.getByRole("contentinfo");
    const quick = footer.getByRole("button", { name: "Quick Links" });
    const policies = footer.getByRole("button", { name: "Policies" });
    await expect(quick).toHaveAttribute("aria-expanded", "false");
    await quick.click();
    await expect(quick).toHaveAttribute("aria-expanded", "true");
    await expect(footer.getByRole("link", { name: "Blog" })).toBeVisible();
    await policies.click();
    await expect(policies).toHaveAttribute("aria-expanded", "true");
    await expect(quick).toHaveAttribute("aria-expanded", "false");
    await expect(footer.getByRole("link", { name: "Cancellation & Refund Policy" })).toBeVisible();
  });
});

test("a policy page renders its HTML under the spec's title", async ({ page }) => {
  await page.goto("/return-refund-policy");
  await expect(page.getByRole("heading", { level: 1, name: "Cancellation & Refund Policy" })).toBeVisible();
  await expect(page.locator("main h2").first()).toBeVisible();
  await expect(page.locator("main script")).toHaveCount(0);
});

test("the blog lists posts and a post renders its HTML", async ({ page, request }) => {
  const { results } = await (await request.get("/api/blog/blogs/")).json();
  await page.goto("/blogs");
  await expect(page.getByRole("heading", { level: 1, name: "Our Blog" })).toBeVisible();
  const post = results[0];
  await page
    .getByRole("link", { name: new RegExp(post.title) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
  await expect(page.locator("main h2, main p").first()).toBeVisible();
  await expect(page.getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/).first()).toBeVisible();
});

test("an unknown path shows the not-found page, with a 404 status", async ({ page }) => {
  for (const path of ["/no-such-page", "/product/1/extra"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText("Page not found")).toBeVisible();
  }
  expect((await page.goto("/privacy-policy"))?.status()).toBe(200);
  expect((await page.goto("/orders"))?.status()).toBe(200);
});

test.describe("contact", () => {
  test("an empty message is blocked and nothing is sent", async ({ page }) => {
    const posted: unknown[] = [];
    await page.route("**/api/setting/contact/", async (route) => {
      posted.push(route.request().postDataJSON());
      await route.fulfill({ status: 201, json: { id: 1, message: "Thank you!" } });
    });
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Get in Touch" })).toBeVisible();
    await page.getByLabel("Name").fill("Meera Joshi");
    await page.getByLabel("Email").fill("meera@example.in");
    await page.getByLabel("Phone").fill("9876543210");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message is required")).toBeVisible();
    // Requests leave in order: if the empty form had been posted, its body would come first here.
    await page.getByLabel("Message").fill("Hello");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent successfully!")).toBeVisible();
    expect(posted).toEqual([expect.objectContaining({ message: "Hello" })]);
  });

  test("a visitor's message is sent, confirmed with a toast, and the form clears", async ({ page }) => {
    await page.goto("/contact");
    await page.getByLabel("Name").fill("Meera Joshi");
    await page.getByLabel("Email").fill("meera@example.in");
    await page.getByLabel("Phone").fill("98765 43210");
    await page.getByLabel("Message").fill("Can you deliver a hamper to Aundh this Saturday?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent successfully!")).toBeVisible();
    await expect(page.getByLabel("Message")).toHaveValue("");
    await expect(page.getByLabel("Name")).toHaveValue("");
  });
});

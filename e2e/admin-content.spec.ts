import sharp from "sharp";
import { signInAsStaff } from "./support/staff";
import { staffAccounts } from "./support/staff-accounts";
import { expect, type Page, test } from "./support/test";

/** A real picture to upload, as a staff member's file would be. */
async function picture(name: string, width: number, height: number) {
  const buffer = await sharp({
    create: { width, height, channels: 3, background: { r: 122, g: 31, b: 43 } },
  })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

const menu = (page: Page) => page.getByRole("navigation", { name: "Back office" }).last();

/** Both widths the back office must work at; each screenshot is looked at by a person. */
async function screenshots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe("storefront content in the back office", () => {
  // One sign-in for the file: the staff account's code requests have a cooldown. Uploads, typing in
  // the editor and screenshots at two widths take longer than a page check on a busy machine.
  test.describe.configure({ mode: "serial", timeout: 60_000 });
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInAsStaff(page, staffAccounts.content);
  });
  test.beforeEach(() => page.goto("/admin"));
  test.afterAll(() => page.close());

  test("staff add a banner with pictures and the store's home page shows it", async () => {
    const alt = `Holi colours ${Date.now()}`;
    await menu(page).getByRole("link", { name: "Banners" }).click();
    await expect(page.getByRole("heading", { name: "Banners" })).toBeVisible();
    await page.getByRole("link", { name: "New banner" }).click();

    await page.getByLabel("Desktop picture").setInputFiles(await picture("wide.jpg", 1600, 600));
    await page.getByLabel("Phone picture").setInputFiles(await picture("square.jpg", 800, 800));
    await expect(page.getByRole("button", { name: "Remove desktop picture" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Remove phone picture" })).toBeVisible();
    await page.getByLabel("Link").fill("javascript:alert(1)");
    await page.getByLabel("Alt text").fill(alt);
    await page.getByRole("button", { name: "Save" }).click();
    // Refused before sending, with everything typed and uploaded still there.
    await expect(page.getByText("Link must be a path on this site")).toBeVisible();
    await expect(page.getByLabel("Alt text")).toHaveValue(alt);
    await expect(page.getByRole("button", { name: "Remove phone picture" })).toBeVisible();
    await screenshots(page, "banner-form");
    await page.getByLabel("Link").fill("/blogs");
    await page.getByRole("button", { name: "Save" }).click();

    await expect(page).toHaveURL(/\/admin\/banners$/);
    const row = page.getByRole("row").filter({ hasText: alt });
    await expect(row).toBeVisible();
    await screenshots(page, "banner-list");

    await page.goto("/");
    const slide = page.getByRole("img", { name: alt }).first();
    await expect(slide).toBeAttached();
    await expect(page.locator(`a[href="/blogs"]`).filter({ has: slide })).toBeAttached();

    // Leave the demo store's carousel as other tests expect it.
    await page.goto("/admin/banners");
    page.once("dialog", (dialog) => void dialog.accept());
    await page
      .getByRole("row")
      .filter({ hasText: alt })
      .getByRole("button", { name: `Delete ${alt}` })
      .click();
    await expect(page.getByRole("row").filter({ hasText: alt })).toHaveCount(0);
  });

  test("staff edit a policy in the editor and the store's policy page shows it", async () => {
    const heading = `Same-day delivery ${Date.now()}`;
    await menu(page).getByRole("link", { name: "Policies" }).click();
    await page
      .getByRole("navigation", { name: "Policies" })
      .getByRole("link", { name: /Shipping Policy/ })
      .click();
    await expect(page.getByRole("region", { name: "Shipping Policy" })).toBeVisible();

    const editor = page.getByRole("textbox", { name: "Content" });
    await editor.click();
    await page.keyboard.press("Control+End");
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Heading", exact: true }).click();
    await page.keyboard.type(heading);
    await page.keyboard.press("Enter");
    await page.keyboard.type("Orders placed before noon in Pune arrive ");
    await page.getByRole("button", { name: "Bold" }).click();
    await page.keyboard.type("the same evening");
    await page.getByRole("button", { name: "Bold" }).click();
    await page.keyboard.type(".");
    await expect(editor.getByRole("heading", { name: heading })).toBeVisible();
    await screenshots(page, "policy-editor");
    await page.getByRole("button", { name: "Save policy" }).click();
    await expect(page.getByText("Shipping Policy saved")).toBeVisible();

    await page.goto("/shipping-policy");
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    await expect(page.locator("main strong", { hasText: "the same evening" })).toBeVisible();
  });

  test("staff write a blog draft in the editor, kept off the store's blog", async ({ request }) => {
    const title = `Diwali gifting guide ${Date.now()}`;
    await menu(page).getByRole("link", { name: "Blog" }).click();
    await expect(page.getByRole("heading", { name: "Blog" })).toBeVisible();
    await page.getByRole("link", { name: "New post" }).click();
    await page.getByLabel("Title").fill(title);
    await expect(page.getByLabel("Slug")).toHaveValue(/^diwali-gifting-guide-\d+$/);
    await page
      .getByLabel("Meta description")
      .fill("Hampers, diyas and chocolate boxes for everyone on your list.");
    await page.getByLabel("Main picture").setInputFiles(await picture("post.jpg", 1200, 900));
    await expect(page.getByRole("button", { name: "Remove main picture" })).toBeVisible();
    await page.getByRole("textbox", { name: "Content" }).click();
    await page.getByRole("button", { name: "Heading", exact: true }).click();
    await page.keyboard.type("For the family");
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Bulleted list" }).click();
    await page.keyboard.type("A dry fruit thali");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Kaju katli in a diya box");
    await screenshots(page, "blog-editor");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Post added")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Edit post" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Content" }).getByRole("listitem")).toHaveCount(2);

    const slug = await page.getByLabel("Slug").inputValue();
    expect((await request.get(`/api/blog/blogs/${slug}/`)).status()).toBe(404);
    await menu(page).getByRole("link", { name: "Blog" }).click();
    await expect(page.getByRole("row").filter({ hasText: title }).getByText("Draft")).toBeVisible();
    await screenshots(page, "blog-list");
  });

  test("staff pick a highlight's products from the catalogue", async () => {
    await menu(page).getByRole("link", { name: "Highlights" }).click();
    await page.getByRole("link", { name: "New highlight" }).click();
    await page.getByLabel("Title").fill("Festive favourites");
    await page.getByLabel("View All link").fill("/categories");
    // The picker keeps the unfiltered list on screen until the search answers; a click before
    // then can land on a row that is being replaced.
    const searched = page.waitForResponse((r) => r.url().includes("product-choices/?search=box"));
    await page.getByRole("searchbox", { name: "Search products to add" }).fill("box");
    await searched;
    const results = page.getByRole("list", { name: "Products to add" });
    await expect(results.getByRole("listitem").filter({ hasNotText: /box/i })).toHaveCount(0);
    const adds = results.getByRole("button", { name: /^Add / });
    const [first, next] = await Promise.all(
      [adds.first(), adds.nth(1)].map((b) => b.getAttribute("aria-label")),
    );
    await results.getByRole("button", { name: next ?? "", exact: true }).click();
    await results.getByRole("button", { name: first ?? "", exact: true }).click();
    const chosen = page.getByRole("list", { name: "Chosen products" }).getByRole("listitem");
    await expect(chosen).toHaveCount(2);
    const second = await chosen
      .nth(1)
      .getByRole("button", { name: /^Remove / })
      .getAttribute("aria-label");
    await chosen.nth(1).getByRole("button", { name: /up$/ }).click();
    await expect(chosen.first().getByRole("button", { name: second ?? "" })).toBeVisible();
    await screenshots(page, "highlight-form");
    // Left unsaved: the demo home page stays as the store's other tests expect it.
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByRole("heading", { name: "Highlights" })).toBeVisible();
  });

  test("staff open a contact message, which marks it read, and set it back to unread", async ({
    request,
  }) => {
    const name = `Meera ${Date.now()}`;
    const sent = await request.post("/api/setting/contact/", {
      data: { name, email: "meera@example.in", phone: "9876501234", message: "Do you deliver to Nashik?" },
    });
    expect(sent.status()).toBe(201);
    await menu(page).getByRole("link", { name: "Inbox" }).click();
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row.getByText("Unread")).toBeVisible();
    await row.getByRole("button", { name: `Open the message from ${name}` }).click();
    const opened = page.getByRole("region", { name });
    await expect(opened.getByText("Do you deliver to Nashik?")).toBeVisible();
    await expect(row.getByText("Read", { exact: true })).toBeVisible();
    await screenshots(page, "inbox");
    await opened.getByRole("button", { name: "Mark as unread" }).click();
    await expect(row.getByText("Unread")).toBeVisible();
    // The filter lives in the URL, which router updates a moment after the click.
    await page.getByLabel("Unread only").click();
    await expect(page).toHaveURL(/unread=true/);
    await expect(page.getByLabel("Unread only")).toBeChecked();
    await expect(page.getByRole("row").filter({ hasText: name })).toBeVisible();
  });
});

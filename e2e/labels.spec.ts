import { allCards, discountedProduct } from "./support/demo-products";
import { openSignedIn, signInByApi, uniqueEmail } from "./support/sign-in";
import { expect, type Locator, type Page, test } from "./support/test";

/**
 * Issue 20 item 5: labels that broke. A button's words stay on one line at 390 and 1280 px; every home
 * category shows at 1280 px; the desktop chat tab covers no text and no control.
 */

/** How many lines the element's words take: the distinct tops of their line boxes. */
const textLines = (locator: Locator) =>
  locator.evaluate((element) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });

/** The text and the controls of the page that the chat tab lies over, as it is scrolled now. */
const underChat = (page: Page) =>
  page.evaluate(() => {
    const chat = document.querySelector('aside[aria-label="Chat"] a')?.getBoundingClientRect();
    if (!chat) throw new Error("no chat tab");
    const meets = (box: DOMRect) =>
      box.width > 1 &&
      box.height > 1 &&
      box.left < chat.right &&
      chat.left < box.right &&
      box.top < chat.bottom &&
      chat.top < box.bottom;
    const found: string[] = [];
    const range = document.createRange();
    for (const element of document.querySelectorAll("main *, footer *")) {
      if (element.matches("a, button, input, select, textarea") && meets(element.getBoundingClientRect())) {
        found.push(element.outerHTML.slice(0, 120));
        continue;
      }
      for (const node of element.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
        range.selectNodeContents(node);
        if ([...range.getClientRects()].some(meets)) found.push(node.textContent.trim().slice(0, 80));
      }
    }
    return found;
  });

/** Scrolls from the top to the end a screen at a time, asking what the chat tab covers at each stop. */
async function expectChatCoversNothing(page: Page, what: string) {
  const height = await page.evaluate(() => window.innerHeight);
  for (let y = 0; ; y += height / 2) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // The footer loads when scrolled near; give it a moment to draw.
    await page.waitForTimeout(150);
    expect(await underChat(page), `${what}, scrolled to ${y}`).toEqual([]);
    const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    if (y >= end) break;
  }
}

for (const [width, height] of [
  [390, 844],
  [1280, 900],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test("Previous and Next keep their words on one line", async ({ page, request }) => {
      const cards = await allCards(request);
      // The first category has more products than one page of the listing holds.
      await page.goto(`/categories/${cards[0]?.categoryId}?page=2`);
      const pages = page.getByRole("navigation", { name: "Pages" });
      for (const name of ["Previous", "Next"]) {
        const button = pages.getByRole("button", { name });
        await expect(button).toBeVisible();
        expect(await textLines(button), name).toBe(1);
      }
      // And the pager fits between the page's 16 px side margins.
      const previous = await pages.getByRole("button", { name: "Previous" }).boundingBox();
      const next = await pages.getByRole("button", { name: "Next" }).boundingBox();
      expect(previous?.x).toBeGreaterThanOrEqual(16);
      expect((next?.x ?? width) + (next?.width ?? 0)).toBeLessThanOrEqual(width - 16);
    });

    test("the wishlist button keeps its words on one line, added or not", async ({ page, request }) => {
      const product = await discountedProduct(request);
      const { token } = await signInByApi(request, uniqueEmail("labels"));
      await openSignedIn(page, token);
      await page.goto(`/product/${product.id}`);
      const add = page.getByRole("main").getByRole("button", { name: "Add to Wishlist" });
      await expect(add).toBeVisible();
      expect(await textLines(add)).toBe(1);
      // On a phone the buy bar holds a second Add to Cart while the page's own is in sight.
      for (const addToCart of await page.getByRole("main").getByRole("button", { name: "Add to Cart" }).all())
        if (await addToCart.isVisible()) expect(await textLines(addToCart)).toBe(1);
      await add.click();
      const remove = page.getByRole("main").getByRole("button", { name: "Remove from Wishlist" });
      await expect(remove).toBeVisible();
      expect(await textLines(remove)).toBe(1);
    });
  });
}

test.describe("on a 1280 px desktop", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("home shows every category in full", async ({ page, request }) => {
    const { results } = await (await request.get("/api/products/categories/")).json();
    await page.goto("/");
    const row = page.getByRole("region", { name: "Shop by Category" }).getByRole("list");
    const links = row.getByRole("link");
    await expect(links).toHaveCount(results.length);
    const rowBox = await row.boundingBox();
    for (const link of await links.all()) {
      const box = await link.boundingBox();
      expect(box && rowBox && box.x >= rowBox.x && box.x + box.width <= rowBox.x + rowBox.width).toBe(true);
    }
  });

  test("the chat tab covers no text and no control, from the top of a page to its end", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const product = await discountedProduct(request);
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole("button", { name: "Check", exact: true })).toBeVisible();
    await expectChatCoversNothing(page, "a product page");
    await page.goto("/");
    await expectChatCoversNothing(page, "home");
  });
});

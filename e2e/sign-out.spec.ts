import { openSignedIn, signInByApi, uniqueEmail } from "./support/sign-in";
import { type APIRequestContext, expect, type Page, test } from "./support/test";

/**
 * Issue 20 item 1: on a phone the header has no account menu, so the profile screen signs out: this
 * device, or (after a confirmation) every device.
 */

test.use({ viewport: { width: 390, height: 844 } });

const profileAnswers = async (request: APIRequestContext, token: string) =>
  (await request.get("/api/user/profile/", { headers: { Authorization: `Bearer ${token}` } })).status();

async function openProfile(page: Page) {
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Profile Details" })).toBeVisible();
}

test("a phone signs out from the profile screen", async ({ page, request }) => {
  const { token } = await signInByApi(request, uniqueEmail("phone-out"));
  await openSignedIn(page, token);
  await openProfile(page);

  await page.getByRole("button", { name: "Sign Out", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  expect(await profileAnswers(request, token)).toBe(401);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
});

test("a phone signs out of all devices after confirming, and the other device is signed out too", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("everywhere");
  const laptop = await signInByApi(request, email);
  // A second sign-in code for the same address waits out the resend cooldown (30 s).
  await page.waitForTimeout(31_000);
  const phone = await signInByApi(request, email);
  await openSignedIn(page, phone.token);
  await openProfile(page);

  await page.getByRole("button", { name: "Sign out of all devices" }).click();
  const confirm = page.getByRole("button", { name: "Yes, sign out everywhere" });
  await expect(confirm).toBeFocused();
  // Focused, it is scrolled into sight above the bottom bar, not under it.
  const bottomBar = await page.getByRole("navigation", { name: "Main" }).boundingBox();
  await expect
    .poll(async () => {
      const box = await confirm.boundingBox();
      return box ? box.y + box.height : Number.POSITIVE_INFINITY;
    })
    .toBeLessThanOrEqual(bottomBar?.y ?? 0);
  await page.getByRole("button", { name: "Cancel" }).click();
  expect(await profileAnswers(request, laptop.token)).toBe(200);

  await page.getByRole("button", { name: "Sign out of all devices" }).click();
  await confirm.click();
  await expect(page).toHaveURL(/\/$/);
  expect(await profileAnswers(request, phone.token)).toBe(401);
  expect(await profileAnswers(request, laptop.token)).toBe(401);

  const other = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await openSignedIn(other, laptop.token);
  await other.goto("/profile");
  await expect(other).toHaveURL(/\/login\?redirect=%2Fprofile$/);
  await other.context().close();
});

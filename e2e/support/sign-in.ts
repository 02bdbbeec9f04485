import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { waitForCode } from "./outbox";
import { postAs } from "./shopper";

/** An address no other test (or earlier run) uses, so per-address limits never meet. */
export function uniqueEmail(name = "asha"): string {
  return `${name}+${Date.now()}${Math.floor(Math.random() * 1000)}@example.in`;
}

/**
 * Signs in through /login (one code request: mind the server's 30 codes an hour per IP) and, for a new
 * account, adds the phone number. Ends wherever the login's redirect leads.
 */
export async function signIn(page: Page, email: string, { phone = "9876543210", path = "/login" } = {}) {
  await page.goto(path);
  const since = Date.now();
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Continue with Email" }).click();
  await expect(page.getByRole("heading", { name: "Enter verification code" })).toBeVisible();
  await page.getByLabel("Verification code").fill(await waitForCode(email, { since }));
  await page.getByRole("button", { name: "Verify Code" }).click();
  const phoneStep = page.getByRole("heading", { name: "Add your phone number" });
  const leftLogin = () => new URL(page.url()).pathname !== "/login";
  await expect.poll(async () => leftLogin() || (await phoneStep.isVisible())).toBe(true);
  if (await phoneStep.isVisible()) {
    await page.getByLabel("Mobile number").fill(phone);
    await page.getByRole("button", { name: "Verify Phone" }).click();
    await expect.poll(leftLogin).toBe(true);
  }
}

/**
 * Signs a new account in through the API (no screens) and answers its session token, for tests about
 * pages rather than about signing in. Put the token in the page with `openSignedIn`.
 */
export async function signInByApi(request: APIRequestContext, email: string, phone = "9876543210") {
  const since = Date.now();
  expect((await request.post("/api/user/auth/request_otp/", { data: { email } })).ok()).toBe(true);
  const otp = await waitForCode(email, { since });
  const verified = await request.post("/api/user/auth/verify_otp/", { data: { email, otp } });
  const { token } = (await verified.json()) as { token: string };
  const post = postAs(request, token);
  await post("/user/auth/verify_phone/", { phone });
  return { token, post };
}

/** Every page the test opens from now on starts signed in with this token. */
export async function openSignedIn(page: Page, token: string) {
  await page.addInitScript((value) => localStorage.setItem("token", value), token);
}

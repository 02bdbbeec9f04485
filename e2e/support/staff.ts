import { expect, type Page } from "@playwright/test";
import { signIn } from "./sign-in";

/** Signs a staff account (from `staffAccounts`) in through the store's login and lands on the back office. */
export async function signInAsStaff(page: Page, email: string) {
  await signIn(page, email, { path: "/login?redirect=%2Fadmin" });
  await expect(page).toHaveURL(/\/admin/);
  await expect(page.getByRole("navigation", { name: "Back office" }).first()).toBeAttached();
}

import { signIn, uniqueEmail } from "./support/sign-in";
import { signInAsStaff } from "./support/staff";
import { staffAccounts } from "./support/staff-accounts";
import { expect, test } from "./support/test";

test.describe("the back office", () => {
  test("sends a guest to sign in and tells a customer it is for staff only", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);
    await signIn(page, uniqueEmail("not-staff"), { path: "/login?redirect=%2Fadmin" });
    await expect(page.getByText("This area is for Mithaas staff only")).toBeVisible();
  });

  test("lets staff in, with a menu that works on a phone", async ({ page }) => {
    await signInAsStaff(page, staffAccounts.shell);
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("navigation", { name: "Back office" })
      .getByRole("link", { name: "Audit log" })
      .click();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
  });
});

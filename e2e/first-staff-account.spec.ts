import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { waitForCode } from "./support/outbox";
import { uniqueEmail } from "./support/sign-in";
import { expect, test } from "./support/test";

const run = promisify(execFile);

test("the owner's first staff account is made while the store runs and signs in without a phone step", async ({
  page,
}) => {
  const email = uniqueEmail("owner");
  // What the README tells a new shop owner to type, on the data folder of the store this test runs.
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", "scripts/create-staff.ts", email, "Priya"],
    {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    },
  );
  expect(stdout).toContain(`Created staff account ${email}. (done by the server running on`);

  await page.goto("/admin/orders?status=paid");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Forders%3Fstatus%3Dpaid$/);
  const since = Date.now();
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Continue with Email" }).click();
  await page.getByLabel("Verification code").fill(await waitForCode(email, { since }));
  await page.getByRole("button", { name: "Verify Code" }).click();

  await expect(page).toHaveURL(/\/admin\/orders\?status=paid$/);
  await expect(page.getByRole("navigation", { name: "Back office" }).first()).toBeAttached();
  await expect(page.getByRole("heading", { name: "Add your phone number" })).toHaveCount(0);
});

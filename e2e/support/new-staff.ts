import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { APIRequestContext } from "@playwright/test";
import { signInByApi, uniqueEmail } from "./sign-in";

const run = promisify(execFile);

/**
 * A staff account of this test's own, made as the README tells a shop owner to (the running store does
 * the work), then signed in through the API: tests running side by side never share a staff account's
 * sign-in codes or cooldowns. Answers its session token and a POST with it.
 */
export async function newStaff(request: APIRequestContext, name = "courier-staff") {
  const email = uniqueEmail(name);
  await run(process.execPath, ["--import", "tsx", "scripts/create-staff.ts", email, "Staff"], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
  });
  return { email, ...(await signInByApi(request, email)) };
}

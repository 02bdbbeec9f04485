import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { controlSocketPath } from "@server/platform/local-control";
import { readOutbox } from "@server/platform/mail-reader";
import { codeIn } from "@server/testing/outbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const root = join(import.meta.dirname, "..");
let dataDir: string;
let env: NodeJS.ProcessEnv;
let server: ChildProcess | null = null;
let api = "";

/** `npm run staff:create -- …args` on the test's data folder: its exit code and what it printed. */
async function staffCreate(...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ["--import", "tsx", "scripts/create-staff.ts", ...args],
      {
        cwd: root,
        env,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The real server process (server.ts) on the data folder; `listening` resolves with its address. */
function startServer() {
  const child = spawn(process.execPath, ["--import", "tsx", "server/server.ts"], { cwd: root, env });
  let output = "";
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.on("data", (chunk) => {
      output += chunk;
      const listening = output.match(/"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/);
      if (listening && output.includes("Mithaas is open at")) resolve(listening[1] as string);
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.once("exit", (code) => reject(new Error(`server exited (${code}) before it listened:\n${output}`)));
  });
  return { child, listening };
}

async function stopServer() {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

async function signIn(email: string) {
  const post = (path: string, body: unknown) =>
    fetch(`${api}/api/user/auth/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  expect((await post("request_otp/", { email })).status).toBe(200);
  let code = "";
  for (let tries = 0; !code && tries < 100; tries++) {
    const [mail] = await readOutbox(join(dataDir, "outbox"), 1);
    if (mail?.headers.to === email) code = codeIn(mail);
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const verified = await post("verify_otp/", { email, otp: code });
  expect(verified.status).toBe(200);
  return (await verified.json()) as { token: string; requires_phone: boolean };
}

const staffArea = async (token: string) =>
  (await fetch(`${api}/api/admin/me/`, { headers: { authorization: `Bearer ${token}` } })).status;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "mithaas-staff-create-"));
  env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: "0",
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    LOG_LEVEL: "info",
  };
  const started = startServer();
  server = started.child;
  api = await started.listening;
}, 120_000);

afterAll(async () => {
  await stopServer();
  await rm(dataDir, { recursive: true, force: true });
});

describe("npm run staff:create", () => {
  it("works while the store runs on the embedded database: the running server makes the change", async () => {
    const created = await staffCreate("Owner@Mithaas.test", "Priya", "Sharma");
    expect(created).toMatchObject({ code: 0, stderr: "" });
    expect(created.stdout).toBe(
      `Created staff account owner@mithaas.test. (done by the server running on ${dataDir})\n`,
    );

    // The new account signs in without the shopper's phone step and opens the back office.
    const staff = await signIn("owner@mithaas.test");
    expect(staff.requires_phone).toBe(false);
    expect(await staffArea(staff.token)).toBe(200);

    const removed = await staffCreate("--remove", "owner@mithaas.test");
    expect(removed.stdout).toContain("owner@mithaas.test is no longer staff; their sessions were ended.");
    expect(await staffArea(staff.token)).toBe(401);
  }, 60_000);

  it("refuses a bad address before asking anyone", async () => {
    const refused = await staffCreate("not-an-address");
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("Usage: npm run staff:create");
  }, 30_000);

  it("keeps a second server off the same data folder", async () => {
    const second = startServer();
    try {
      await expect(second.listening).rejects.toThrow(/another Mithaas server is running on/);
    } finally {
      second.child.kill("SIGKILL");
    }
  }, 60_000);

  it("works on the database itself once the store has stopped, and the server left no socket behind", async () => {
    await stopServer();
    expect(existsSync(controlSocketPath(dataDir))).toBe(false);
    const granted = await staffCreate("owner@mithaas.test");
    expect(granted).toMatchObject({
      code: 0,
      stdout: "owner@mithaas.test is now staff; their sessions were ended.\n",
    });
  }, 60_000);
});

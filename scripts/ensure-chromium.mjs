// The browser tests drive Debian's Chromium, never a downloaded browser. Installs it with apt when
// this is a root shell on Debian; otherwise says how.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export function ensureChromium() {
  const path = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  if (existsSync(path)) return path;
  if (process.env.CHROME_PATH) {
    throw new Error(`CHROME_PATH points at ${path}, which does not exist.`);
  }
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("Chromium is missing; installing Debian's chromium package…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium", "fonts-dejavu-core"], {
      stdio: "inherit",
      env,
    });
    if (existsSync(path)) return path;
  }
  throw new Error(
    "The browser tests need Chromium at /usr/bin/chromium. Install it with `sudo apt-get install chromium` " +
      "(Debian/Ubuntu), or point CHROME_PATH at an existing Chromium or Chrome binary.",
  );
}

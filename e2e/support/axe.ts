import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "./test";

/**
 * The rules are WCAG 2.2 A and AA (colour contrast, target size…) plus axe's best practices
 * (landmarks, heading order).
 */
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * The newest axe-core, not the one @axe-core/playwright bundles: the wrapper's newer releases need
 * Node 22 (this project runs on 20.19), while axe-core itself runs anywhere, and each axe-core
 * release adds rules. package.json pins the version.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Loads the lazily drawn footer too (it loads when scrolled near), then asks axe about the whole page. */
export async function expectNoViolations(page: Page, what: string) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectAxeClean(page, what);
}

/** Asks axe about the page as it stands (the back office has no footer to wait for). */
export async function expectAxeClean(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page, axeSource }).withTags(tags).analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(" | ")}`,
  );
  expect(found, `axe on ${what}`).toEqual([]);
}

import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/** Every page is checked for browser console errors (a CSP violation shows up there). */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
      page.on("pageerror", (e) => errors.push(e.message));
      await use(errors);
    },
    { auto: true },
  ],
});
export { expect };

/** Waits until React has hydrated the page, so clicks reach event handlers. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  return response;
}

/** axe with the WCAG 2.2 A/AA rule sets; returns the violations (expect them to be empty). */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  return results.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(" ")) }));
}

/** A tag no other test (project, retry) shares: letters only, so it reads as a word in searches. */
export const tag = () => `q${randomBytes(5).toString("hex").replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}`;

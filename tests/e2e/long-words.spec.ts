import type { Page } from "@playwright/test";
import { expect, gotoHydrated, tag, test } from "./fixtures.ts";

// Text a visitor or the operator wrote can hold a word wider than a phone (a pasted link, a long
// compound in a course's title). It wraps where it must; the page never grows sideways. Checked at
// 320 px, the narrowest screen the site supports.

const NARROW = { width: 320, height: 640 };
const LINK = "https://en.wikipedia.org/wiki/Comparative_mythology_of_Mesopotamia";
/** How far the page is wider than the screen (0: it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("a concept that is one long word (a pasted link) wraps in the result's heading, with JavaScript and without", { tag: "@one-viewport" }, async ({ page, browser }) => {
  await page.setViewportSize(NARROW);
  await gotoHydrated(page, "/");
  await page.getByRole("textbox", { name: "Concept" }).fill(`${LINK}_${tag()}`);
  await page.getByRole("button", { name: "Confirm" }).click();
  await page.getByRole("dialog", { name: "Want a reminder when class begins?" }).getByRole("button", { name: "Skip" }).click();
  await expect(page.getByTestId("related-courses").getByRole("heading", { level: 2 })).toContainText("https://en.wikipedia.org");
  expect(await overflow(page)).toBe(0);

  const context = await browser.newContext({ javaScriptEnabled: false, viewport: NARROW, isMobile: true });
  const noJs = await context.newPage();
  await noJs.goto("/");
  await noJs.getByRole("textbox", { name: "Concept" }).fill(`${LINK}_${tag()}`);
  await noJs.getByRole("button", { name: "Confirm" }).click();
  await expect(noJs.getByRole("main")).toContainText("https://en.wikipedia.org");
  expect(await overflow(noJs)).toBe(0);
  await context.close();
});

test("a course title with a word wider than the phone wraps on the course's page and on its card", { tag: "@one-viewport" }, async ({ page }) => {
  // The operator's title, put in the real page (the catalog is shared by every spec, so no course is added for it).
  const title = "Supercalifragilisticexpialidocious-Extraordinarily-Long Words";
  await page.setViewportSize(NARROW);
  await page.goto("/courses/black-holes-what-happens-beyond-the-event-horizon");
  await page.getByRole("heading", { level: 1 }).evaluate((h, text) => (h.textContent = text), title);
  expect(await overflow(page)).toBe(0);

  await gotoHydrated(page, "/");
  const card = page.locator("article[data-course-id]").first();
  const heading = card.getByRole("heading", { level: 3 });
  await heading.locator("a").evaluate((a, text) => (a.textContent = text), title);
  // The whole title shows: nothing of it is cut at the card's edge.
  expect(await heading.evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);
  expect(await card.evaluate((c) => c.scrollWidth <= c.clientWidth)).toBe(true);
});

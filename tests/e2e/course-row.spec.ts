import type { Page } from "@playwright/test";
import { axeViolations, expect, gotoHydrated, test } from "./fixtures.ts";

// Wide screens: the course row has previous/next (keyboard operable, marked disabled at the ends),
// a fade on each side that has more cards, and snap points. Narrow screens: the carousel keeps a
// phone's width. Everywhere: one card layout.

const row = (page: Page) => page.locator("#course-row");
const previous = (page: Page) => page.getByRole("button", { name: "Show earlier courses" });
const next = (page: Page) => page.getByRole("button", { name: "Show more courses" });
const scrollLeft = (page: Page) => row(page).evaluate((el) => el.scrollLeft);

test.describe("wide screens", () => {
  test.skip(({ isMobile }) => isMobile, "the row (≥ 768 px)");

  test("previous/next page through the row by keyboard, disabled at the ends, with a fade where more is", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(row(page)).toHaveCSS("scroll-snap-type", "x mandatory");
    await expect(previous(page)).toHaveAttribute("aria-disabled", "true");
    await expect(next(page)).not.toHaveAttribute("aria-disabled", "true");
    await expect(row(page)).toHaveAttribute("data-more-after", "");
    await expect(row(page)).not.toHaveAttribute("data-more-before", "");
    // The row's own fade (a mask over the edge that has more).
    expect(await row(page).evaluate((el) => getComputedStyle(el).maskImage)).toContain("linear-gradient");
    expect(await axeViolations(page)).toEqual([]);

    // Keyboard: Enter on "Show more courses" until the end; focus stays on the button throughout.
    // Each press is followed to its scroll's end (the row's own state, not the button's, which
    // follows it a render later).
    const atEnd = () => row(page).evaluate((el) => el.scrollLeft + el.clientWidth >= el.scrollWidth - 2);
    await next(page).focus();
    let steps = 0;
    while (!(await atEnd()) && steps < 10) {
      const before = await scrollLeft(page);
      const settled = row(page).evaluate((el) => new Promise<void>((resolve) => el.addEventListener("scrollend", () => resolve(), { once: true })));
      await page.keyboard.press("Enter");
      await settled;
      expect(await scrollLeft(page)).toBeGreaterThan(before);
      steps++;
    }
    expect(steps).toBeGreaterThanOrEqual(2);
    await expect(next(page)).toHaveAttribute("aria-disabled", "true");
    await expect(next(page)).toBeFocused();
    await expect(row(page)).not.toHaveAttribute("data-more-after", "");
    await expect(row(page)).toHaveAttribute("data-more-before", "");
    // At the end the last card is whole inside the row.
    const [cardRight, rowRight] = await row(page).evaluate((el) => [
      el.querySelector("li:last-child article")!.getBoundingClientRect().right,
      el.getBoundingClientRect().right,
    ]);
    expect(cardRight).toBeLessThanOrEqual(rowRight + 1);
    // Pressing a disabled end does nothing.
    const end = await scrollLeft(page);
    await page.keyboard.press("Enter");
    expect(await scrollLeft(page)).toBe(end);

    await previous(page).click();
    await expect(previous(page)).not.toHaveAttribute("aria-disabled", "true");
    await expect.poll(() => scrollLeft(page)).toBeLessThan(end);
  });

  test("the row snaps to whole cards: the first card starts at the row's edge", async ({ page }) => {
    await gotoHydrated(page, "/");
    await next(page).click();
    await expect(previous(page)).not.toHaveAttribute("aria-disabled", "true");
    // Once the scroll settles, one card starts exactly where the row starts (a snap point).
    await expect
      .poll(() =>
        row(page).evaluate((el) => {
          const left = el.getBoundingClientRect().left + Number.parseFloat(getComputedStyle(el).paddingLeft);
          return [...el.querySelectorAll("li")].some((li) => Math.abs(li.getBoundingClientRect().left - left) < 2);
        }),
      )
      .toBe(true);
  });
});

test.describe("narrow screens", () => {
  test.skip(({ isMobile }) => !isMobile, "the carousel (< 768 px)");

  test("at 767 px a card keeps a phone's width instead of stretching across the screen", async ({ page }) => {
    await page.setViewportSize({ width: 767, height: 800 });
    await gotoHydrated(page, "/");
    const width = await row(page).getByRole("article").first().evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(480);
    // About 1.07 cards: the next one peeks in.
    const rowWidth = await row(page).evaluate((el) => el.getBoundingClientRect().width);
    expect(width / rowWidth).toBeGreaterThan(0.85);
    expect(width / rowWidth).toBeLessThan(0.97);
    await expect(previous(page)).toHaveCount(0);
  });
});

test("a card looks the same in the row and beside a search: the same pills layout", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("user_email_address", "known@example.com"));
  await gotoHydrated(page, "/");
  await page.getByRole("textbox", { name: "Concept" }).fill("Black holes");
  await page.getByRole("button", { name: "Confirm" }).click();
  const related = page.getByTestId("related-courses");
  await expect(related.getByRole("article").first()).toBeVisible();
  /** Whether the card's two pills share a line. */
  const sameLine = (card: ReturnType<Page["locator"]>) =>
    card.getByTestId("course-pills").evaluate((el) => {
      const [a, b] = [...el.children].map((c) => c.getBoundingClientRect().top);
      return Math.abs(a! - b!) < 2;
    });
  const title = (await related.getByRole("heading", { level: 3 }).first().textContent())!;
  const inRow = row(page).getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
  expect(await sameLine(inRow)).toBe(await sameLine(related.getByRole("article").first()));
  // And every card in the row is laid out like every other.
  const layouts = await row(page).getByTestId("course-pills").evaluateAll((els) =>
    els.map((el) => {
      const [a, b] = [...el.children].map((c) => c.getBoundingClientRect().top);
      return Math.abs(a! - b!) < 2;
    }),
  );
  expect(new Set(layouts).size).toBe(1);
});

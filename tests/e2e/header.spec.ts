import type { Locator, Page } from "@playwright/test";
import { axeViolations, expect, gotoHydrated, test } from "./fixtures.ts";

// The e2e server runs with the default SUPPORT_EMAIL.
const SUPPORT = "support@classwish.example";
const TITLES = { Privacy: "Privacy", FAQ: "Frequently asked questions" } as const;

const header = (page: Page) => page.getByRole("banner");
const nav = (page: Page) => header(page).getByRole("navigation", { name: "Main" });

/** Waits for the dialog's opening animation, so its box is where it stays. */
const settled = (dialog: Locator) => dialog.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)).then(() => {}));

/** The dialog's own checks: size, scrolling inside, several items open at once, items toggle. */
async function checkDialog(page: Page, dialog: Locator) {
  const viewport = page.viewportSize()!;
  await settled(dialog);
  const summaries = dialog.locator("summary");
  const count = await summaries.count();
  expect(count).toBeGreaterThanOrEqual(6);
  // Several open at once: open them all, every one stays open.
  for (let i = 0; i < count; i++) await summaries.nth(i).click();
  for (let i = 0; i < count; i++) await expect(dialog.locator("details").nth(i)).toHaveAttribute("open", "");
  await expect(dialog.locator("details").first().locator("p").first()).toBeVisible();
  // Maximum width medium (28rem = 448 px); height within 90% of the viewport, scrolling inside.
  const box = (await dialog.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(448);
  expect(box.height).toBeLessThanOrEqual(viewport.height * 0.9 + 1);
  const body = dialog.getByTestId("dialog-body");
  const { scrollHeight, clientHeight } = await body.evaluate((el) => ({ scrollHeight: el.scrollHeight, clientHeight: el.clientHeight }));
  expect(scrollHeight).toBeGreaterThan(clientHeight);
  await summaries.last().scrollIntoViewIfNeeded();
  await expect(summaries.last()).toBeInViewport();
  // Scrolled to the end, the title and the close button are still in view (a header that stays).
  expect(await body.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  await expect(dialog.getByRole("heading").first()).toBeInViewport();
  await expect(dialog.getByRole("button", { name: /^Close / })).toBeInViewport();
  const close = (await dialog.getByRole("button", { name: /^Close / }).boundingBox())!;
  expect(close.y).toBeGreaterThanOrEqual(box.y);
  // An item closes again by keyboard.
  await summaries.first().focus();
  await page.keyboard.press("Enter");
  await expect(dialog.locator("details").first()).not.toHaveAttribute("open", "");
  await expect(dialog.locator("details").nth(1)).toHaveAttribute("open", "");
}

test.describe("site header on desktop", () => {
  test.skip(({ isMobile }) => isMobile, "desktop layout (≥ 768 px)");

  test("shows About, Privacy, FAQ and Contact Us; no menu button", async ({ page, consoleErrors }) => {
    await gotoHydrated(page, "/");
    await expect(nav(page).getByRole("link", { name: "About" })).toBeVisible();
    // Buttons once hydrated; links to /privacy and /faq before (no-js.spec.ts).
    await expect(nav(page).getByRole("button", { name: "Privacy" })).toHaveAttribute("aria-haspopup", "dialog");
    await expect(nav(page).getByRole("button", { name: "FAQ" })).toHaveAttribute("aria-haspopup", "dialog");
    const contact = nav(page).getByRole("link", { name: "Contact Us" });
    await expect(contact).toBeVisible();
    await expect(contact).toHaveAttribute("href", `mailto:${SUPPORT}`);
    await expect(header(page).locator("summary", { hasText: "Menu" })).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test("About leads to /about and is marked as the current page there", async ({ page }) => {
    await gotoHydrated(page, "/");
    await nav(page).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1, name: "Human centered, Real Learning" })).toBeVisible();
    await expect(nav(page).getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
  });

  test("the dialog's code loads only when a visitor reaches for Privacy or FAQ", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (r) => fetched.push(r.url()));
    await gotoHydrated(page, "/");
    await page.waitForLoadState("networkidle");
    expect(fetched.filter((u) => /info-dialog/.test(u))).toEqual([]);
    await nav(page).getByRole("button", { name: "FAQ" }).hover();
    await expect.poll(() => fetched.filter((u) => /info-dialog/.test(u)).length).toBeGreaterThan(0);
  });

  for (const entry of ["Privacy", "FAQ"] as const) {
    test(`${entry} opens its dialog: items open together, Escape closes, focus returns`, async ({ page, consoleErrors }) => {
      await gotoHydrated(page, "/");
      const button = nav(page).getByRole("button", { name: entry });
      await button.click();
      const dialog = page.getByRole("dialog", { name: TITLES[entry] });
      await expect(dialog).toBeVisible();
      // Focus moved into the dialog and stays there (trapped) however far one tabs.
      await expect(dialog.locator(":focus")).toHaveCount(1);
      for (let i = 0; i < 12; i++) await page.keyboard.press("Tab");
      await expect(dialog.locator(":focus")).toHaveCount(1);
      await checkDialog(page, dialog);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
      expect(consoleErrors).toEqual([]);
    });
  }

  test("the close button closes the dialog; it opens by keyboard too", async ({ page }) => {
    await gotoHydrated(page, "/");
    const privacy = nav(page).getByRole("button", { name: "Privacy" });
    await privacy.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Privacy" });
    await expect(dialog).toBeVisible();
    await dialog.locator("summary", { hasText: "How do I remove my e-mail address from the waitlist?" }).click();
    await expect(dialog.getByText("Every e-mail we send has an unsubscribe link")).toBeVisible();
    await expect(dialog.getByRole("link", { name: SUPPORT })).toHaveAttribute("href", `mailto:${SUPPORT}`);
    await dialog.getByRole("button", { name: "Close Privacy" }).click();
    await expect(dialog).toBeHidden();
    await expect(privacy).toBeFocused();
  });
});

test.describe("site header on mobile", () => {
  test.skip(({ isMobile }) => !isMobile, "mobile layout (< 768 px)");

  // The menu is a <details>: its <summary> is the button (a disclosure, with no ARIA role to query).
  const menuButton = (page: Page) => header(page).locator("summary", { hasText: "Menu" });
  // CSS, not roles: while a modal dialog is open the page behind it is hidden from the accessibility tree.
  const disclosure = (page: Page) => page.locator("header details");
  const menu = (page: Page) => page.locator("#site-menu");

  test("the entries fold into a menu disclosure", async ({ page, consoleErrors }) => {
    await gotoHydrated(page, "/");
    const button = menuButton(page);
    await expect(button).toBeVisible();
    await expect(disclosure(page)).not.toHaveAttribute("open", "");
    await expect(nav(page).getByRole("button", { name: "Privacy" })).toBeHidden();
    await button.click();
    await expect(disclosure(page)).toHaveAttribute("open", "");
    await expect(button).toHaveAttribute("aria-controls", "site-menu");
    await expect(menu(page).getByRole("link", { name: "About" })).toBeVisible();
    await expect(menu(page).getByRole("button", { name: "Privacy" })).toBeVisible();
    await expect(menu(page).getByRole("button", { name: "FAQ" })).toBeVisible();
    await expect(menu(page).getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", `mailto:${SUPPORT}`);
    expect(await axeViolations(page)).toEqual([]);
    await button.click();
    await expect(disclosure(page)).not.toHaveAttribute("open", "");
    await expect(menu(page)).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test("Escape closes the menu and focus returns to the menu button", async ({ page }) => {
    await gotoHydrated(page, "/");
    await menuButton(page).click();
    await page.keyboard.press("Tab");
    await expect(menu(page).getByRole("link", { name: "About" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu(page)).toBeHidden();
    await expect(disclosure(page)).not.toHaveAttribute("open", "");
    await expect(menuButton(page)).toBeFocused();
  });

  test("About in the menu navigates and closes the menu", async ({ page }) => {
    await gotoHydrated(page, "/");
    await menuButton(page).click();
    await menu(page).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu(page)).toBeHidden();
    await expect(disclosure(page)).not.toHaveAttribute("open", "");
  });

  for (const entry of ["Privacy", "FAQ"] as const) {
    test(`choosing ${entry} closes the menu and opens its dialog; closing it returns focus to the menu button`, async ({ page }) => {
      await gotoHydrated(page, "/");
      await menuButton(page).click();
      await menu(page).getByRole("button", { name: entry }).click();
      const dialog = page.getByRole("dialog", { name: TITLES[entry] });
      await expect(dialog).toBeVisible();
      await expect(disclosure(page)).not.toHaveAttribute("open", "");
      await expect(menu(page)).toBeHidden();
      await checkDialog(page, dialog);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(menuButton(page)).toBeFocused();
    });
  }

  test("nothing overflows sideways at 320 px", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    // The header on every page; the whole page on the pages this header's issue owns.
    for (const path of ["/about", "/no-such-page"]) {
      await gotoHydrated(page, path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await gotoHydrated(page, "/");
    const bar = (await page.getByRole("banner").boundingBox())!;
    expect(bar.x + bar.width).toBeLessThanOrEqual(320);
    expect(await page.getByRole("banner").evaluate((el) => el.scrollWidth)).toBeLessThanOrEqual(320);
    await page.getByRole("banner").locator("summary", { hasText: "Menu" }).click();
    await page.locator("#site-menu").getByRole("button", { name: "FAQ" }).click();
    const dialog = page.getByRole("dialog", { name: TITLES.FAQ });
    await settled(dialog);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    await context.close();
  });
});

import type { Page } from "@playwright/test";
import { axeAtBothWidths, axeViolations, expect, gotoHydrated, tag, test } from "./fixtures.ts";
import { confirmFromInbox, mailTo } from "./mail-listener.ts";

// The preference centre (issue 27, item 7), reached from an e-mail's footer: each list left or
// joined again on its own, the data downloaded, everything erased; with and without JavaScript,
// and without axe violations at both widths.

/** A confirmed newsletter subscriber; returns the preference link from the footer of their mail. */
async function confirmedSubscriber(page: Page, email: string): Promise<string> {
  const res = await page.request.post("/api/subscribe/", { data: { email, source: "newsletter" } });
  expect(res.status()).toBe(202);
  await confirmFromInbox(page, email);
  const link = mailTo(email).at(-1)?.text.match(/Manage your e-mail preferences: (https?:\/\/\S+)/)?.[1];
  expect(link).toBeTruthy();
  const url = new URL(link!);
  return url.pathname + url.search;
}

const row = (page: Page, list: string) => page.locator(`[data-list="${list}"]`);

test("leaving and joining a list again, one at a time", { tag: "@one-viewport" }, async ({ page }) => {
  const name = `prefs${tag()}`;
  const path = await confirmedSubscriber(page, `${name}@example.com`);
  await gotoHydrated(page, path);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Your e-mail preferences" })).toBeVisible();
  await expect(main.getByText(`${name.slice(0, 2)}•••@example.com`)).toBeVisible();
  await expect(row(page, "newsletter")).toContainText("Subscribed");
  expect(await axeAtBothWidths(page)).toEqual({ 375: [], 1280: [] });

  await main.getByRole("button", { name: "Leave: Our monthly newsletter" }).click();
  await expect(page.getByTestId("preferences-notice")).toContainText("You left this list");
  await expect(row(page, "newsletter")).toContainText("You left this list");
  expect(await axeAtBothWidths(page)).toEqual({ 375: [], 1280: [] });

  await main.getByRole("button", { name: "Join again: Our monthly newsletter" }).click();
  await expect(page.getByTestId("preferences-notice")).toContainText("You're back on this list.");
  await expect(row(page, "newsletter")).toContainText("Subscribed");
  // The keyboard reaches every control.
  await main.getByRole("button", { name: "Leave: Our monthly newsletter" }).focus();
  await expect(main.getByRole("button", { name: "Leave: Our monthly newsletter" })).toBeFocused();

  // The referral page the confirm page showed once is a link away from every e-mail.
  await main.getByRole("link", { name: "Your referral page" }).click();
  await expect(page).toHaveURL(/\/referral\?token=/);
  await expect(page.getByRole("main").getByRole("textbox", { name: "Your referral link" })).toHaveValue(/\/\?ref=p_/);
});

test.describe("without JavaScript", { tag: "@one-viewport" }, () => {
  // axe is a script run in the page, so the browser's JavaScript stays on; the site's own scripts
  // are blocked instead (as no-js.spec.ts does), so the page never hydrates and its forms post plainly.
  test.beforeEach(({ page }) => page.route(/\/assets\/.*\.js(\?.*)?$/, (route) => route.abort()));

  test("leave, join again, download and erase are plain form posts", async ({ page }) => {
    const email = `prefs-nojs-${tag()}@example.com`;
    const path = await confirmedSubscriber(page, email);
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    const main = page.getByRole("main");
    expect(await axeAtBothWidths(page)).toEqual({ 375: [], 1280: [] });

    await main.getByRole("button", { name: "Leave: Our monthly newsletter" }).click();
    await expect(page.getByTestId("preferences-notice")).toContainText("You left this list");
    await main.getByRole("button", { name: "Join again: Our monthly newsletter" }).click();
    await expect(row(page, "newsletter")).toContainText("Subscribed");

    const download = page.waitForEvent("download");
    await main.getByRole("button", { name: "Download my data (JSON)" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("classwish-my-data.json");

    await main.getByRole("checkbox", { name: /erases my address/ }).check();
    await main.getByRole("button", { name: "Erase my data" }).click();
    await expect(main.getByRole("heading", { level: 1, name: "Your data has been erased" })).toBeVisible();
    expect(await axeAtBothWidths(page)).toEqual({ 375: [], 1280: [] });
  });

  test("an altered link shows that it is not valid", async ({ page }) => {
    const response = await page.goto("/preferences?token=not-a-real-token");
    expect(response!.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1, name: "This link is not valid" })).toBeVisible();
    expect(await axeAtBothWidths(page)).toEqual({ 375: [], 1280: [] });
  });
});

test("at 320 px the page fits the screen, without axe violations", { tag: "@one-viewport" }, async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
  const page = await context.newPage();
  const path = await confirmedSubscriber(page, `prefs-narrow-${tag()}@example.com`);
  await gotoHydrated(page, path);
  await expect(row(page, "newsletter")).toContainText("Subscribed");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});

import type { Page } from "@playwright/test";
import { axeAtBothWidths, axeViolations, expect, gotoHydrated, tag, test } from "./fixtures.ts";
import { mailTo } from "./mail-listener.ts";

// "Check your inbox" where the form was (issue 27, item 8): after subscribing, the form itself
// shows the address (masked), when the message goes out, and Resend, which goes through the
// per-mailbox budget; with JavaScript (in place) and without it (the result page).

const masked = (email: string) => `${email.slice(0, 2)}•••${email.slice(email.indexOf("@"))}`;
const confirmations = (email: string) => mailTo(email).filter((m) => /confirm/i.test(m.subject)).length;

async function subscribeIn(page: Page, form: ReturnType<Page["getByTestId"]>, email: string) {
  await form.getByRole("textbox", { name: "Email address" }).fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
}

test("Get in Touch turns into the inbox panel; Resend sends again, then says when the budget allows the next", { tag: "@one-viewport" }, async ({ page }) => {
  await gotoHydrated(page, "/");
  const form = page.getByTestId("subscribe-get-in-touch");
  const email = `inbox-${tag()}@example.com`;
  await subscribeIn(page, form, email);
  const panel = form.getByTestId("inbox-panel");
  await expect(panel.getByRole("heading", { name: "Check your inbox" })).toBeVisible({ timeout: 15_000 });
  await expect(panel).toContainText(`We asked ${masked(email)} to confirm.`);
  await expect(panel.getByTestId("inbox-timing")).toContainText("Please confirm with the link we've e-mailed you");
  // Focus moved to the panel (the button that had it is gone).
  await expect(panel).toBeFocused();
  expect(await axeAtBothWidths(page)).toEqual({ 375: [], 1280: [] });
  await expect.poll(() => confirmations(email), { timeout: 20_000 }).toBe(1);

  await panel.getByRole("button", { name: "Resend the e-mail" }).click();
  await expect(panel.getByTestId("inbox-timing")).toHaveText(/On its way again/);
  await expect.poll(() => confirmations(email), { timeout: 20_000 }).toBe(2);
  // Two within 10 minutes is the mailbox's budget: the third waits, and the panel says so.
  await panel.getByRole("button", { name: "Resend the e-mail" }).click();
  await expect(panel.getByTestId("inbox-timing")).toHaveText(/the next one follows in about \d+ minutes?/);
  expect(await axeAtBothWidths(page)).toEqual({ 375: [], 1280: [] });

  await panel.getByRole("button", { name: "Use another address" }).press("Enter");
  await expect(form.getByRole("textbox", { name: "Email address" })).toHaveValue("");
  // The button pressed is gone with the panel: focus goes to the form's field, not the page's top.
  await expect(form.getByRole("textbox", { name: "Email address" })).toBeFocused();
});

test("the footer's form shows the panel on its dark background without axe violations", { tag: "@one-viewport" }, async ({ page }) => {
  await gotoHydrated(page, "/about");
  const form = page.getByTestId("subscribe-footer");
  const email = `inbox-footer-${tag()}@example.com`;
  await subscribeIn(page, form, email);
  await expect(form.getByTestId("inbox-panel")).toContainText(`We asked ${masked(email)} to confirm.`, { timeout: 15_000 });
  expect(await axeAtBothWidths(page)).toEqual({ 375: [], 1280: [] });
});

test.describe("without JavaScript", { tag: "@one-viewport" }, () => {
  // axe runs in the page, so the browser's JavaScript stays on; the site's scripts are blocked.
  test.beforeEach(({ page }) => page.route(/\/assets\/.*\.js(\?.*)?$/, (route) => route.abort()));

  test("the result page shows the panel, and its Resend is a plain form post", async ({ page }) => {
    await page.goto("/");
    const form = page.getByTestId("subscribe-get-in-touch");
    const email = `inbox-nojs-${tag()}@example.com`;
    await subscribeIn(page, form, email);
    await expect(page.getByRole("heading", { level: 1, name: "Check your inbox" })).toBeVisible();
    const panel = page.getByTestId("inbox-panel");
    await expect(panel).toContainText(`We asked ${masked(email)} to confirm.`);
    expect(await axeAtBothWidths(page)).toEqual({ 375: [], 1280: [] });
    await expect.poll(() => confirmations(email), { timeout: 20_000 }).toBe(1);

    await panel.getByRole("button", { name: "Resend the e-mail" }).click();
    await expect(page.getByTestId("inbox-timing")).toHaveText(/On its way again/);
    await expect.poll(() => confirmations(email), { timeout: 20_000 }).toBe(2);
    expect(await axeAtBothWidths(page)).toEqual({ 375: [], 1280: [] });
  });
});

test("at 320 px the panel fits the screen", { tag: "@one-viewport" }, async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
  const page = await context.newPage();
  await gotoHydrated(page, "/");
  const form = page.getByTestId("subscribe-get-in-touch");
  await subscribeIn(page, form, `inbox-narrow-${tag()}@example.com`);
  await expect(form.getByTestId("inbox-panel")).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});

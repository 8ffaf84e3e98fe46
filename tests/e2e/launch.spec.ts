import { logIn } from "./console-helpers.ts";
import { axeAtBothWidths, expect, gotoHydrated, tag, test } from "./fixtures.ts";
import { confirmFromInbox, linkFrom } from "./mail-listener.ts";

// The launch in waves in a browser (issue 37): the operator lets one person in out of order from
// the Launch page (a plain form post), the person opens their invitation and accepts it (a POST,
// without JavaScript too); axe on the Launch page, the Overview's funnel per wave and the invitation page, at both widths. Only this spec's own
// address is invited, so the shared server's other people are left waiting.

test("the operator invites one person out of order; they see whose access it is and accept it once", async ({ page, browser }, info) => {
  test.skip(info.project.name !== "desktop", "one journey on the shared server: run on one project");
  test.setTimeout(120_000);
  const email = `launch-${tag()}@example.com`;
  // On the launch list: the prompt after a search asks for it; the mailbox confirms.
  expect((await page.request.post("/api/subscribe/", { data: { email, source: "search" } })).status()).toBe(202);
  await confirmFromInbox(page, email);

  await logIn(page);
  await gotoHydrated(page, "/admin/launch");
  await expect(page.getByRole("heading", { level: 1, name: "Launch" })).toBeVisible();
  expect(await axeAtBothWidths(page)).toEqual({ 375: [], 1280: [] });
  // The settings save as they are shown (the shared server's values, unchanged), from the keyboard.
  const days = page.getByLabel(/^Days an invitation stays open/);
  const shown = await days.inputValue();
  await days.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "The launch settings are saved" })).toBeVisible();
  await expect(page.getByLabel(/^Days an invitation stays open/)).toHaveValue(shown);
  await page.getByLabel("Their address").fill(email);
  await page.getByRole("button", { name: "Invite now, out of order" }).click();
  await expect(page.getByRole("status").filter({ hasText: `${email} (place` })).toContainText("invited out of order");
  // The Overview's funnel goes on per wave: its table passes axe too.
  await gotoHydrated(page, "/admin");
  await expect(page.getByRole("table", { name: "Invited and accepted per launch wave" })).toBeVisible();
  expect(await axeAtBothWidths(page)).toEqual({ 375: [], 1280: [] });

  // The link from the mailbox: axe on the page (JavaScript on, as axe needs), then Accept without JavaScript.
  const link = await linkFrom(email, /^Your invitation to Classwish is here$/, "/invitation?token=");
  await gotoHydrated(page, link);
  await expect(page.getByRole("button", { name: "Accept the invitation" })).toBeVisible();
  expect(await axeAtBothWidths(page)).toEqual({ 375: [], 1280: [] });
  const context = await browser.newContext({ baseURL: info.project.use.baseURL, javaScriptEnabled: false });
  const visitor = await context.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole("heading", { level: 1, name: "Your invitation to Classwish" })).toBeVisible();
  await expect(visitor.getByText(/^This invitation is for la•••@example\.com/)).toBeVisible();
  await visitor.getByRole("button", { name: "Accept the invitation" }).click();
  // The e2e server has no ACCESS_URL: accepting is recorded and the page says so.
  await expect(visitor.getByRole("heading", { level: 1, name: "You have accepted this invitation" })).toBeVisible();
  await visitor.goto(link);
  await expect(visitor.getByRole("heading", { level: 1, name: "You have accepted this invitation" })).toBeVisible();
  await context.close();

  // And as it is now: accepted.
  await gotoHydrated(page, link);
  await expect(page.getByText("Accepting again changes nothing.")).toBeVisible();
  expect(await axeAtBothWidths(page)).toEqual({ 375: [], 1280: [] });
});

import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { axeAtBothWidths, expect, gotoHydrated, tag, test } from "./fixtures.ts";
import { logIn } from "./console-helpers.ts";
import { confirmFromInbox } from "./mail-listener.ts";

// The waitlist people share (issue 27, items 4–6) in a real browser: a confirmed person's referral
// panel and page, a friend confirming through the link, one-tap share links on the wish, course
// and referral pages, and social proof on the cards and course page. Other specs share the server:
// nothing here changes the operator's settings.

const NETWORKS = { WhatsApp: "wa.me", Telegram: "t.me", X: "x.com", LinkedIn: "www.linkedin.com", Facebook: "www.facebook.com" } as const;

/** The six share links, each a plain link to its network carrying `url`; e-mail opens the mail app. */
async function expectShareLinks(scope: Locator, url: string) {
  const list = scope.getByRole("list", { name: "Share on" });
  await expect(list.getByRole("link")).toHaveCount(6);
  for (const [name, host] of Object.entries(NETWORKS)) {
    const link = list.getByRole("link", { name: new RegExp(`on ${name} \\(opens in a new tab\\)`) });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    const href = new URL((await link.getAttribute("href"))!);
    expect(href.host, name).toBe(host);
    expect(decodeURIComponent(href.search), name).toContain(url);
  }
  const mail = list.getByRole("link", { name: /by e-mail$/ });
  expect(decodeURIComponent((await mail.getAttribute("href"))!)).toMatch(new RegExp(`^mailto:\\?subject=.+&body=[\\s\\S]+${url.replace(/[?.]/g, "\\$&")}$`));
}

/** Joins the launch list as the search prompt does, and confirms from the inbox in this page. */
async function confirmedMember(page: Page, email: string, ref?: string) {
  const res = await page.request.post("/api/subscribe/", { data: { email, source: "search", ...(ref ? { ref } : {}) } });
  expect(res.status()).toBe(202);
  await confirmFromInbox(page, email);
}

test("a confirmed person sees their link, place and referrals; a friend who confirms through it counts", { tag: "@one-viewport" }, async ({ page, browser, consoleErrors }) => {
  const email = `ref-${tag()}@example.com`;
  await confirmedMember(page, email);
  const panel = page.getByTestId("referral-panel");
  await expect(panel.getByRole("heading", { level: 2, name: "Move up the launch list" })).toBeVisible();
  await expect(panel.getByTestId("referral-place")).toHaveText(/^#\d+ of \d+$/);
  await expect(panel.getByTestId("referral-count")).toHaveText("0");
  const link = await panel.getByRole("textbox", { name: "Your referral link", exact: true }).inputValue();
  expect(link).toMatch(/\/\?ref=p_[A-Za-z0-9_-]{12}$/);
  await expectShareLinks(panel, link);
  expect(await axeAtBothWidths(page)).toEqual({ 375: [], 1280: [] });

  // The referral page, by its signed link: the same figures, its own page.
  await panel.getByRole("link", { name: "Your referral page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Move up the launch list" })).toBeVisible();
  const referralPage = page.url();
  await expect(page.getByRole("textbox", { name: "Your referral link", exact: true })).toHaveValue(link);
  expect(await axeAtBothWidths(page)).toEqual({ 375: [], 1280: [] });
  // At 320 px the share links wrap: nothing scrolls sideways.
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 320, height: 640 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  await page.setViewportSize(size);

  // A friend opens the link and subscribes from the home page's Get in Touch form, then confirms.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  const friendEmail = `friend-${tag()}@example.com`;
  await gotoHydrated(friend, new URL(link).pathname + new URL(link).search);
  await expect(friend.getByTestId("invited-note")).toHaveText(/^A friend invited you\./);
  expect(await axeAtBothWidths(friend)).toEqual({ 375: [], 1280: [] });
  const form = friend.getByTestId("subscribe-get-in-touch");
  await form.getByRole("textbox").fill(friendEmail);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await confirmFromInbox(friend, friendEmail);
  await friendContext.close();

  await page.goto(referralPage);
  await expect(page.getByTestId("referral-count")).toHaveText("1");
  expect(consoleErrors).toEqual([]);
});

test("a course page and a wish page offer one-tap sharing; the course shows how many want it", { tag: "@one-viewport" }, async ({ page, consoleErrors }) => {
  // The API calls first, one after another: a keep-alive connection left idle through an axe scan
  // can meet the server closing it.
  const concept = `Jazz <b>piano</b> & "bebop" ${tag()}`;
  const searched = await (await page.request.post("/api/find-course/", { data: { search_id: randomUUID(), concept, budget: 100, class_size: 5 } })).json();
  const wish = await (await page.request.post("/api/wishes/", { data: { search_id: searched.search_id } })).json();
  // Someone registered interest in the first course: its card and page say so.
  await gotoHydrated(page, "/");
  const firstCard = page.locator("article[data-course-id]").first();
  const courseId = Number(await firstCard.getAttribute("data-course-id"));
  expect((await page.request.post("/api/interest/", { data: { course_id: courseId } })).ok()).toBe(true);
  await gotoHydrated(page, "/");
  const card = page.locator(`article[data-course-id="${courseId}"]`);
  await expect(card.getByTestId("course-proof")).toHaveText(/^(1 person wants this|\d+ people want this)$/);
  await card.getByRole("heading").getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("course-proof")).toHaveText(/^(1 person wants this|\d+ people want this)$/);
  const share = page.getByRole("region", { name: "Share this course" });
  await expectShareLinks(share, await share.getByLabel("Link to this course").inputValue());
  expect(await axeAtBothWidths(page)).toEqual({ 375: [], 1280: [] });

  // The wish, with words that look like markup: shared as text, the links as encoded values.
  await gotoHydrated(page, `/wishes/${wish.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(concept);
  const wishShare = page.getByRole("region", { name: "Share this wish" });
  await expectShareLinks(wishShare, wish.share_url);
  const x = new URL((await wishShare.getByRole("link", { name: /on X / }).getAttribute("href"))!);
  expect(x.searchParams.get("text")).toContain(`“${concept}”`);
  expect(await axeAtBothWidths(page)).toEqual({ 375: [], 1280: [] });
  expect(consoleErrors).toEqual([]);
});

test("the console's Referrals page: settings and top referrers", { tag: "@one-viewport" }, async ({ page, consoleErrors }) => {
  await logIn(page);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Referrals" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Referrals" })).toBeVisible();
  // A bad value: the field says why, nothing is saved.
  const places = page.getByLabel(/^Places up the launch list/);
  const before = await places.inputValue();
  await places.fill("-4");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Places per referral must be a whole number.")).toBeVisible();
  await expect(places).toHaveAttribute("aria-invalid", "true");
  expect(await axeAtBothWidths(page)).toEqual({ 375: [], 1280: [] });
  // Saved as it was (other specs share the server).
  await places.fill(before);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status")).toHaveText(/Saved/);
  expect(await axeAtBothWidths(page)).toEqual({ 375: [], 1280: [] });
  // The refused value's answer, and nothing else.
  expect(consoleErrors).toEqual(["Failed to load resource: the server responded with a status of 400 (Bad Request)"]);
});

test.describe("without JavaScript", { tag: "@one-viewport" }, () => {
  test.use({ javaScriptEnabled: false });

  test("the confirm page, the referral page and the share links work as plain pages and links", async ({ page }) => {
    const email = `nojs-ref-${tag()}@example.com`;
    await confirmedMember(page, email);
    const panel = page.getByTestId("referral-panel");
    const link = await panel.getByRole("textbox", { name: "Your referral link", exact: true }).inputValue();
    await expectShareLinks(panel, link);
    // No Copy button without JavaScript (it could do nothing): the field holds the link to copy.
    await expect(panel.getByRole("button", { name: "Copy link" })).toHaveCount(0);
    await panel.getByRole("link", { name: "Your referral page" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Move up the launch list" })).toBeVisible();
    await expect(page.getByTestId("referral-count")).toHaveText("0");
    // (axe runs in the page's JavaScript: the same pages are scanned, at both widths, above.)
  });

  test("the console's Referrals form is a plain post: a bad value is refused next to its field, the same values save", async ({ page }) => {
    await logIn(page, { javaScript: false });
    await page.goto("/admin/referrals");
    const threshold = page.getByLabel(/^Smallest count the pages show/);
    const before = await threshold.inputValue();
    await threshold.fill("0");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("The smallest count shown must be at least 1.")).toBeVisible();
    await threshold.fill(before);
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByRole("status")).toHaveText(/Saved/);
  });
});

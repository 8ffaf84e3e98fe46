import type { Browser, Page } from "@playwright/test";
import { logIn } from "./console-helpers.ts";
import { axeViolations, expect, gotoHydrated, tag, test } from "./fixtures.ts";
import { mailTo } from "./mail-listener.ts";

// Course pages and seats, as people use them: a card leads to its page; the operator opens a course
// of one seat; a first visitor reserves and confirms it from the e-mail, a second one joins the
// waitlist with a place; the first releases the seat, and the second is told by e-mail that it is
// theirs. Course 8 is this spec's (no other spec opens it); the shared server keeps what it did,
// so the journey starts by freeing the course's seats (a retry then starts over).

const TCM = "Traditional Chinese Medicine: History, Practice and Evidence";
const TCM_PATH = "/courses/traditional-chinese-medicine-history-practice-and-evidence";

/** The link in the newest message to the address whose subject matches. */
async function linkFrom(address: string, subject: RegExp, path: string): Promise<string> {
  const find = () =>
    mailTo(address)
      .filter((m) => subject.test(m.subject))
      .at(-1)
      ?.text.match(new RegExp(`https?://\\S+${path.replace("?", "\\?")}\\S+`))?.[0];
  await expect.poll(find, { timeout: 20_000 }).toBeTruthy();
  const url = new URL(find()!);
  return url.pathname + url.search;
}

/** A visitor in a browser of their own reserves a seat (or a waitlist place) and confirms it from the e-mail. */
async function reserveAndConfirm(browser: Browser, email: string, button: "Reserve a seat" | "Join the waitlist") {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await gotoHydrated(page, TCM_PATH);
  const main = page.getByRole("main");
  await main.getByRole("textbox", { name: "Email address" }).fill(email);
  await main.getByRole("button", { name: button }).click();
  await expect(page.getByTestId("seat-sent")).toContainText("We've e-mailed you a link.");
  const link = await linkFrom(email, /^Confirm your seat in/, "/seats?token=");
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your seat" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm my seat" }).click();
  return { page, link };
}

async function openWithOneSeat(page: Page) {
  await logIn(page);
  await gotoHydrated(page, "/admin/courses/8");
  // Whatever a previous attempt left: every seat and waitlist place freed.
  const release = page.getByRole("button", { name: /^Release the seat of / });
  while ((await release.count()) > 0) {
    await release.first().click();
    await expect(page.getByText("Seat released.")).toBeVisible();
  }
  await page.getByLabel("Class size (seats, 1–25)").fill("1");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Saved.")).toBeVisible();
  await page.getByRole("button", { name: "Open course…" }).click();
  await page.getByRole("button", { name: /^Yes, open/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "Course opened" })).toBeVisible();
}

test("a card leads to its course page; a seat is reserved and confirmed, the next person waits with a place, and a released seat moves them up with an e-mail", async ({
  page,
  browser,
}, info) => {
  test.skip(info.project.name !== "desktop", "one journey on a shared course: run on one project");
  test.setTimeout(90_000);
  await gotoHydrated(page, "/");
  await page.locator("#courses").getByRole("link", { name: TCM }).click();
  await expect(page).toHaveURL(new RegExp(`${TCM_PATH}$`));
  await expect(page.getByRole("heading", { level: 1, name: TCM })).toBeVisible();
  await expect(page.getByText("Wednesday, 20 January 2027, 7:00 pm")).toBeVisible();

  await openWithOneSeat(page);
  await gotoHydrated(page, TCM_PATH);
  await expect(page.getByTestId("course-state")).toContainText("Open for seats");
  await expect(page.getByTestId("seats-left")).toHaveText("1 of 1");
  // The browser runs in UTC: the schedule is also said in the visitor's own zone.
  await expect(page.getByTestId("local-first-class")).toContainText("in your time zone");

  const ana = `seat-ana-${tag()}@example.com`;
  const first = await reserveAndConfirm(browser, ana, "Reserve a seat");
  await expect(first.page.getByRole("heading", { level: 1, name: "Your seat is confirmed" })).toBeVisible();
  expect(await axeViolations(first.page)).toEqual([]);

  await page.reload();
  await expect(page.getByTestId("course-state")).toContainText("Full (waitlist)");
  expect(await axeViolations(page)).toEqual([]);

  const ben = `seat-ben-${tag()}@example.com`;
  const second = await reserveAndConfirm(browser, ben, "Join the waitlist");
  await expect(second.page.getByRole("heading", { level: 1, name: "You're on the waitlist" })).toBeVisible();
  await expect(second.page.getByTestId("waitlist-position")).toHaveText("1");

  // Ana can't come after all: her seat goes to Ben, who is told by e-mail.
  await first.page.goto(first.link);
  await first.page.getByRole("button", { name: "Release my seat" }).click();
  await expect(first.page.getByRole("heading", { level: 1, name: "Your seat is released" })).toBeVisible();
  await second.page.goto(await linkFrom(ben, /^A seat in “.+” is yours$/, "/seats?token="));
  await expect(second.page.getByRole("heading", { level: 1, name: "You have a seat" })).toBeVisible();

  await gotoHydrated(page, "/admin/courses/8");
  await expect(page.getByTestId("seat-summary")).toContainText("1 of 1 seats held · 0 on the waitlist");
  await expect(page.getByTestId("seat-row").filter({ hasText: ben })).toContainText("Seat held");
  expect(await axeViolations(page)).toEqual([]);
  const csv = await (await page.request.get("/admin/courses/8/seats.csv")).text();
  expect(csv).toContain(`"${ben}","held"`);
  expect(csv).toContain(`"${ana}","released"`);
});

test.describe("without JavaScript", () => {
  test("a course page shows its facts and registers interest by a plain form; the pages are axe-clean", async ({ page }) => {
    // The site's scripts never load (axe still runs in the page), as in a browser without JavaScript.
    await page.route(/\/assets\/.*\.js(\?.*)?$/, (route) => route.abort());
    await page.goto("/courses/black-holes-what-happens-beyond-the-event-horizon");
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await expect(page.getByRole("heading", { level: 1, name: "Black Holes: What Happens Beyond the Event Horizon" })).toBeVisible();
    await expect(page.getByText("Tuesdays at 7:00 pm")).toBeVisible();
    await expect(page.getByText("10 learners")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Register for “Black Holes: What Happens Beyond the Event Horizon”" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "You're registered" })).toBeVisible();

    const seat = await page.goto("/seats?token=not-a-real-link");
    expect(seat?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1, name: "This link doesn't work" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

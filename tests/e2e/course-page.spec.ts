import type { Browser, Page } from "@playwright/test";
import { logIn } from "./console-helpers.ts";
import { axeViolations, expect, gotoHydrated, tag, test } from "./fixtures.ts";
import { linkFrom, mailTo } from "./mail-listener.ts";

// Course pages and seats, as people use them: a card leads to its page; the operator opens a course
// of one seat; a first visitor reserves and confirms it from the e-mail, a second one joins the
// waitlist with a place; the first releases the seat, and the second is told by e-mail that it is
// theirs. Course 8 is this spec's (no other spec opens it); the shared server keeps what it did,
// so the journey starts by freeing the course's seats (a retry then starts over).

const TCM = "Traditional Chinese Medicine: History, Practice and Evidence";
const TCM_PATH = "/courses/traditional-chinese-medicine-history-practice-and-evidence";

/** A visitor in a browser of their own reserves a seat (or a waitlist place) and confirms it from the e-mail. */
async function reserveAndConfirm(browser: Browser, email: string, button: "Reserve a seat" | "Join the waitlist") {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await gotoHydrated(page, TCM_PATH);
  const main = page.getByRole("main");
  await main.getByRole("textbox", { name: "Email address" }).fill(email);
  await main.getByRole("button", { name: button }).click();
  // A full class's request says waitlist from the form's answer and its e-mail's subject on, and so does its page.
  const waitlist = button === "Join the waitlist";
  await expect(page.getByTestId("seat-sent")).toContainText(waitlist ? "We've e-mailed you a link to join the waitlist." : "We've e-mailed you a link.");
  const link = await linkFrom(email, waitlist ? /^Join the waitlist for “/ : /^Confirm your seat in “/, "/seats?token=");
  await gotoHydrated(page, link);
  await expect(page.getByRole("heading", { level: 1, name: waitlist ? "Join the waitlist" : "Confirm your seat" })).toBeVisible();
  await expect(page.getByTestId("seat-promise")).toContainText("Reserving is free");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: waitlist ? "Join the waitlist" : "Confirm my seat" }).click();
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
  test.setTimeout(150_000);
  await gotoHydrated(page, "/");
  await page.locator("#courses").getByRole("link", { name: TCM }).click();
  await expect(page).toHaveURL(new RegExp(`${TCM_PATH}$`));
  await expect(page.getByRole("heading", { level: 1, name: TCM })).toBeVisible();
  await expect(page.getByText("Wednesday, 20 January 2027, 7:00 pm")).toBeVisible();

  await openWithOneSeat(page);
  // The card's action follows the state: Reserve a seat, a link to the course page's seat form.
  await gotoHydrated(page, "/");
  const cardAction = page.locator('#courses [data-course-id="8"]').first().getByTestId("card-action");
  await expect(cardAction).toHaveText("Reserve a seat");
  await expect(cardAction).toHaveAccessibleName(`Reserve a seat in “${TCM}”`);
  await cardAction.click();
  await expect(page).toHaveURL(new RegExp(`${TCM_PATH}#seats$`));
  await expect(page.getByRole("button", { name: "Reserve a seat" })).toBeVisible();
  // The link lands on the seat form: on a phone it is screens down the page.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`${TCM_PATH}#seats`);
  await expect(page.locator("#seats")).toBeInViewport();
  await expect(page.getByRole("main").getByRole("textbox", { name: "Email address" })).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 800 });
  // This browser wants the course: a figure for the full class with nobody waiting, below.
  expect((await page.request.post("/api/interest/", { data: { course_id: 8 } })).status()).toBeLessThan(300);
  await gotoHydrated(page, TCM_PATH);
  await expect(page.getByTestId("course-state")).toContainText("Open for seats");
  await expect(page.getByTestId("seats-left")).toHaveText("1 of 1");
  // The browser runs in UTC: the schedule is also said in the visitor's own zone.
  await expect(page.getByTestId("local-first-class")).toContainText("in your time zone");

  const ana = `seat-ana-${tag()}@example.com`;
  const first = await reserveAndConfirm(browser, ana, "Reserve a seat");
  await expect(first.page.getByRole("heading", { level: 1, name: "Your seat is confirmed" })).toBeVisible();
  // A seat to plan around: the schedule in Singapore time and the browser's own (UTC here), calendar links.
  await expect(first.page.getByText("Wednesday, 20 January 2027, 7:00 pm")).toBeVisible();
  await expect(first.page.getByTestId("local-first-class")).toContainText("Wednesday, 20 January 2027, 11:00 am in your time zone (UTC)");
  expect(new URL((await first.page.getByTestId("google-calendar").getAttribute("href"))!).searchParams.get("dates")).toBe("20270120T110000Z/20270120T120000Z");
  expect(new URL((await first.page.getByTestId("outlook-calendar").getAttribute("href"))!).searchParams.get("startdt")).toBe("2027-01-20T11:00:00.000Z");
  await expect(first.page.getByTestId("seat-promise")).toContainText("Reserving is free");
  expect(await axeViolations(first.page)).toEqual([]);
  // Her receipt names her zone, which her browser sent with the confirmation.
  await expect.poll(() => mailTo(ana).find((m) => m.subject.endsWith("is confirmed"))?.text ?? "", { timeout: 20_000 }).toContain("in your time zone (UTC)");

  await page.reload();
  await expect(page.getByTestId("course-state")).toContainText("Full (waitlist)");
  // Full, and nobody waiting yet: the demand still shows (not a hidden "0 on the waitlist"), on the page and the card.
  await expect(page.getByTestId("course-proof")).toHaveText(/^(1 person wants this|\d+ people want this)$/);
  await gotoHydrated(page, "/");
  await expect(page.locator('#courses [data-course-id="8"]').first().getByTestId("course-proof")).toHaveText(/^(1 person wants this|\d+ people want this)$/);
  await gotoHydrated(page, TCM_PATH);
  expect(await axeViolations(page)).toEqual([]);
  // The full course's page (its free-seat line and waitlist form) and the home page's cards, at both widths.
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await gotoHydrated(page, TCM_PATH);
    await expect(page.getByTestId("seat-free")).toHaveText("Reserving is free: nothing is charged to hold a seat or a place on the waitlist.");
    expect(await axeViolations(page)).toEqual([]);
    await gotoHydrated(page, "/");
    await expect(page.locator('#courses [data-course-id="8"]').first().getByTestId("card-action")).toHaveText("Join the waitlist");
    expect(await axeViolations(page)).toEqual([]);
  }
  await gotoHydrated(page, TCM_PATH);
  // One colour per state: the card on the home page shows Full as the course's page does.
  const colours = (badge: ReturnType<Page["getByTestId"]>) => badge.evaluate((e) => [getComputedStyle(e).backgroundColor, getComputedStyle(e).color].join(" "));
  const pageColours = await colours(page.getByTestId("course-state"));
  await gotoHydrated(page, "/");
  const card = page.locator('#courses [data-course-id="8"]').first().getByTestId("course-level");
  await expect(card).toContainText("Full (waitlist)");
  expect(await colours(card)).toBe(pageColours);
  await expect(page.locator('#courses [data-course-id="8"]').first().getByTestId("card-action")).toHaveText("Join the waitlist");
  await gotoHydrated(page, TCM_PATH);

  const ben = `seat-ben-${tag()}@example.com`;
  const second = await reserveAndConfirm(browser, ben, "Join the waitlist");
  await expect(second.page.getByRole("heading", { level: 1, name: "You're on the waitlist" })).toBeVisible();
  await expect(second.page.getByTestId("waitlist-position")).toHaveText("1");

  // Without JavaScript: the card's action, the waitlist request, its page and leaving all work by plain links and forms.
  {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const plain = await context.newPage();
    await plain.route(/\/assets\/.*\.js(\?.*)?$/, (route) => route.abort());
    await plain.goto("/");
    await plain.locator('#courses [data-course-id="8"]').first().getByRole("link", { name: `Join the waitlist for “${TCM}”` }).click();
    await expect(plain).toHaveURL(new RegExp(`${TCM_PATH}#seats$`));
    const cy = `seat-cy-${tag()}@example.com`;
    await plain.getByRole("main").getByRole("textbox", { name: "Email address" }).fill(cy);
    await plain.getByRole("main").getByRole("button", { name: "Join the waitlist" }).click();
    await expect(plain.getByTestId("seat-sent")).toContainText("We've e-mailed you a link to join the waitlist.");
    await plain.goto(await linkFrom(cy, /^Join the waitlist for “/, "/seats?token="));
    await expect(plain.getByRole("heading", { level: 1, name: "Join the waitlist" })).toBeVisible();
    await plain.getByRole("button", { name: "Join the waitlist" }).click();
    await expect(plain.getByRole("heading", { level: 1, name: "You're on the waitlist" })).toBeVisible();
    await expect(plain.getByTestId("waitlist-position")).toHaveText("2");
    await plain.getByRole("button", { name: "Leave the waitlist" }).click();
    await expect(plain.getByRole("heading", { level: 1, name: "Leave the waitlist?" })).toBeVisible();
    expect(await axeViolations(plain)).toEqual([]);
    await plain.getByRole("button", { name: "Yes, leave the waitlist" }).click();
    await expect(plain.getByRole("heading", { level: 1, name: "Your seat is released" })).toBeVisible();
    expect(await plain.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await context.close();
  }

  // Ana can't come after all. Releasing asks first; "Keep my seat" changes nothing.
  await gotoHydrated(first.page, first.link);
  await first.page.getByRole("button", { name: "Release my seat" }).click();
  await expect(first.page.getByRole("heading", { level: 1, name: "Release your seat?" })).toBeVisible();
  expect(await axeViolations(first.page)).toEqual([]);
  await first.page.getByRole("link", { name: "Keep my seat" }).click();
  await expect(first.page.getByRole("heading", { level: 1, name: "You have a seat" })).toBeVisible();
  // Yes: her seat goes to Ben, who is told by e-mail.
  await first.page.getByRole("button", { name: "Release my seat" }).click();
  await first.page.getByRole("button", { name: "Yes, release my seat" }).click();
  await expect(first.page.getByRole("heading", { level: 1, name: "Your seat is released" })).toBeVisible();
  const benSeat = await linkFrom(ben, /^A seat in “.+” is yours$/, "/seats?token=");
  // His seat page and the release question, at both widths, axe-clean.
  for (const width of [375, 1280]) {
    await second.page.setViewportSize({ width, height: 800 });
    await gotoHydrated(second.page, benSeat);
    await expect(second.page.getByRole("heading", { level: 1, name: "You have a seat" })).toBeVisible();
    await expect(second.page.getByTestId("google-calendar")).toBeVisible();
    expect(await axeViolations(second.page)).toEqual([]);
    await second.page.getByRole("button", { name: "Release my seat" }).click();
    await expect(second.page.getByRole("heading", { level: 1, name: "Release your seat?" })).toBeVisible();
    expect(await axeViolations(second.page)).toEqual([]);
  }

  await gotoHydrated(page, "/admin/courses/8");
  await expect(page.getByTestId("seat-summary")).toContainText("1 of 1 seats held · 0 on the waitlist");
  await expect(page.getByTestId("seat-row").filter({ hasText: ben })).toContainText("Seat held");
  expect(await axeViolations(page)).toEqual([]);
  // On a phone the seat table scrolls inside itself: nothing in it (its visually hidden Actions
  // heading included) widens the page, so the phone does not zoom out.
  await page.setViewportSize({ width: 375, height: 740 });
  await gotoHydrated(page, "/admin/courses/8");
  await expect(page.getByTestId("seat-row").first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
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

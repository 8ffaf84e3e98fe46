import type { Browser, Page } from "@playwright/test";
import type { SmtpListener } from "../helpers/smtp.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { withOwnServer } from "./own-server.ts";

// The mail budget holds back strangers, not a person reserving for themselves (issue 41 item 5).
// Every seeded course is some other spec's on the shared server, and this journey opens three and
// fills one mailbox's budget: it runs a server of its own (own-server.ts).

const TOKEN = "seat-budget-operator-token-0123456789";
const ANA = "ana@example.com";

let smtp: SmtpListener;
let baseURL: string;

/** The path of the newest seat link to Ana about this course. */
async function seatLinkFor(title: string): Promise<string> {
  const find = () =>
    smtp.received
      .filter((m) => m.to.includes(ANA) && m.subject === `Confirm your seat in “${title}”`)
      .at(-1)
      ?.text.match(/https?:\/\/\S+\/seats\?token=\S+/)?.[0];
  await expect.poll(find, { timeout: 20_000 }).toBeTruthy();
  const url = new URL(find()!);
  return url.pathname + url.search;
}

async function reserve(page: Page, coursePath: string, js: boolean) {
  if (js) await gotoHydrated(page, coursePath);
  else await page.goto(coursePath);
  const main = page.getByRole("main");
  await main.getByRole("textbox", { name: "Email address" }).fill(ANA);
  await main.getByRole("button", { name: "Reserve a seat" }).click();
  return page.getByTestId("seat-sent");
}

const browserAt = async (browser: Browser, javaScriptEnabled: boolean) => (await browser.newContext({ baseURL, javaScriptEnabled })).newPage();

test("Ana's own browser gets her seat links at once after she confirmed one; a stranger typing her address waits, and is told why", async ({ browser }, info) => {
  test.skip(info.project.name !== "desktop", "a server of its own: one project is enough");
  test.setTimeout(180_000);
  await withOwnServer({ ADMIN_TOKEN: TOKEN }, async (own) => {
    ({ baseURL, smtp } = own);
    await journey(browser);
  });
});

async function journey(browser: Browser) {
  // The operator opens three courses for seats.
  const courses: Array<{ path: string; title: string }> = [];
  for (const id of [1, 2, 3]) {
    const res = await fetch(`${baseURL}/api/admin/courses/${id}/open`, { method: "POST", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
  }
  const listed = (await (await fetch(`${baseURL}/api/courses/`)).json()) as { courses: Array<{ id: number; title: string; url: string }> };
  for (const id of [1, 2, 3]) {
    const c = listed.courses.find((x) => x.id === id)!;
    courses.push({ path: new URL(c.url).pathname, title: c.title });
  }
  const [first, second, third] = courses as [(typeof courses)[0], (typeof courses)[0], (typeof courses)[0]];

  // Ana reserves a seat in her browser and presses the button in the e-mail, in the same browser.
  const ana = await browserAt(browser, true);
  await expect(await reserve(ana, first.path, true)).toContainText("We've e-mailed you a link.");
  await gotoHydrated(ana, await seatLinkFor(first.title));
  await ana.getByRole("button", { name: "Confirm my seat" }).click();
  await expect(ana.getByRole("heading", { level: 1, name: "Your seat is confirmed" })).toBeVisible();

  // Someone else, in a browser without JavaScript, types her address for the two other courses:
  // the first goes now (two within 10 minutes), the next waits, and the page says why and what
  // to do, in place of "Check your inbox"'s usual line.
  const stranger = await browserAt(browser, false);
  await expect(await reserve(stranger, second.path, false)).toContainText("We've e-mailed you a link.");
  const held = await reserve(stranger, third.path, false);
  await expect(held).toContainText(/to keep strangers from filling an inbox, this link follows in about (9|10) minutes\./);
  await expect(held).toContainText("Nothing is held until you press it, and seats go in the order people confirm them.");
  await expect(held).toContainText("Is it your address? Press the button in an earlier e-mail from us in this browser");

  // Ana, in her browser, reserves that third course: her link goes now, not in 10 minutes.
  await expect(await reserve(ana, third.path, true)).toContainText("We've e-mailed you a link.");
  await seatLinkFor(third.title);
  expect(smtp.received.filter((m) => m.subject === `Confirm your seat in “${third.title}”`)).toHaveLength(1);
}

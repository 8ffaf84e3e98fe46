import type { Browser } from "@playwright/test";
import { logIn, search, subscribe } from "./console-helpers.ts";
import { expect, gotoHydrated, tag, test } from "./fixtures.ts";
import { allMail, confirmFromInbox, mailTo } from "./mail-listener.ts";

// Demand back to the people who asked: visitors ask for a class (a search, a Register click) and
// agree to hear from us; the operator sees them on the course's console page, runs the dry run,
// confirms, and each confirmed asker gets "A class you asked for is open" once, at the run's SMTP
// listener. Course 6 is this spec's: no other spec registers for it, opens it or searches for
// anything it would rank among a search's three related courses, so nobody else becomes one of its
// askers while this runs (course 4, used before, was, and a newcomer between the send and the second
// press made that press find someone to tell).

const PERSONALITY = "Can Your Personality Change? The Science of Personal Growth";
const SUBJECT = `A class you asked for is open: “${PERSONALITY}”`;

/** A visitor in a browser of their own: asks for the class, gives an address and, unless told not to, confirms it from the e-mail (which links the browser, and so what it asked, to the address). */
async function asker(browser: Browser, email: string, how: { concept?: string; register?: boolean; confirm: boolean }) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  if (how.concept) await search(page, how.concept, 80, 4);
  if (how.register) expect((await page.request.post("/api/interest/", { data: { course_id: 6 } })).status()).toBeLessThan(300);
  await subscribe(page, email, how.register ? { source: "course", course_id: 6 } : { source: "search" });
  if (how.confirm) await confirmFromInbox(page, email);
  await context.close();
}

const figure = async (page: import("@playwright/test").Page, id: string) => Number(await page.getByTestId(id).textContent());

test("the operator sees who asked for a course, runs the dry run, confirms, and each confirmed asker gets one message", { tag: "@one-viewport" }, async ({ page, browser }) => {
  test.setTimeout(90_000);
  const t = tag();
  const ana = `asked-ana-${t}@example.com`;
  const bo = `asked-bo-${t}@example.com`;
  const cy = `asked-cy-${t}@example.com`;
  // Ana searched for it and is on the launch list; Bo registered for the course and is on its list;
  // Cy searched for it but never confirmed her address.
  await asker(browser, ana, { concept: `Personality change ${t}`, confirm: true });
  await asker(browser, bo, { register: true, confirm: true });
  await asker(browser, cy, { concept: `changing my personality ${t}`, confirm: false });

  await logIn(page);
  await gotoHydrated(page, "/admin/courses/6");
  const panel = page.getByRole("region", { name: "People who asked", exact: true });
  await expect(panel.getByTestId("asked-concepts")).toContainText(`Personality change ${t}`);
  await expect(panel.getByTestId("asked-concepts")).toContainText(`changing my personality ${t}`);
  const waiting = (await figure(page, "asked-agreed")) - (await figure(page, "asked-told"));
  expect(waiting).toBeGreaterThanOrEqual(2);

  await panel.getByRole("button", { name: "Notify them…" }).click();
  await expect(panel.getByTestId("will-notify")).toHaveText(`${waiting} people will get this e-mail.`);
  const before = allMail().filter((m) => m.subject === SUBJECT).length;
  await panel.getByRole("button", { name: "Yes, notify them" }).click();
  await expect(panel.getByRole("status")).toHaveText(`Queued to ${waiting} people.`);
  // The page follows the messages until they are sent.
  await expect(page.getByTestId("asked-progress")).toContainText(" sent · 0 on the way", { timeout: 20_000 });

  await expect.poll(() => allMail().filter((m) => m.subject === SUBJECT).length - before, { timeout: 20_000 }).toBe(waiting);
  expect(mailTo(ana).filter((m) => m.subject === SUBJECT)).toHaveLength(1);
  expect(mailTo(bo).filter((m) => m.subject === SUBJECT)).toHaveLength(1);
  expect(mailTo(cy).filter((m) => m.subject === SUBJECT)).toHaveLength(0);
  const notice = mailTo(ana).find((m) => m.subject === SUBJECT)!;
  expect(notice.headers["list-unsubscribe"]).toContain("/unsubscribe?token=");
  const link = new URL(/https?:\/\/\S+\/courses\/\S+/.exec(notice.text)![0]);
  expect(link.pathname).toBe("/courses/can-your-personality-change-the-science-of-personal-growth");

  // Pressed again: nobody is left to tell.
  await panel.getByRole("button", { name: "Notify them…" }).click();
  await expect(panel.getByTestId("nothing-to-notify")).toContainText("has been told about");
});

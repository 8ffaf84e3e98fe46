import type { Browser } from "@playwright/test";
import { logIn, search, subscribe } from "./console-helpers.ts";
import { expect, gotoHydrated, tag, test } from "./fixtures.ts";
import { allMail, confirmFromInbox, mailTo } from "./mail-listener.ts";

// Demand back to the people who asked: visitors ask for a class (a search, a Register click) and
// agree to hear from us; the operator sees them on the course's console page, runs the dry run,
// confirms, and each confirmed asker gets "A class you asked for is open" once, at the run's SMTP
// listener. Course 4 is this spec's (no other spec notifies it); the server is shared, so the counts
// are read from the page and the messages counted from the moment of the press.

const HIEROGLYPHS = "Reading Egyptian Hieroglyphs from Scratch";
const SUBJECT = `A class you asked for is open: “${HIEROGLYPHS}”`;

/** A visitor in a browser of their own: asks for the class, gives an address and, unless told not to, confirms it from the e-mail (which links the browser, and so what it asked, to the address). */
async function asker(browser: Browser, email: string, how: { concept?: string; register?: boolean; confirm: boolean }) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  if (how.concept) await search(page, how.concept, 80, 4);
  if (how.register) expect((await page.request.post("/api/interest/", { data: { course_id: 4 } })).status()).toBeLessThan(300);
  await subscribe(page, email, how.register ? { source: "course", course_id: 4 } : { source: "search" });
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
  await asker(browser, ana, { concept: `Egyptian hieroglyphs ${t}`, confirm: true });
  await asker(browser, bo, { register: true, confirm: true });
  await asker(browser, cy, { concept: `hieroglyphs for beginners ${t}`, confirm: false });

  await logIn(page);
  await gotoHydrated(page, "/admin/courses/4");
  const panel = page.getByRole("region", { name: "People who asked", exact: true });
  await expect(panel.getByTestId("asked-concepts")).toContainText(`Egyptian hieroglyphs ${t}`);
  await expect(panel.getByTestId("asked-concepts")).toContainText(`hieroglyphs for beginners ${t}`);
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
  expect(link.pathname).toBe("/courses/reading-egyptian-hieroglyphs-from-scratch");

  // Pressed again: nobody is left to tell.
  await panel.getByRole("button", { name: "Notify them…" }).click();
  await expect(panel.getByTestId("nothing-to-notify")).toContainText("has been told about");
});

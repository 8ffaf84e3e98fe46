import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { messages, seats, subscribers } from "../../app/.server/db/schema.ts";
import type { MailService } from "../../app/.server/mail/service.ts";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app.ts";
import { openTestDatabase, type TestDatabase } from "../helpers/db.ts";
import { startSmtpWorker } from "../helpers/mail-worker.ts";
import { waitForDrained } from "../helpers/outbox.ts";
import { pressOnSeat, reserve, seatCourse, seatLink } from "../helpers/seats.ts";
import { startSmtpListener, type SmtpListener } from "../helpers/smtp.ts";

// The mailbox budget (two messages a stranger can cause per 10 minutes, three a day) against a
// person reserving for themselves (issue 41 item 5), on the real server (production build), a real
// PostgreSQL and a real SMTP listener: a browser that proved the mailbox (it pressed the button on a
// link from it) reserves as its owner and its links go at once, while a stranger's are still held;
// a held link whose seat was confirmed or released since is dropped, not sent a day later.

const env = { PUBLIC_URL: "http://classwish.test", SUPPORT_EMAIL: "support@classwish.test", MAIL_RATE: "0", RATE_LIMIT_PER_MIN: "1000" };

const decode = (s: string) => s.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
/** What the course page said in the form's place after Reserve (no JavaScript: the page the post answers). */
async function sentText(res: Response): Promise<string> {
  expect(res.status).toBe(200);
  const html = await res.text();
  const said = /data-testid="seat-sent"[^>]*>([^<]*)</.exec(html)?.[1];
  if (said === undefined) throw new Error("the page shows no 'Check your inbox' answer");
  return decode(said);
}
const NOW = /^We've e-mailed you a link\b/;
const HELD = /this link follows in about (\d+) (minutes|hours)\. Nothing is held until you press it, and seats go in the order people confirm them\. Is it your address\?/;

describe("seat links and the mailbox budget", () => {
  let database: TestDatabase;
  let smtp: SmtpListener;
  let app: TestApp;
  let worker: MailService | undefined;

  beforeAll(async () => {
    database = await openTestDatabase();
    smtp = await startSmtpListener();
    app = await startTestApp(database, env, { pages: true });
  });
  afterAll(async () => {
    await worker?.stop();
    await app?.close();
    await smtp?.close();
    await database?.destroy();
  });
  beforeEach(async () => {
    await worker?.stop();
    await database.reset();
    smtp.received.length = 0;
    worker = await startSmtpWorker(database, app.config, smtp.url);
  });

  /** The seat's confirmation links (its messages of kind seat_confirm), oldest first. */
  async function seatMessages(email: string, courseId: number) {
    const [seat] = await database.db
      .select({ id: seats.id })
      .from(seats)
      .innerJoin(subscribers, eq(subscribers.id, seats.subscriberId))
      .where(and(eq(subscribers.email, email), eq(seats.courseId, courseId)));
    if (!seat) throw new Error(`no seat for ${email} in course ${courseId}`);
    return database.db
      .select({ id: messages.id, status: messages.status, attempts: messages.attempts, sendAfter: messages.sendAfter })
      .from(messages)
      .where(and(eq(messages.kind, "seat_confirm"), like(messages.dedupeKey, `seat_confirm:${seat.id}:%`)))
      .orderBy(messages.id);
  }
  /** The seat links (not receipts) that reached the listener for this course. */
  const mailAbout = (title: string) => smtp.received.filter((m) => m.subject === `Confirm your seat in “${title}”`);

  it("a browser that proved the mailbox gets its links at once, a stranger's are held, and the stranger's held link for the same seat goes with the owner's request", async () => {
    const [a, b, c, d, e] = [await seatCourse(database, 5), await seatCourse(database, 5), await seatCourse(database, 5), await seatCourse(database, 5), await seatCourse(database, 5)];
    const owner: TestClient = app.client();
    const stranger: TestClient = app.client();

    // Ana reserves a seat and presses the button in the link: this browser has proven her mailbox.
    expect(await sentText(await reserve(app, owner, a!.slug, "ana@example.com"))).toMatch(NOW);
    await smtp.waitFor(1);
    await waitForDrained(database, app.mail.boss);
    expect((await pressOnSeat(app, await seatLink(app, database, "ana@example.com"), "confirm", owner)).status).toBe(200);

    // A stranger types her address for three more courses: the second goes now (two in 10
    // minutes), the third waits 10 minutes, the fourth a day (three a day).
    expect(await sentText(await reserve(app, stranger, b!.slug, "ana@example.com"))).toMatch(NOW);
    const third = await sentText(await reserve(app, stranger, c!.slug, "ana@example.com"));
    expect(third).toMatch(HELD);
    expect(HELD.exec(third)?.[2]).toBe("minutes");
    const fourth = await sentText(await reserve(app, stranger, d!.slug, "ana@example.com"));
    expect(HELD.exec(fourth)?.slice(1)).toEqual(["24", "hours"]);

    // Ana, in her browser, reserves the course the stranger's link is held for, and another under
    // another spelling of her mailbox: both links go now.
    expect(await sentText(await reserve(app, owner, d!.slug, "ana@example.com"))).toMatch(NOW);
    expect(await sentText(await reserve(app, owner, e!.slug, "Ana+classes@example.com"))).toMatch(NOW);
    await smtp.waitFor(5);
    await waitForDrained(database, app.mail.boss);

    // Course D's link is the stranger's held message, brought forward and sent once (no second one).
    expect((await seatMessages("ana@example.com", d!.id)).map((m) => `${m.status} ${m.attempts}`)).toEqual(["sent 1"]);
    expect(mailAbout(d!.title)).toHaveLength(1);
    expect(mailAbout(e!.title).map((m) => m.to)).toEqual([["ana+classes@example.com"]]);
    // The stranger's link for course C is still held, and nothing about it went out.
    const heldC = await seatMessages("ana@example.com", c!.id);
    expect(heldC.map((m) => m.status)).toEqual(["queued"]);
    expect(heldC[0]!.sendAfter.getTime()).toBeGreaterThan(Date.now());
    expect(mailAbout(c!.title)).toHaveLength(0);

    // Another browser typing her address after all this is still a stranger: held.
    expect(await sentText(await reserve(app, app.client(), (await seatCourse(database, 5)).slug, "ana@example.com"))).toMatch(HELD);
  });

  it("a held link whose seat was confirmed since is dropped, by the confirmation and by the worker; one asked for after it goes", async () => {
    const [a, b] = [await seatCourse(database, 5), await seatCourse(database, 5)];
    const stranger = app.client();
    // Two links now (A, B); asking again for A (its first link already sent) is held 10 minutes.
    expect(await sentText(await reserve(app, stranger, a!.slug, "bo@example.com"))).toMatch(NOW);
    const firstLink = await seatLink(app, database, "bo@example.com");
    expect(await sentText(await reserve(app, stranger, b!.slug, "bo@example.com"))).toMatch(NOW);
    await smtp.waitFor(2);
    await waitForDrained(database, app.mail.boss);
    expect(await sentText(await reserve(app, stranger, a!.slug, "bo@example.com"))).toMatch(HELD);
    expect((await seatMessages("bo@example.com", a!.id)).map((m) => m.status)).toEqual(["sent", "queued"]);

    // Bo presses the first link's button: the seat is his, and the held link is no longer needed.
    const bo = app.client();
    expect((await pressOnSeat(app, firstLink, "confirm", bo)).status).toBe(200);
    const [, held] = await seatMessages("bo@example.com", a!.id);
    expect(held!.status).toBe("dropped");

    // Had it been left queued (a confirmation racing its send), the worker drops it when it comes due.
    await database.db.update(messages).set({ status: "queued", sendAfter: new Date() }).where(eq(messages.id, held!.id));
    await database.db.transaction((tx) => app.mail.queue.enqueue(tx, [held!.id]));
    const drained = await waitForDrained(database, app.mail.boss);
    expect(drained.find((m) => m.id === held!.id)?.status).toBe("dropped");
    expect(mailAbout(a!.title)).toHaveLength(1);

    // Asked for after the seat was confirmed (from Bo's browser, which proved the mailbox: at once),
    // a link is still sent: its page tells him the seat he holds.
    expect(await sentText(await reserve(app, bo, a!.slug, "bo@example.com"))).toMatch(NOW);
    await smtp.waitFor(3);
    await waitForDrained(database, app.mail.boss);
    expect((await seatMessages("bo@example.com", a!.id)).map((m) => m.status)).toEqual(["sent", "dropped", "sent"]);
    expect(mailAbout(a!.title)).toHaveLength(2);
  });

  it("a held link whose seat was released since is dropped", async () => {
    const [a, b] = [await seatCourse(database, 5), await seatCourse(database, 5)];
    const stranger = app.client();
    expect(await sentText(await reserve(app, stranger, a!.slug, "cy@example.com"))).toMatch(NOW);
    await smtp.waitFor(1);
    await waitForDrained(database, app.mail.boss);
    const link = await seatLink(app, database, "cy@example.com");
    expect((await pressOnSeat(app, link, "confirm", app.client())).status).toBe(200);
    // A stranger asks again for Cy's seat, and for another course: the second of these is held.
    expect(await sentText(await reserve(app, stranger, b!.slug, "cy@example.com"))).toMatch(NOW);
    expect(await sentText(await reserve(app, stranger, a!.slug, "cy@example.com"))).toMatch(HELD);
    expect((await pressOnSeat(app, link, "release", app.client())).status).toBe(200);
    expect((await seatMessages("cy@example.com", a!.id)).map((m) => m.status)).toEqual(["sent", "dropped"]);
  });
});

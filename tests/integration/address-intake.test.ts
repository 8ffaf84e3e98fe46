import { eq, inArray, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { messages, seats, subscribers } from "../../app/.server/db/schema.ts";
import { CONFIRMATION_LIMITS } from "../../app/lib/schemas/mail-constants.ts";
import { oneClickUnsubscribe } from "../helpers/mailbox.ts";
import { useAppWithSmtp, type TestApp } from "../helpers/app.ts";
import type { TestDatabase } from "../helpers/db.ts";
import { waitForDrained } from "../helpers/outbox.ts";
import { seatCourse } from "../helpers/seats.ts";
import type { SmtpListener } from "../helpers/smtp.ts";

// One intake for every address a stranger can type (issue 26, item 2): the messages it can cause
// (a list's confirmation, a seat's) share one budget per mailbox, whatever the spelling, the list,
// the course or the sender's address, and a mailbox that unsubscribed gets none of them. The real
// app, its mail worker and a real SMTP listener: what counts is what reaches the mailbox.

describe("one address intake", () => {
  const t = useAppWithSmtp();
  let database: TestDatabase;
  let smtp: SmtpListener;
  let app: TestApp;
  beforeAll(() => void ({ database, smtp, app } = t));

  /** The course page's Reserve form, from a browser at `ip` (the test app trusts loopback's X-Forwarded-For). */
  const reserve = (slug: string, email: string, ip: string) =>
    fetch(`${app.url}/courses/${slug}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: app.url, "x-forwarded-for": ip },
      body: new URLSearchParams({ intent: "reserve", email, website: "" }),
    });
  const subscribe = (body: Record<string, unknown>, ip = "198.51.100.9") =>
    fetch(`${app.url}/api/subscribe/`, { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": ip }, body: JSON.stringify(body) });
  const reachedMailbox = (local: string) => smtp.received.filter((m) => m.to.some((to) => new RegExp(`^${local}(\\+[^@]*)?@example\\.org$`, "i").test(to)));

  it("60 Reserve posts with victim+N over 3 courses from 3 addresses, and newsletter requests in other spellings: 2 mails reach the mailbox, 3 are held, never more than the limits allow", async () => {
    const courses = await Promise.all([seatCourse(database, 5), seatCourse(database, 5), seatCourse(database, 5)]);
    const ips = ["203.0.113.1", "203.0.113.2", "2001:db8::7"];
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, n) => reserve(courses[n % 3]!.slug, `victim+${n}@example.org`, ips[n % 3]!).then((r) => r.status)),
    );
    // Every post is answered as any request is: nothing tells the stranger the mailbox's budget is spent.
    expect(answers.filter((s) => s !== 200)).toEqual([]);
    for (const email of ["Victim@Example.org", "victim+news@example.org", "VICTIM+x@example.org"]) {
      expect((await subscribe({ email, source: "newsletter" })).status).toBe(202);
    }

    // What the worker had to send by now, it sent.
    const rows = await waitForDrained(database, app.mail.boss);
    const toVictim = await database.db
      .select({ status: messages.status, sendAfter: messages.sendAfter })
      .from(messages)
      .innerJoin(subscribers, eq(subscribers.id, messages.subscriberId))
      .where(eq(subscribers.mailbox, "victim@example.org"));
    // Five messages for the mailbox, not 63: two now and a day's budget (three) held back, each a
    // request of its own; the flood past that adds nothing.
    expect(toVictim).toHaveLength(5);
    expect(rows.length).toBe(toVictim.length);
    // However they fall, never more than the limits in any window (two in 10 minutes, three a day).
    const times = toVictim.map((m) => m.sendAfter.getTime()).sort((a, b) => a - b);
    for (const { count, ms } of CONFIRMATION_LIMITS.windows) {
      for (let i = count; i < times.length; i++) expect(times[i]! - times[i - count]!, `${count} in ${ms} ms`).toBeGreaterThanOrEqual(ms);
    }
    expect(reachedMailbox("victim")).toHaveLength(2);
    expect(smtp.received.length).toBe(reachedMailbox("victim").length);
    // The seat requests themselves are recorded (pending): a click in a message could still take them.
    expect((await database.db.select().from(seats)).length).toBe(60);
  }, 60_000);

  it("a person's own two actions a minute apart both get their confirmation at once", async () => {
    const course = await seatCourse(database, 5, "registration_open");
    const first = await subscribe({ email: "ana@example.org", source: "course", course_id: course.id });
    expect(await first.json()).toMatchObject({ confirmation: "now" });
    // The first message has gone out (so it cannot cover the second) before she joins the newsletter.
    await smtp.waitFor(1);
    const second = await subscribe({ email: "ana@example.org", source: "newsletter" });
    expect(await second.json()).toMatchObject({ confirmation: "now" });
    await smtp.waitFor(2);
    expect(reachedMailbox("ana")).toHaveLength(2);
  });

  it("a mailbox that unsubscribed gets no seat mail and no confirmation a stranger asks for, in any spelling; the answer is the same", async () => {
    const course = await seatCourse(database, 5);
    expect((await subscribe({ email: "bo@example.org", source: "newsletter" })).status).toBe(202);
    await smtp.waitFor(1);
    // As a mail provider's one-click unsubscribe posts it.
    expect((await oneClickUnsubscribe(app, database, "bo@example.org")).status).toBe(200);

    const seat = await reserve(course.slug, "bo+seat@example.org", "203.0.113.5");
    const unknown = await reserve(course.slug, "someone-else@example.org", "203.0.113.6");
    expect(seat.status).toBe(unknown.status);
    expect(await seat.text()).toContain("We&#x27;ve e-mailed you a link");
    expect((await subscribe({ email: "BO+again@example.org", source: "search" })).status).toBe(202);
    await waitForDrained(database, app.mail.boss);
    const toBo = await database.db
      .select({ kind: messages.kind })
      .from(messages)
      .innerJoin(subscribers, eq(subscribers.id, messages.subscriberId))
      .where(eq(subscribers.mailbox, "bo@example.org"));
    expect(toBo.map((m) => m.kind)).toEqual(["confirm"]);
    expect(reachedMailbox("bo")).toHaveLength(1);
  });

  it("a disposable address is refused at a seat's Reserve with the message, nothing stored or sent", async () => {
    const course = await seatCourse(database, 5);
    const res = await reserve(course.slug, "someone@mailinator.com", "203.0.113.7");
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("from a disposable mail service");
    expect(await database.db.select().from(subscribers).where(like(subscribers.email, "%mailinator.com"))).toEqual([]);
    expect(await database.db.select().from(messages).where(inArray(messages.kind, ["seat_confirm"]))).toEqual([]);
  });
});

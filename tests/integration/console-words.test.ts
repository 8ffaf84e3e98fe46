import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { messages, subscribers, subscriptions } from "../../app/.server/db/schema.ts";
import { csrfOf, login, plain, postForm, testIdText, useConsoleApps } from "../helpers/admin.ts";
import { seatCourse } from "../helpers/seats.ts";

// The console says things one way (issue 41, item 11), on the real server (production build) and
// PostgreSQL: every date in Singapore time with the zone named (one helper), lists, message kinds
// and campaigns in words (one mapping), consent as it is, and an opened course not offered Open
// course… again; a question's Yes has a Cancel beside it.
describe("the console's words and dates", () => {
  const ctx = useConsoleApps();
  // 17:30 UTC on the 28th is 01:30 on the 29th in Singapore: a UTC date would be a day off.
  const at = new Date("2026-11-28T17:30:00Z");
  const SGT = "29 Nov 2026, 01:30 SGT";

  async function seed() {
    const { db } = ctx.database;
    const course = await seatCourse(ctx.database, 5, "registration_open");
    const [typed, confirmed] = await db
      .insert(subscribers)
      .values([
        { email: "typed@example.com", source: "course", status: "pending", createdAt: at, consentAt: at },
        { email: "yes@example.com", source: "newsletter", status: "confirmed", createdAt: at, consentAt: at, confirmedAt: at },
      ])
      .returning();
    await db.insert(subscriptions).values([
      { subscriberId: typed!.id, list: "course", courseId: course.id, state: "pending", requestedAt: at },
      { subscriberId: confirmed!.id, list: "course", courseId: course.id, state: "active", requestedAt: at, confirmedAt: at },
    ]);
    await db.insert(messages).values([
      { subscriberId: typed!.id, kind: "seat_confirm", dedupeKey: `seat_confirm:0:${randomUUID()}`, messageId: "<w1@classwish.test>", payload: { seatId: 0, courseId: course.id, courseTitle: course.title }, createdAt: at },
      {
        subscriberId: confirmed!.id,
        kind: "course_opened",
        dedupeKey: `course_opened:${course.id}:${confirmed!.id}`,
        messageId: "<w2@classwish.test>",
        payload: { courseId: course.id, courseTitle: course.title },
        status: "sent",
        createdAt: at,
        sentAt: at,
      },
    ]);
    return { course, typed: typed!, confirmed: confirmed! };
  }

  it("shows one date for one moment on every page, names lists, kinds and campaigns, and states consent as given or not", async () => {
    const { course, typed, confirmed } = await seed();
    const c = ctx.app.client();
    await login(ctx.app, c);
    const page = async (path: string) => plain(await (await c.fetch(path)).text());
    /** What a person reads: no scripts (the page's data for hydration), no tags or attributes (a <time> keeps ISO 8601 for machines). */
    const visible = (html: string) => html.replace(/<script[^]*?<\/script>/g, "").replace(/<[^>]+>/g, " ");

    const list = await page("/admin/subscribers");
    expect(list).toContain(SGT);
    expect(visible(list)).not.toMatch(/2026-11-2[89]/);
    expect(list).toContain(`Course “${course.title}”`);
    expect(visible(list)).not.toContain(`course:${course.id}`);

    const person = await page(`/admin/subscribers/${typed.id}`);
    expect(person).toContain(SGT);
    expect(visible(person)).not.toMatch(/2026-11-2[89]/);
    expect(person).not.toContain("Consent given");
    expect(testIdText(person, "person-consent")).toBe("Not given: no list was confirmed from the mailbox");
    expect(testIdText(person, "person-messages")).toBe("Seat confirmation (queued)");
    expect(person).toContain(`Course “${course.title}” (awaiting confirmation)`);
    expect(person).toContain("Oldest first, in Singapore time (SGT).");
    expect(visible(person)).not.toContain("seat_confirm");

    const given = await page(`/admin/subscribers/${confirmed.id}`);
    expect(testIdText(given, "person-consent")).toMatch(new RegExp(`^Given by the mailbox(&#x27;|')s click, ${SGT}$`));
    expect(testIdText(given, "person-messages")).toBe("Course opened (sent)");

    const email = await page("/admin/email");
    expect(email).toContain(`Course opened: “${course.title}”`);
    expect(visible(email)).not.toContain(`course_opened:${course.id}`);
    const sent = await page("/admin/email/sent");
    expect(sent).toContain(SGT);
    expect(sent).not.toContain("(UTC)");
  });

  it("an opened course offers no Open course…; a course not open yet asks first, with Cancel beside Yes, open", async () => {
    const course = await seatCourse(ctx.database, 5, "registration_open");
    const empty = await seatCourse(ctx.database, 5, "registration_open");
    const opened = await seatCourse(ctx.database, 5, "opened");
    const [member] = await ctx.database.db.insert(subscribers).values({ email: "member@example.com", source: "course", status: "confirmed", confirmedAt: at }).returning();
    await ctx.database.db.insert(subscriptions).values({ subscriberId: member!.id, list: "course", courseId: course.id, state: "active", confirmedAt: at });
    const c = ctx.app.client();
    await login(ctx.app, c);
    const csrf = await csrfOf(c, `/admin/courses/${course.id}`);

    const openedPage = plain(await (await c.fetch(`/admin/courses/${opened.id}`)).text());
    expect(openedPage).not.toContain("Open course…");
    expect(openedPage).toMatch(/<h2 id="open-heading"[^>]*>Seats are open<\/h2>/);
    expect(openedPage).not.toContain("registration is open");

    const notYet = plain(await (await c.fetch(`/admin/courses/${course.id}`)).text());
    expect(notYet).toContain("Open course…");
    expect(notYet).toMatch(/data-testid="open-status"[^>]*>Status: <strong>Registration open<\/strong>\. Opening it opens its seats/);

    // One confirmed member: the question counts the message, and Cancel goes back to the page as it was.
    const asked = plain(await (await postForm(ctx.app, c, `/admin/courses/${course.id}`, { intent: "open-preview", csrf })).text());
    expect(testIdText(asked, "will-queue")).toBe("1");
    expect(asked).toContain("Yes, open and send");
    expect(asked).toMatch(new RegExp(`<a[^>]*href="/admin/courses/${course.id}"[^>]*>Cancel</a>`));
    // Nobody to tell: Yes, open without sending, with its Cancel too.
    const quiet = plain(await (await postForm(ctx.app, c, `/admin/courses/${empty.id}`, { intent: "open-preview", csrf })).text());
    expect(quiet).toContain("Yes, open without sending");
    expect(quiet).toMatch(new RegExp(`<a[^>]*href="/admin/courses/${empty.id}"[^>]*>Cancel</a>`));
  });
});

import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { categories, courses, messages, newsletters, searches, subscribers, subscriptions, visitors } from "../../app/.server/db/schema.ts";
import { FIGURES } from "../../app/lib/admin/figures.ts";
import type { TestApp, TestClient } from "../helpers/app.ts";
import { csrfOf, login, plain, postForm, seedDemand, testIdText, useConsoleApps, type Seeded } from "../helpers/admin.ts";
import { type TestDatabase } from "../helpers/db.ts";

// The console's figures agree page to page; the Demand page stays small whatever the data;
// categories, entered ratings, opening with nothing to send; resending a confirmation, a person's
// activity, and the sent-mail pages. Real server, real database, the production build's pages.

const text = async (res: Response) => plain(await res.text());
const asHtml = (s: string) => s.replaceAll("'", "&#x27;");
const number = (html: string, id: string) => Number(testIdText(html, id)?.match(/^\d+/)?.[0]);

describe("the operator console", () => {
  const apps = useConsoleApps();
  let database: TestDatabase;
  let app: TestApp;
  let c: TestClient;
  let csrf: string;
  let seeded: Seeded;
  // useConsoleApps has emptied the tables (all but the seeded ones) before this runs.
  beforeEach(async () => {
    ({ database, app } = apps);
    await database.db.execute(sql`update courses set status = 'registration_open'`);
    // Categories a test added; the seeded seven stay.
    await database.db.execute(sql`delete from courses where id > 9`);
    await database.db.execute(sql`delete from categories where name like 'Test %'`);
    seeded = await seedDemand(database);
    c = app.client();
    await login(app, c);
    csrf = await csrfOf(c);
  });

  it("shows each figure with its definition, and the same figure agrees on every page", async () => {
    const overview = await text(await c.fetch("/admin"));
    for (const key of ["visitors", "searches", "registrations", "subscribers", "pending", "confirmed", "unsubscribed"] as const) {
      expect(overview).toContain(asHtml(FIGURES[key].definition));
    }
    const card = (k: string) => number(overview, `stat-${k}`);
    // Seeded (tests/helpers/admin.ts): 5 addresses, 3 confirmed; 3 of 5 browsers searched.
    expect([card("subscribers"), card("confirmed"), card("pending"), card("unsubscribed")]).toEqual([5, 3, 1, 1]);
    // The funnel is the cards' figures, not a second count: "Gave an e-mail" is Subscribers.
    expect([0, 1, 2, 3].map((i) => number(overview, `funnel-${i}`))).toEqual([card("visitors"), 3, card("subscribers"), card("confirmed")]);

    const listed = async (query: string) => number(await text(await c.fetch(`/admin/subscribers${query}`)), "subscriber-total");
    expect(await listed("")).toBe(card("subscribers"));
    expect(await text(await c.fetch("/admin/subscribers"))).toContain(FIGURES.subscribers.definition);
    for (const status of ["confirmed", "pending", "unsubscribed"]) expect(await listed(`?status=${status}`), status).toBe(card(status));

    const demand = await text(await c.fetch("/admin/demand"));
    expect(number(demand, "demand-total")).toBe(card("searches"));

    const coursesPage = await text(await c.fetch("/admin/courses"));
    expect(coursesPage).toContain(asHtml(FIGURES.courseList.definition));
    const registrations = [...coursesPage.matchAll(/<tr[^>]*>(?:<td[^>]*>(?:(?!<\/td>).)*<\/td>){4}<td[^>]*>(\d+)<\/td>/g)].map((m) => Number(m[1]));
    expect(registrations).toHaveLength(9);
    expect(registrations.reduce((a, b) => a + b, 0)).toBe(card("registrations"));
  });

  describe("the Demand page", () => {
    // 12,000 different concepts (one search each) and one asked four times in two spellings.
    beforeEach(async () => {
      const v = randomUUID();
      await database.db.insert(visitors).values({ id: v });
      await database.db.execute(sql`insert into searches (search_id, visitor_id, concept, budget, class_size)
        select gen_random_uuid(), ${v}::uuid, 'Long tail topic number ' || i, 100, 5 from generate_series(1, 12000) i`);
      await database.db.insert(searches).values(
        ["Jazz pianos", "Jazz pianos", "jazz  piano", "Jazz pianos"].map((concept) => ({ searchId: randomUUID(), visitorId: v, concept, budget: 200, classSize: 4 })),
      );
    });

    it("sends one page of concepts, labelled as most often typed, however many there are", async () => {
      const res = await c.fetch("/admin/demand");
      expect(res.status).toBe(200);
      const html = await text(res);
      // 12,004 concepts would be megabytes of table; one page of 50 stays small.
      expect(Buffer.byteLength(html)).toBeLessThan(150_000);
      // Seeded: 6 searches of 4 concepts; here 12,000 + 1 more.
      expect(testIdText(html, "demand-total")).toBe("12010 searches, 12005 groups of concepts.");
      expect(testIdText(html, "concepts-shown")).toBe("12005 groups (1–50 shown).");
      expect(testIdText(html, "concept-page")).toBe("Page 1 of 241");
      const rows = html.match(/<tbody>[^]*?<\/tbody>/)![0].match(/<tr /g)!;
      expect(rows).toHaveLength(50);
      // The most asked concept leads, shown as it was most often typed, not as its grouping key.
      expect(html).toMatch(/<tbody><tr[^>]*><td[^>]*><span class="font-medium">Jazz pianos<\/span><span[^>]*>typed 2 ways<\/span><\/td><td[^>]*>4<\/td>/);
      expect(html).not.toContain(">jazz piano<");
      expect(html).toContain('href="/admin/demand?page=2"');
      // Each group opens the new-course form filled from it.
      expect(html).toContain('href="/admin/courses/new?title=Jazz+pianos&amp;');
    });

    it("pages and searches keep the date range and the term; each page is as small", async () => {
      const today = new Date().toISOString().slice(0, 10);
      const second = await text(await c.fetch(`/admin/demand?from=${today}&page=2`));
      expect(testIdText(second, "concept-page")).toBe("Page 2 of 241");
      // From today: the seeded 40-day-old search is left out.
      expect(testIdText(second, "concepts-shown")).toBe("12004 groups (51–100 shown).");
      expect(second).toContain(`href="/admin/demand?from=${today}&amp;page=1"`);
      const conceptsTable = (html: string) => html.match(/data-testid="concepts">[^]*?<\/table>/)![0];
      expect(conceptsTable(second)).not.toContain("Jazz pianos");
      expect(conceptsTable(second)).toContain("Long tail topic number");
      expect(Buffer.byteLength(second)).toBeLessThan(150_000);

      const found = await text(await c.fetch("/admin/demand?q=JAZZ+Piano"));
      expect(testIdText(found, "concepts-shown")).toBe("1 group containing “JAZZ Piano”.");
      expect(found).not.toContain("Pages of concepts");
      const none = await text(await c.fetch("/admin/demand?q=%00zzz&page=abc"));
      expect(testIdText(none, "concepts-shown")).toBe("0 groups containing “zzz”.");
    });
  });

  describe("categories and entered ratings", () => {
    const course = (fields: Record<string, string> = {}) => ({
      intent: "save",
      title: "Jazz Piano for Grown-ups",
      instructor: "Ms. Keys",
      ratingScore: "",
      ratingCount: "",
      durationWeeks: "4",
      priceAmount: "45",
      currency: "SGD",
      category: "Test Music",
      description: "Chords, voicings and swing.",
      status: "registration_open",
      ...fields,
    });

    it("adds a category once (whatever its case), refuses a bad name, and offers it for courses", async () => {
      const added = await postForm(app, c, "/admin/courses", { intent: "add-category", name: "  Test Music ", csrf });
      expect(added.status).toBe(200);
      expect(await text(added)).toContain("Category “Test Music” added.");
      const again = await postForm(app, c, "/admin/courses", { intent: "add-category", name: "test MUSIC", csrf });
      expect(again.status).toBe(409);
      expect(await text(again)).toContain("There is already a category “test MUSIC”.");
      for (const [name, message] of [["  ", "Category name is required."], ["Test\u0000x", "Category name cannot contain control characters."], ["T".repeat(61), "Category name must be 60 characters or fewer."]]) {
        const bad = await postForm(app, c, "/admin/courses", { intent: "add-category", name: name!, csrf });
        expect(bad.status, name).toBe(400);
        expect(await text(bad)).toContain(message);
      }
      expect((await postForm(app, c, "/admin/courses", { intent: "add-category", name: "Test Forged", csrf: "forged" })).status).toBe(403);
      expect((await database.db.select().from(categories)).map((k) => k.name).filter((n) => n.startsWith("Test"))).toEqual(["Test Music"]);
      // The seven of the specification are still there (0006 seeded them), and the new one is offered.
      expect(await database.db.select().from(categories)).toHaveLength(8);
      expect(await text(await c.fetch("/admin/courses/new"))).toContain("<option>Test Music</option>");
    });

    it("a new course without a rating shows none anywhere; an entered rating needs its count; an unknown category is refused", async () => {
      await postForm(app, c, "/admin/courses", { intent: "add-category", name: "Test Music", csrf });
      const halfRating = await postForm(app, c, "/admin/courses/new", { ...course({ ratingScore: "4.5" }), csrf });
      expect(halfRating.status).toBe(400);
      expect(await text(halfRating)).toContain("Enter the rating and the number of ratings together, or leave both empty (no rating yet).");
      const unknown = await postForm(app, c, "/admin/courses/new", { ...course({ category: "Astrology" }), csrf });
      expect(unknown.status).toBe(400);
      expect(await text(unknown)).toContain("Choose one of the categories.");

      const made = await postForm(app, c, "/admin/courses/new", { ...course(), csrf });
      expect(made.status).toBe(302);
      const id = Number(made.headers.get("location")!.match(/\/admin\/courses\/(\d+)/)![1]);
      expect((await database.db.select().from(courses).where(eq(courses.id, id)))[0]).toMatchObject({ category: "Test Music", ratingScore: 0, ratingCount: 0 });
      // The console says there is none; the form shows empty rating fields.
      expect(await text(await c.fetch("/admin/courses"))).toMatch(/Jazz Piano for Grown-ups<\/a><\/td><td[^>]*>Test Music<\/td><td[^>]*>Registration open<\/td><td[^>]*>none yet<\/td>/);
      expect((await text(await c.fetch(`/admin/courses/${id}`))).match(/<input id="ratingScore"[^>]*>/)?.[0]).toMatch(/ value=""/);
      // The visitor's card has no rating at all, where a rated course has one.
      const home = await text(await app.client().fetch("/"));
      const card = home.match(/<article(?:(?!<\/article>).)*Jazz Piano for Grown-ups(?:(?!<\/article>).)*<\/article>/)?.[0];
      expect(card).toBeDefined();
      expect(card).not.toMatch(/Rated|0\.0/);
      expect(home).toContain("Rated 4.8 out of 5 by 212 learners");

      const rated = await postForm(app, c, `/admin/courses/${id}`, { ...course({ ratingScore: "4.5", ratingCount: "12" }), csrf });
      expect(rated.status).toBe(302);
      expect(await text(await c.fetch("/admin/courses"))).toContain(">4.5 (12)<");
    });

    it("the database holds the rule too: a score without ratings is refused", async () => {
      const err = (await database.db.update(courses).set({ ratingScore: 4, ratingCount: 0 }).where(eq(courses.id, 1)).catch((e: unknown) => e)) as { cause?: { constraint?: string } };
      expect(err.cause?.constraint).toBe("courses_rating_needs_ratings_check");
    });
  });

  it("opening a course nobody is on the list of says so, and offers to open it without sending", async () => {
    const preview = await text(await postForm(app, c, "/admin/courses/5", { intent: "open-preview", csrf }));
    expect(testIdText(preview, "nothing-to-send")).toMatch(/^Nothing would be sent: no confirmed subscriber is on the list of “[^”]+” yet\./);
    expect(preview).toContain("Yes, open without sending");
    expect(preview).not.toContain("Yes, open and send");
    expect(await database.db.select().from(messages)).toEqual([]);
    const open = await text(await postForm(app, c, "/admin/courses/5", { intent: "open", csrf }));
    expect(open).toContain("Course opened: 0 messages queued.");
    expect((await database.db.select().from(courses).where(eq(courses.id, 5)))[0]!.status).toBe("opened");
  });

  describe("a person", () => {
    const confirmations = (subscriberId: number) =>
      database.db.select().from(messages).where(sql`${messages.subscriberId} = ${subscriberId} and ${messages.kind} = 'confirm'`);

    it("Resend confirmation queues one for a pending request, within the per-address limit", async () => {
      const bob = seeded.subscribers.b; // pending, asked for the launch list
      const page = await text(await c.fetch(`/admin/subscribers/${bob.id}`));
      expect(page).toContain("Resend confirmation");
      const res = await postForm(app, c, `/admin/subscribers/${bob.id}`, { intent: "resend-confirmation", csrf });
      expect(res.status).toBe(200);
      expect(await text(res)).toContain("A confirmation message goes out now.");
      expect(await confirmations(bob.id)).toHaveLength(1);
      // Pressed again while that one waits: it covers this request too; nothing more is queued.
      await postForm(app, c, `/admin/subscribers/${bob.id}`, { intent: "resend-confirmation", csrf });
      expect(await confirmations(bob.id)).toHaveLength(1);
      // Once it has gone, a second goes at once, and the third waits for the limit (two per 10 minutes).
      const sendAll = () => database.db.update(messages).set({ status: "sent", sentAt: new Date() }).where(eq(messages.subscriberId, bob.id));
      await sendAll();
      expect(await text(await postForm(app, c, `/admin/subscribers/${bob.id}`, { intent: "resend-confirmation", csrf }))).toContain("A confirmation message goes out now.");
      await sendAll();
      const later = await text(await postForm(app, c, `/admin/subscribers/${bob.id}`, { intent: "resend-confirmation", csrf }));
      expect(later).toMatch(/A confirmation message goes out in about 10 minutes \(the per-address limit\)\./);
      expect(await confirmations(bob.id)).toHaveLength(3);
    });

    it("Resend confirmation is not offered, and refused, when nothing waits or the address bounced", async () => {
      const ada = seeded.subscribers.a; // confirmed, nothing pending
      expect(await text(await c.fetch(`/admin/subscribers/${ada.id}`))).not.toContain("Resend confirmation");
      const nothing = await postForm(app, c, `/admin/subscribers/${ada.id}`, { intent: "resend-confirmation", csrf });
      expect(nothing.status).toBe(409);
      expect(await text(nothing)).toContain("Nothing is waiting for this person&#x27;s confirmation; no message was queued.");
      const bob = seeded.subscribers.b;
      await database.db.update(subscribers).set({ undeliverableAt: new Date() }).where(eq(subscribers.id, bob.id));
      expect((await postForm(app, c, `/admin/subscribers/${bob.id}`, { intent: "resend-confirmation", csrf })).status).toBe(409);
      expect((await postForm(app, c, "/admin/subscribers/99999", { intent: "resend-confirmation", csrf })).status).toBe(404);
      expect((await postForm(app, c, `/admin/subscribers/${bob.id}`, { intent: "resend-confirmation", csrf: "forged" })).status).toBe(403);
      expect(await database.db.select().from(messages)).toEqual([]);
    });

    it("shows the activity: address, lists, confirmations, unsubscribing, asking again, messages with their status", async () => {
      const dee = seeded.subscribers.d; // unsubscribed
      const at = (m: number) => new Date(Date.UTC(2026, 0, 1, 9, m));
      await database.db.update(subscribers).set({ createdAt: at(0), confirmedAt: at(5), unsubscribedAt: at(20) }).where(eq(subscribers.id, dee.id));
      await database.db.insert(subscriptions).values({ subscriberId: dee.id, list: "newsletter", state: "pending", requestedAt: at(30), confirmedAt: at(5) });
      await database.db.insert(messages).values([
        { subscriberId: dee.id, kind: "confirm", dedupeKey: `confirm:${randomUUID()}`, messageId: "<t1@classwish.test>", status: "sent", createdAt: at(0), sentAt: at(1) },
        { subscriberId: dee.id, kind: "confirm", dedupeKey: `confirm:${randomUUID()}`, messageId: "<t2@classwish.test>", status: "failed", createdAt: at(30) },
      ]);
      const html = await text(await c.fetch(`/admin/subscribers/${dee.id}`));
      const timeline = html.match(/data-testid="timeline">([^]*?)<\/ol>/)![1]!;
      const items = [...timeline.matchAll(/<li[^>]*>([^]*?)<\/li>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ""));
      expect(items).toEqual([
        // In Singapore time with the zone named, as every date of the console (09:00 UTC is 17:00 SGT).
        "1 Jan 2026, 17:00 SGTAddress given · through a newsletter form",
        "1 Jan 2026, 17:00 SGTE-mail: Confirmation · sent 1 Jan 2026, 17:01 SGT",
        "1 Jan 2026, 17:05 SGTConfirmed the newsletter list",
        "1 Jan 2026, 17:05 SGTMailbox confirmed the address",
        "1 Jan 2026, 17:20 SGTUnsubscribed from every list",
        "1 Jan 2026, 17:30 SGTAsked again for the newsletter list · awaiting confirmation",
        "1 Jan 2026, 17:30 SGTE-mail: Confirmation · failed",
      ]);
    });
  });

  describe("sent mail", () => {
    it("lists each announcement and newsletter with its messages by status, newest first", async () => {
      await postForm(app, c, "/admin/email", { intent: "launch", csrf });
      await postForm(app, c, "/admin/email", { intent: "send", subject: "November news", markdown: "Hello", csrf });
      await postForm(app, c, "/admin/email", { intent: "send", subject: "Nobody reads this", markdown: "x", csrf });
      await database.db.delete(subscriptions).where(eq(subscriptions.list, "newsletter"));
      await postForm(app, c, "/admin/email", { intent: "send", subject: "To an empty list", markdown: "x", csrf });
      await postForm(app, c, "/admin/courses/1", { intent: "open", csrf });
      const [letter] = await database.db.select().from(newsletters).where(eq(newsletters.subject, "November news"));
      await database.db.execute(sql`update messages set status = 'sent', sent_at = now() where payload->>'newsletterId' = ${String(letter!.id)}`);
      await database.db.execute(sql`update messages set status = 'failed' where kind = 'invitation'`);
      const wave = (await database.db.execute<{ id: number }>(sql`select id from launch_waves`)).rows[0]!.id;
      // Spread the first-queued times so "newest first" is unambiguous.
      await database.db.execute(sql`update messages set created_at = now() - (interval '1 minute' * (10 - id))`);
      await database.db.execute(sql`update newsletters set created_at = now() - (interval '1 minute' * (10 - id))`);

      const html = await text(await c.fetch("/admin/email/sent"));
      const table = html.match(/data-testid="send-history">([^]*?)<\/table>/)![1]!;
      const rows = [...table.matchAll(/<tr class[^>]*>([^]*?)<\/tr>/g)].map((m) => [...m[1]!.matchAll(/<td[^>]*>([^]*?)<\/td>/g)].map((td) => td[1]!.replace(/<[^>]+>/g, "")));
      expect(rows.map((r) => [r[0], ...r.slice(2)])).toEqual([
        ["Course openedOpening of “The Science of Longevity: Live Longer and Healthier”", "1", "0", "1", "0", "0"],
        ["NewsletterTo an empty list", "0", "0", "0", "0", "0"],
        ["NewsletterNobody reads this", "1", "0", "1", "0", "0"],
        ["NewsletterNovember news", "1", "1", "0", "0", "0"],
        [`Launch invitationLaunch wave ${wave}`, "1", "0", "0", "1", "0"],
      ]);
    });

    it("pages through the log of every message, newest first, filtered by status", async () => {
      const e = seeded.subscribers.e;
      await database.db.insert(messages).values(
        Array.from({ length: 60 }, (_, i) => ({
          subscriberId: e.id,
          kind: "newsletter" as const,
          dedupeKey: `log:${i}`,
          messageId: `<log-${i}@classwish.test>`,
          status: i % 3 === 0 ? ("failed" as const) : ("sent" as const),
          lastError: i % 3 === 0 ? "550 no such user" : null,
        })),
      );
      const first = await text(await c.fetch("/admin/email/sent"));
      expect(testIdText(first, "log-total")).toBe("60 messages (1–50 shown, newest first)");
      expect(testIdText(first, "log-page")).toBe("Page 1 of 2");
      const ids = (html: string) => [...html.matchAll(/<td[^>]*>#(\d+) /g)].map((m) => Number(m[1]));
      expect(ids(first)).toEqual(Array.from({ length: 50 }, (_, i) => 60 - i));
      expect(ids(await text(await c.fetch("/admin/email/sent?page=2")))).toEqual(Array.from({ length: 10 }, (_, i) => 10 - i));
      const failed = await text(await c.fetch("/admin/email/sent?status=failed"));
      expect(testIdText(failed, "log-total")).toBe("20 messages failed");
      expect(failed).toContain("550 no such user");
      // An unknown status shows every message.
      expect(testIdText(await text(await c.fetch("/admin/email/sent?status=nope")), "log-total")).toMatch(/^60 messages/);
    });
  });
});

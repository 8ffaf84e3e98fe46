import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, like, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { demand } from "../../app/.server/admin/demand.ts";
import { overview } from "../../app/.server/admin/overview.ts";
import { courseInterests, courses, messages, searches, subscribers, subscriptions, visitors } from "../../app/.server/db/schema.ts";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app.ts";
import { ADMIN_PASSWORD, csrfOf, login, plain, postForm, rowsMentioning, seedDemand, testIdText, type Seeded } from "../helpers/admin.ts";
import { openTestDatabase, type TestDatabase } from "../helpers/db.ts";

// The console's figures against a data set worked out by hand (tests/helpers/admin.ts), its
// exports, and its actions on people, courses and the outbox.

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe("console figures and actions", () => {
  let database: TestDatabase;
  let app: TestApp;
  let c: TestClient;
  let csrf: string;
  let seeded: Seeded;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = await startTestApp(database, { ADMIN_PASSWORD, PUBLIC_URL: "http://classwish.test" }, { pages: true });
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });
  beforeEach(async () => {
    await database.reset();
    await database.db.execute(sql`update courses set status = 'registration_open'`);
    seeded = await seedDemand(database);
    c = app.client();
    await login(app, c);
    csrf = await csrfOf(c);
  });

  it("Overview: counts, subscribers by status, funnel and per-day series match the data exactly", async () => {
    const o = await overview(database.db);
    expect(o).toMatchObject({
      visitors: 5,
      searches: 6,
      registrations: 3,
      subscribers: { pending: 1, confirmed: 3, unsubscribed: 1, total: 5 },
      searched: 3,
    });
    expect(o.searchesPerDay).toHaveLength(30);
    expect(o.searchesPerDay.at(-1)).toEqual({ day: today(), count: 5 }); // the 40-day-old one is outside
    expect(o.searchesPerDay.reduce((n, d) => n + d.count, 0)).toBe(5);
    expect(o.signupsPerDay.at(-1)).toEqual({ day: today(), count: 4 });
    expect(o.signupsPerDay[0]!.day).toBe(daysAgo(29));

    const html = await (await c.fetch("/admin")).text();
    const shown = Object.fromEntries(
      ["visitors", "searches", "registrations", "subscribers", "pending", "confirmed", "unsubscribed"].map((k) => [k, testIdText(html, `stat-${k}`)]),
    );
    expect(shown).toEqual({ visitors: "5", searches: "6", registrations: "3", subscribers: "5", pending: "1", confirmed: "3", unsubscribed: "1" });
    // The funnel shows the cards' figures: visitors, searched, subscribers (gave an e-mail), confirmed.
    expect([0, 1, 2, 3].map((i) => testIdText(html, `funnel-${i}`))).toEqual(["5", "3", "5", "3"]);
  });

  it("Demand: concepts normalised and counted with median budget and size; histograms; not offered; date range", async () => {
    const d = await demand(database.db, {});
    expect(d.total).toBe(6);
    expect(d.concepts[0]).toMatchObject({ concept: "black hole", example: "Black holes", spellings: 2, count: 3, medianBudget: 200, medianClassSize: 5 });
    expect(d.concepts.slice(1).map((x) => [x.example, x.count, x.medianBudget, x.medianClassSize]).sort()).toEqual(
      [
        ["<script>alert('x')</script>", 1, 10, 1],
        ["Stoicism", 1, 50, 1],
        ["Underwater basket weaving", 1, 500, 25],
      ].sort(),
    );
    expect(d.budgets.map((b) => [b.label, b.count]).filter(([, n]) => n)).toEqual([
      ["S$10–50", 2],
      ["S$60–100", 1],
      ["S$160–200", 1],
      ["S$260–300", 1],
      ["S$460–500", 1],
    ]);
    expect(d.budgets).toHaveLength(10);
    expect(d.classSizes).toHaveLength(25);
    expect(Object.fromEntries(d.classSizes.filter((b) => b.count).map((b) => [b.label, b.count]))).toEqual({ 1: 2, 3: 1, 5: 1, 10: 1, 25: 1 });
    // Black holes and Stoicism have courses (ids 2 and 7); the others do not.
    expect(d.notOffered.map((x) => x.example).sort()).toEqual(["<script>alert('x')</script>", "Underwater basket weaving"]);

    // A search term: by its key ("hole" finds "Black holes"), or, when it is only filler words the
    // key drops ("for"), as typed: never every group.
    expect((await demand(database.db, {}, { q: "hole", page: null })).concepts.map((x) => x.example)).toEqual(["Black holes"]);
    const filler = await demand(database.db, {}, { q: "for", page: null });
    expect(filler.concepts.map((x) => x.example)).toEqual([]);
    expect(filler.matching).toBe(0);

    const recent = await demand(database.db, { from: daysAgo(10), to: today() });
    expect(recent.total).toBe(5);
    expect(recent.concepts.map((x) => x.concept)).not.toContain("basket underwater weaving");
    const old = await demand(database.db, { to: daysAgo(30) });
    expect(old.concepts.map((x) => x.concept)).toEqual(["basket underwater weaving"]);

    // A range it cannot read, or one that ends before it starts, is said so on the page.
    const garbled = await (await c.fetch(`/admin/demand?from=garbage&to=2026-02-30`)).text();
    expect(garbled).toContain("“From” and “To” are not a date (YYYY-MM-DD), so they were left out.");
    expect(await (await c.fetch(`/admin/demand?from=${today()}&to=${daysAgo(10)}`)).text()).toContain("“From” is after “To”: no search can fall in that range.");
    expect(await (await c.fetch(`/admin/demand?from=${daysAgo(10)}&to=${today()}`)).text()).not.toContain("not a date");

    // The page shows the same, with the date filter applied from the query string.
    const html = await (await c.fetch(`/admin/demand?from=${daysAgo(10)}&to=${today()}`)).text();
    expect(testIdText(html, "demand-total")).toMatch(/^5 searches from /);
    expect(html).not.toContain("underwater basket weaving");
  });

  it("shows what visitors typed escaped: a concept holding a script tag is text", async () => {
    const html = await (await c.fetch("/admin/demand")).text();
    expect(html).toContain("&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;");
    expect(html).not.toContain("<script>alert(");
  });

  it("pages through subscribers 100 at a time, newest first, keeping the filter", async () => {
    // 205 more on the newsletter list, one minute apart so "newest first" is unambiguous.
    const base = Date.now() - 86_400_000;
    const many = await database.db
      .insert(subscribers)
      .values(Array.from({ length: 205 }, (_, i) => ({ email: `reader${String(i).padStart(3, "0")}@paged.test`, source: "newsletter" as const, createdAt: new Date(base + i * 60_000) })))
      .returning();
    await database.db.insert(subscriptions).values(many.map((m) => ({ subscriberId: m.id, list: "newsletter" as const })));
    const emailsOn = (html: string) => [...plain(html).matchAll(/>(reader\d{3})@paged\.test</g)].map((m) => m[1]);

    const first = await (await c.fetch("/admin/subscribers?q=paged")).text();
    expect(testIdText(first, "subscriber-total")).toBe("205 matching subscribers (1–100 shown, newest first)");
    expect(testIdText(first, "subscriber-page")).toBe("Page 1 of 3");
    expect(emailsOn(first)).toHaveLength(100);
    expect(emailsOn(first)[0]).toBe("reader204");
    expect(first).toContain('href="/admin/subscribers?q=paged&amp;page=2"');
    expect(first).not.toContain("Previous page");

    const last = await (await c.fetch("/admin/subscribers?q=paged&page=3")).text();
    expect(emailsOn(last)).toEqual(["reader004", "reader003", "reader002", "reader001", "reader000"]);
    expect(last).toContain('href="/admin/subscribers?q=paged&amp;page=2"');
    expect(last).not.toContain("Next page");

    // Every person appears on exactly one page.
    const middle = await (await c.fetch("/admin/subscribers?q=paged&page=2")).text();
    const seen = [first, middle, last].flatMap(emailsOn);
    expect(new Set(seen).size).toBe(205);

    // Past the end: the last page; nonsense: the first.
    expect(emailsOn(await (await c.fetch("/admin/subscribers?q=paged&page=40")).text())).toEqual(emailsOn(last));
    expect(emailsOn(await (await c.fetch("/admin/subscribers?q=paged&page=x")).text())).toEqual(emailsOn(first));

    // One page only: no page links at all.
    const few = await (await c.fetch("/admin/subscribers?status=confirmed")).text();
    expect(few).not.toContain("Pages of subscribers");
  });

  it("odd input to the console gets a 4xx and changes nothing: ids beyond the database's range, control characters", async () => {
    for (const url of ["/admin/courses/99999999999", "/admin/subscribers/99999999999", "/admin/subscribers/99999999999/export.json", "/admin/courses/1e3"]) {
      expect((await c.fetch(url)).status, url).toBe(404);
    }
    expect((await postForm(app, c, "/admin/courses/99999999999", { intent: "open", csrf })).status).toBe(404);
    expect(plain(await (await postForm(app, c, "/admin/email", { intent: "retry", messageId: "99999999999", csrf })).text())).toContain("Unknown message.");
    // A NUL in the search box is dropped, not sent to the database.
    const search = await c.fetch("/admin/subscribers?q=cy%00");
    expect(search.status).toBe(200);
    expect((await c.fetch("/admin/export/subscribers.csv?q=%00")).status).toBe(200);

    const newsletters = async () => (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from newsletters`));
    const letter = await postForm(app, c, "/admin/email", { intent: "send", subject: "Hello", markdown: "x\u0000y", csrf });
    expect(letter.status).toBe(400);
    expect(plain(await letter.text())).toContain("markdown cannot contain control characters");
    expect((await newsletters()).rows[0]!.n).toBe(0);
    const course = await postForm(app, c, "/admin/courses/new", {
      intent: "save",
      title: "Null\u0000Course", instructor: "X", ratingScore: "4.5", ratingCount: "1", durationWeeks: "6", priceAmount: "30",
      currency: "SGD", category: "Technology", description: "Line one\nline two", status: "registration_open", csrf,
    });
    expect(course.status).toBe(400);
    expect(plain(await course.text())).toContain("Title cannot contain control characters.");
    expect(await database.db.select().from(courses).where(like(courses.title, "Null%"))).toEqual([]);
  });

  it("exports the filtered subscribers as CSV, cells that start a formula neutralised", async () => {
    const res = await c.fetch("/admin/export/subscribers.csv?status=confirmed");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="classwish-subscribers\.csv"/);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const lines = (await res.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe('"id","email","status","source","lists","created_at","confirmed_at","unsubscribed_at"');
    const emails = lines.slice(1).map((l) => l.split(",")[1]);
    expect(emails.sort()).toEqual(['"\'=cmd@example.com"', '"ada@example.com"', '"cy@example.com"'].sort());
    const cy = lines.find((l) => l.includes("cy@example.com"))!;
    expect(cy).toContain(`"${seeded.subscribers.c.id}","cy@example.com","confirmed","course","course:1"`);

    const onLaunch = (await (await c.fetch("/admin/export/subscribers.csv?list=launch&q=BOB")).text()).trimEnd().split("\r\n");
    expect(onLaunch).toHaveLength(2);
    expect(onLaunch[1]).toContain('"bob@example.com","pending","search","launch"');
  });

  it("exports every search as CSV, with the concept neutralised when it starts a formula", async () => {
    await database.db.insert(searches).values({
      searchId: "00000000-0000-4000-8000-000000000001",
      visitorId: seeded.visitors[2]!,
      concept: '=HYPERLINK("http://evil.example","x")',
      budget: 20,
      classSize: 2,
    });
    const text = await (await c.fetch("/admin/export/searches.csv")).text();
    const lines = text.trimEnd().split("\r\n");
    expect(lines[0]).toBe('"search_id","created_at","concept","budget","class_size","subscriber_id"');
    expect(lines).toHaveLength(1 + 7);
    expect(text).toContain(`"00000000-0000-4000-8000-000000000001",`);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")","20","2",\r\n`); // no subscriber: empty cell
    expect(text).toContain(`"Black holes","100","5","${seeded.subscribers.a.id}"`);
  });

  it("exports everything stored about one person as JSON", async () => {
    const a = seeded.subscribers.a;
    const res = await c.fetch(`/admin/subscribers/${a.id}/export.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const body = await res.json();
    expect(body.subscriber).toMatchObject({ id: a.id, email: "ada@example.com", status: "confirmed", source: "search" });
    expect(body.lists).toEqual([expect.objectContaining({ list: "launch", courseId: null })]);
    expect(body.visitors).toEqual([expect.objectContaining({ id: seeded.visitors[0] })]);
    expect(body.searches.map((s: { concept: string }) => s.concept)).toEqual(["Black holes", "black  hole"]);
    expect(body.courseInterests).toEqual([]);
    const cy = await (await c.fetch(`/admin/subscribers/${seeded.subscribers.c.id}/export.json`)).json();
    expect(cy.courseInterests).toEqual([expect.objectContaining({ courseId: 1 })]);
    expect((await c.fetch("/admin/subscribers/99999/export.json")).status).toBe(404);
  });

  it("erases a person: nothing of them is left in any table, queued mail is dropped, their searches stay anonymous", async () => {
    const a = seeded.subscribers.a;
    await database.db.insert(messages).values({ subscriberId: a.id, kind: "launch", dedupeKey: `launch:${a.id}`, messageId: "<m1@classwish.test>" });
    expect((await rowsMentioning(database, "ada@example.com")).length).toBeGreaterThan(0);

    const refused = await postForm(app, c, `/admin/subscribers/${a.id}`, { intent: "erase", csrf });
    expect(refused.status).toBe(400); // the confirmation box was not ticked
    const res = await postForm(app, c, `/admin/subscribers/${a.id}`, { intent: "erase", confirm: "yes", csrf });
    expect([res.status, res.headers.get("location")]).toEqual([302, "/admin/subscribers?erased=1"]);

    expect(await rowsMentioning(database, "ada@example.com")).toEqual([]);
    expect(await database.db.select().from(subscribers).where(eq(subscribers.id, a.id))).toEqual([]);
    expect(await database.db.select().from(subscriptions).where(eq(subscriptions.subscriberId, a.id))).toEqual([]);
    expect(await database.db.select().from(messages).where(eq(messages.subscriberId, a.id))).toEqual([]);
    expect(await database.db.select().from(visitors).where(eq(visitors.subscriberId, a.id))).toEqual([]);
    // The searches remain as anonymous demand, linked to no one.
    const left = await database.db.select({ subscriberId: visitors.subscriberId }).from(searches).innerJoin(visitors, eq(visitors.id, searches.visitorId)).where(eq(searches.visitorId, seeded.visitors[0]!));
    expect(left).toEqual([{ subscriberId: null }, { subscriberId: null }]);
    // Everyone else is untouched.
    expect(await database.db.select().from(subscribers)).toHaveLength(4);
    expect((await c.fetch(`/admin/subscribers/${a.id}`, { redirect: "manual" })).status).toBe(404);
  });

  it("Courses: registrations and confirmed subscribers per course; opening shows the count first, then queues exactly that", async () => {
    // A confirmed address on course 1's list whose mail bounced for good: opening would not write to it.
    const [bounced] = await database.db
      .insert(subscribers)
      .values({ email: "bounced@example.com", source: "course", status: "confirmed", confirmedAt: new Date(), undeliverableAt: new Date() })
      .returning();
    await database.db.insert(subscriptions).values({ subscriberId: bounced!.id, list: "course", courseId: 1, state: "active" });
    const html = await (await c.fetch("/admin/courses")).text();
    // Course 1: registered by V4 (cy, confirmed, also on its list) and V5 (anonymous); the bounced one is not counted.
    expect(html).toMatch(/The Science of Longevity[^]*?<td[^>]*>2<\/td><td[^>]*>1<\/td>/);

    const preview = await postForm(app, c, "/admin/courses/1", { intent: "open-preview", csrf });
    expect(preview.status).toBe(200);
    expect(testIdText(await preview.text(), "will-queue")).toBe("1");
    // The preview changed nothing.
    expect((await database.db.select().from(courses).where(eq(courses.id, 1)))[0]!.status).toBe("registration_open");
    expect(await database.db.select().from(messages)).toEqual([]);

    const open = await postForm(app, c, "/admin/courses/1", { intent: "open", csrf });
    expect(plain(await open.text())).toContain("1 message queued");
    const queued = await database.db.select().from(messages);
    expect(queued.map((m) => [m.subscriberId, m.kind, m.dedupeKey])).toEqual([[seeded.subscribers.c.id, "course_opened", `course_opened:1:${seeded.subscribers.c.id}`]]);
    const progress = await (await c.fetch("/admin/courses/1")).text();
    expect(testIdText(progress, "progress")).toMatch(/^0 of 1 sent · 1 on the way/);
    // Opening again queues nothing twice: the page says why and offers nothing to confirm.
    const again = plain(await (await postForm(app, c, "/admin/courses/1", { intent: "open-preview", csrf })).text());
    expect(testIdText(again, "nothing-to-send")).toMatch(/^Nothing would be sent: “The Science of Longevity[^”]*” is already open, and everyone on its list has been sent the notice\./);
    expect(again).not.toContain('name="intent" value="open"');
  });

  it("adds and edits a course with validation", async () => {
    const fields = {
      intent: "save",
      csrf,
      title: "Underwater Basket Weaving",
      instructor: "Ms. Reed",
      ratingScore: "4.5",
      ratingCount: "10",
      durationWeeks: "3",
      priceAmount: "25",
      currency: "sgd",
      category: "Self-Development",
      description: "Baskets, under water.",
      status: "registration_open",
    };
    const bad = await postForm(app, c, "/admin/courses/new", { ...fields, title: " ", ratingScore: "7", durationWeeks: "0" });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    for (const msg of ["Title is required.", "Rating must be between 0 and 5.", "Duration must be at least 1."]) expect(badHtml).toContain(msg);

    const made = await postForm(app, c, "/admin/courses/new", fields);
    expect(made.status).toBe(302);
    const id = Number(made.headers.get("location")!.match(/\/admin\/courses\/(\d+)/)![1]);
    const [row] = await database.db.select().from(courses).where(eq(courses.id, id));
    expect(row).toMatchObject({ title: "Underwater Basket Weaving", currency: "SGD", ratingScore: 4.5, priceAmount: 25 });
    // The new course is now what "underwater basket weaving" matches: it leaves 'wanted but not offered'.
    expect((await demand(database.db, {})).notOffered.map((x) => x.example)).toEqual(["<script>alert('x')</script>"]);

    const dup = await postForm(app, c, "/admin/courses/new", fields);
    expect(dup.status).toBe(409);
    expect(await dup.text()).toContain("A course with this title already exists.");
    // An edit the database refuses (another course's title) says so and keeps nothing of it.
    const [other] = await database.db.select({ title: courses.title }).from(courses).where(ne(courses.id, id)).limit(1);
    const clash = await postForm(app, c, `/admin/courses/${id}`, { ...fields, title: other!.title, priceAmount: "31" });
    expect(clash.status).toBe(409);
    expect(await clash.text()).toContain("A course with this title already exists.");
    expect((await database.db.select().from(courses).where(eq(courses.id, id)))[0]).toMatchObject({ title: "Underwater Basket Weaving", priceAmount: 25 });

    const edited = await postForm(app, c, `/admin/courses/${id}`, { ...fields, priceAmount: "30", status: "closed" });
    expect(edited.status).toBe(302);
    expect((await database.db.select().from(courses).where(eq(courses.id, id)))[0]).toMatchObject({ priceAmount: 30, status: "closed" });
  });

  it("retries a failed message through the queue: back to queued with a new job, once", async () => {
    const e = seeded.subscribers.e;
    const [m] = await database.db
      .insert(messages)
      .values({ subscriberId: e.id, kind: "launch", dedupeKey: `launch:${e.id}`, messageId: "<f1@classwish.test>", status: "failed", attempts: 10, lastError: "421 try later" })
      .returning();
    const page = await (await c.fetch("/admin/email")).text();
    expect(testIdText(page, "outbox-failed")).toBe("1");
    expect(page).toContain("421 try later");

    const jobs = async () =>
      Number(
        ((await database.db.execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job where name = 'mail' and data->>'messageId' = ${String(m!.id)}`))).rows[0]!.n,
      );
    expect(await jobs()).toBe(0);
    const res = await postForm(app, c, "/admin/email", { intent: "retry", messageId: String(m!.id), csrf });
    expect(plain(await res.text())).toContain(`Message ${m!.id} is queued again.`);
    expect((await database.db.select().from(messages).where(eq(messages.id, m!.id)))[0]!.status).toBe("queued");
    expect(await jobs()).toBe(1);
    const twice = await postForm(app, c, "/admin/email", { intent: "retry", messageId: String(m!.id), csrf });
    expect(await twice.text()).toContain("no longer failed");
    expect(await jobs()).toBe(1);
  });

  it("retries every failed message at once, and says when there is nothing to retry", async () => {
    const { c: third, d: fourth, e: fifth } = seeded.subscribers;
    const failed = await database.db
      .insert(messages)
      .values(
        [third, fourth, fifth].map((s) => ({ subscriberId: s.id, kind: "launch" as const, dedupeKey: `launch:${s.id}`, messageId: `<all-${s.id}@classwish.test>`, status: "failed" as const, attempts: 10, lastError: "421 try later" })),
      )
      .returning();
    const page = plain(await (await c.fetch("/admin/email")).text());
    expect(page).toContain("3 failed messages.");
    expect(page).toContain("Retry all failed");

    // Message ids restart with each test's fresh tables while the queue keeps its jobs: count the new ones.
    const jobIds = async () =>
      ((await database.db.execute<{ id: string }>(sql`select data->>'messageId' as id from pgboss.job where name = 'mail' order by created_on, id`))).rows.map((r) => Number(r.id));
    const before = (await jobIds()).length;
    const res = await postForm(app, c, "/admin/email", { intent: "retry-all", csrf });
    expect(plain(await res.text())).toContain("3 failed messages are queued again.");
    const rows = await database.db.select().from(messages);
    expect(rows.map((m) => m.status)).toEqual(["queued", "queued", "queued"]);
    const byNumber = (a: number, b: number) => a - b;
    expect((await jobIds()).slice(before).sort(byNumber)).toEqual(failed.map((m) => m.id).sort(byNumber));

    const again = await postForm(app, c, "/admin/email", { intent: "retry-all", csrf });
    expect(plain(await again.text())).toContain("No failed messages; nothing to retry.");
    const forged = await postForm(app, c, "/admin/email", { intent: "retry-all", csrf: "forged" });
    expect(forged.status).toBe(403);
  });

  it("counts the launch (everyone invited) before sending it, then invites the confirmed launch list", async () => {
    const preview = await postForm(app, c, "/admin/email", { intent: "launch-preview", csrf });
    expect(plain(await preview.text())).toMatch(/This will invite <strong>1<\/strong> person, sent now\./);
    expect(await database.db.select().from(messages)).toEqual([]);
    const sent = await postForm(app, c, "/admin/email", { intent: "launch", csrf });
    expect(plain(await sent.text())).toContain("Invited 1 person: one wave of everyone waiting (see Launch).");
    const rows = await database.db.select().from(messages).where(and(eq(messages.kind, "invitation")));
    expect(rows.map((r) => r.subscriberId)).toEqual([seeded.subscribers.a.id]);
  });

  it("previews a newsletter (rendered safely) and refuses an empty one", async () => {
    const res = await postForm(app, c, "/admin/email", { intent: "preview", csrf, subject: "November", markdown: "# Hello\n\n<script>x()</script> **bold**" });
    const html = await res.text();
    expect(html).toContain('title="Newsletter preview"');
    expect(html).toContain("&lt;strong&gt;bold&lt;/strong&gt;"); // the HTML part, inside srcdoc
    expect(html).not.toContain("<script>x()");
    // Its footer is its segment's: the newsletter list's by default, the launch list's when chosen.
    expect(html).toContain("because you subscribed to the Classwish monthly newsletter");
    const toLaunch = await (await postForm(app, c, "/admin/email", { intent: "preview", csrf, subject: "Soon", markdown: "Hi", segment: "list:launch" })).text();
    expect(toLaunch).toContain("because you asked to hear when Classwish launches");
    expect(toLaunch).not.toContain("monthly newsletter");
    const empty = await postForm(app, c, "/admin/email", { intent: "preview", csrf, subject: "", markdown: "x" });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("subject is required.");
    expect(await database.db.select().from(courseInterests)).toHaveLength(3);
  });

  it("sends a test of the draft to one address at once (not a subscriber, nothing queued), then the newsletter to the list", async () => {
    const draft = { csrf, subject: "November", markdown: "Hello **you**", to: "Tester@Example.com" };
    const bad = await postForm(app, c, "/admin/email", { ...draft, intent: "test", to: "not-an-address" });
    expect(bad.status).toBe(400);
    const res = await postForm(app, c, "/admin/email", { ...draft, intent: "test" });
    expect(plain(await res.text())).toContain("Test sent to tester@example.com.");
    // Without SMTP_URL the server's transport writes .eml files: the message went out through it.
    const dir = path.join(app.config.DATA_DIR, "outbox");
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    const eml = await readFile(path.join(dir, files[0]!), "utf8");
    expect(eml).toMatch(/^To: tester@example\.com$/m);
    expect(eml).toMatch(/^Subject: \[Test\] November$/m);
    expect(await database.db.select().from(messages)).toEqual([]);

    const count = await postForm(app, c, "/admin/email", { ...draft, intent: "send-preview" });
    expect(plain(await count.text())).toMatch(/This will queue <strong>1<\/strong> message to “The newsletter list”, now\./);
    expect(await database.db.select().from(messages)).toEqual([]);
    const sent = await postForm(app, c, "/admin/email", { ...draft, intent: "send" });
    expect(plain(await sent.text())).toContain("Newsletter queued to 1 subscriber.");
    const rows = await database.db.select().from(messages);
    expect(rows.map((r) => [r.kind, r.subscriberId])).toEqual([["newsletter", seeded.subscribers.e.id]]);
  });
});

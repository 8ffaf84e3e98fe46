import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { courseInterests, courseNotifications, courses, messages, searches, seats, subscribers, subscriptions, visitors } from "../../app/.server/db/schema.ts";
import type { MailService } from "../../app/.server/mail/service.ts";
import { unsubscribeToken } from "../../app/.server/mail/tokens.ts";
import { ADMIN_PASSWORD, csrfOf, login, plain, postForm, testIdText } from "../helpers/admin.ts";
import { useTestApp, type TestClient } from "../helpers/app.ts";
import { startSmtpWorker } from "../helpers/mail-worker.ts";
import { waitForDrained } from "../helpers/outbox.ts";
import { watchQueryOverlap } from "../helpers/query-overlap.ts";
import { startSmtpListener, type SmtpListener } from "../helpers/smtp.ts";

// "A class you asked for is open": the console's People who asked panel of a course, Notify them
// (dry run, confirm, send) and the operator API's equivalent, with a real worker and SMTP listener.

const ADMIN_TOKEN = "operator-token-for-tests-0123456789";
const env = { ADMIN_PASSWORD, ADMIN_TOKEN, PUBLIC_URL: "http://classwish.test", MAIL_RATE: "0" };
/** "Black Holes: What Happens Beyond the Event Horizon" (seeded). */
const COURSE = 2;
const PAGE = `/admin/courses/${COURSE}`;
const SUBJECT = "A class you asked for is open: “Black Holes: What Happens Beyond the Event Horizon”";
const outcome = (rows: Awaited<ReturnType<typeof waitForDrained>>) => rows.map((m) => `${m.kind} ${m.status} ${m.attempts}`).sort();

describe("notify the people who asked for a course", () => {
  const t = useTestApp(env, { pages: true });
  let smtp: SmtpListener;
  /** The delivering worker, apart from the app so a test can hold the mail back while it acts. */
  let worker: MailService | undefined;
  let operator: TestClient;
  let csrf: string;
  const startWorker = () => startSmtpWorker(t.database, t.app.config, smtp.url);
  async function stopWorker() {
    await worker?.stop();
    worker = undefined;
  }
  beforeAll(async () => {
    smtp = await startSmtpListener();
  });
  afterAll(async () => {
    await stopWorker();
    await smtp?.close();
  });
  beforeEach(async () => {
    worker ??= await startWorker();
    // Courses are seeded, so kept across tests: one test closes this one.
    await t.database.db.update(courses).set({ status: "registration_open" }).where(eq(courses.id, COURSE));
    smtp.received.length = 0;
    operator = t.app.client();
    await login(t.app, operator);
    csrf = await csrfOf(operator);
  });

  type Person = { email?: string; status?: "pending" | "confirmed" | "unsubscribed"; lists?: Array<"launch" | "newsletter" | "course">; searched?: string[]; registered?: boolean };

  /** A browser that searched and registered, linked to a subscriber when it has an address (as a confirmation click links it). */
  async function person(p: Person) {
    let subscriberId: number | null = null;
    if (p.email) {
      const status = p.status ?? "confirmed";
      const [row] = await t.database.db
        .insert(subscribers)
        .values({ email: p.email, source: "search", status, confirmedAt: status === "pending" ? null : new Date(), unsubscribedAt: status === "unsubscribed" ? new Date() : null })
        .returning();
      subscriberId = row!.id;
      const state = status === "confirmed" ? "active" : status === "pending" ? "pending" : "ended";
      for (const list of p.lists ?? []) await t.database.db.insert(subscriptions).values({ subscriberId, list, courseId: list === "course" ? COURSE : null, state });
    }
    const visitorId = randomUUID();
    await t.database.db.insert(visitors).values({ id: visitorId, subscriberId });
    for (const concept of p.searched ?? []) await t.database.db.insert(searches).values({ searchId: randomUUID(), visitorId, concept, budget: 120, classSize: 6 });
    if (p.registered) await t.database.db.insert(courseInterests).values({ courseId: COURSE, visitorId });
    return { subscriberId, visitorId };
  }

  /**
   * Ana (confirmed, launch list) searched for black holes and registered; Bo's address is not confirmed;
   * Cy unsubscribed; Di searched for something else; Eve (on the course's own list) and Fay (newsletter
   * only) registered; an anonymous browser searched twice. Agreed to updates: Ana and Eve.
   */
  async function seed() {
    return {
      ana: await person({ email: "ana@example.com", lists: ["launch"], searched: ["Black holes"], registered: true }),
      bo: await person({ email: "bo@example.com", status: "pending", lists: ["launch"], searched: ["black hole physics"] }),
      cy: await person({ email: "cy@example.com", status: "unsubscribed", lists: ["launch"], searched: ["Black holes"] }),
      di: await person({ email: "di@example.com", lists: ["launch"], searched: ["Underwater basket weaving"] }),
      eve: await person({ email: "eve@example.com", lists: ["course"], registered: true }),
      fay: await person({ email: "fay@example.com", lists: ["newsletter"], registered: true }),
      anon: await person({ searched: ["Black holes", "<b>Black holes & Hawking radiation</b>"] }),
    };
  }

  const page = async () => plain(await (await operator.fetch(PAGE)).text());
  const notify = async (intent: "notify-preview" | "notify") => {
    const res = await postForm(t.app, operator, PAGE, { intent, csrf });
    return { status: res.status, html: plain(await res.text()) };
  };
  const api = (body?: unknown) =>
    fetch(`${t.app.url}/api/admin/courses/${COURSE}/notify-askers`, {
      method: "POST",
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const unsubscribe = async (email: string) => {
    const [s] = await t.database.db.select().from(subscribers).where(eq(subscribers.email, email));
    const res = await fetch(`${t.app.url}/unsubscribe?token=${unsubscribeToken(t.app.config, s!.publicId)}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
  };
  const notices = () => smtp.received.filter((m) => m.subject === SUBJECT);

  it("counts who asked: matching searches and registrations, the people behind them, and who of them agreed to updates", async () => {
    await seed();
    const html = await page();
    expect(testIdText(html, "asked-searches")).toBe("5");
    expect(testIdText(html, "asked-registrations")).toBe("3");
    // Ana searched and registered: one person. The anonymous browser searched twice: one person.
    expect(testIdText(html, "asked-people")).toBe("6");
    expect(testIdText(html, "asked-agreed")).toBe("2");
    expect(testIdText(html, "asked-told")).toBe("0");
    expect(testIdText(html, "asked-concepts-shown")).toBe("What they asked for: 3 concepts.");
    expect(html).toContain("Black holes");
    expect(html).toContain("black hole physics");
    expect(html).not.toContain("Underwater basket weaving");
    // Visitor text is escaped.
    expect(html).toContain("&lt;b&gt;Black holes &amp; Hawking radiation&lt;/b&gt;");
    expect(html).not.toContain("<b>Black");
  });

  it("shows what matched each concept, and a concept the operator leaves out is not counted nor written to until taken back in", async () => {
    await seed();
    const before = await operator.fetch(PAGE).then((r) => r.text());
    // Each concept with the words that matched the course and the score.
    // "black hole" is one term (WordNet's phrase), shown as typed, not as its name ("black_hole").
    expect(before).toMatch(/>black hole<\/td><td[^>]*>0\.\d\d</);
    expect(testIdText(plain(before), "asked-searches")).toBe("5");
    const leaveOut = await postForm(t.app, operator, PAGE, { intent: "leave-out", concept_key: "black hole", csrf });
    expect(leaveOut.status).toBe(302);
    const html = await page();
    // Ana's, Cy's and the anonymous browser's "Black holes" are out; Ana still registered, so she still counts.
    expect(testIdText(html, "asked-searches")).toBe("2");
    expect(testIdText(html, "asked-people")).toBe("5");
    expect(testIdText(html, "asked-concepts-shown")).toMatch(/^What they asked for: 3 concepts, 1 left out\./);
    expect((await notify("notify-preview")).html).toContain("2 people will get this e-mail.");
    await postForm(t.app, operator, PAGE, { intent: "take-in", concept_key: "black hole", csrf });
    expect(testIdText(await page(), "asked-searches")).toBe("5");
  });

  it("a dry run reads on its transaction's one connection one query at a time", async () => {
    await seed();
    // Its reads were started side by side, on one connection: pg queued them and warned.
    const watch = watchQueryOverlap();
    try {
      expect(testIdText((await notify("notify-preview")).html, "will-notify")).toBe("2 people will get this e-mail.");
    } finally {
      watch.stop();
    }
    expect(watch.overlaps).toEqual([]);
  });

  it("sends what the dry run counted, one message per matching confirmed subscriber, and never twice", async () => {
    const { ana } = await seed();
    const preview = await notify("notify-preview");
    expect(testIdText(preview.html, "will-notify")).toBe("2 people will get this e-mail.");
    expect(await t.database.db.select().from(courseNotifications)).toEqual([]);
    const sent = await notify("notify");
    expect(sent.html).toContain("Queued to 2 people.");
    expect(outcome(await waitForDrained(t.database, t.app.mail.boss))).toEqual(["asked_class_open sent 1", "asked_class_open sent 1"]);
    expect(notices().map((m) => m.to[0]).sort()).toEqual(["ana@example.com", "eve@example.com"]);
    const [course] = await t.database.db.select().from(courses).where(eq(courses.id, COURSE));
    const mail = notices()[0]!;
    expect(mail.text).toContain(`See the class: http://classwish.test/courses/${course!.slug}`);
    expect(mail.html).toContain(`href="http://classwish.test/courses/${course!.slug}"`);
    expect(mail.headers.get("list-unsubscribe")).toMatch(/^<http:\/\/classwish\.test\/unsubscribe\?token=[\w.-]+&m=[0-9a-f-]{36}>/);
    expect(mail.html).toContain(">Unsubscribe</a>");

    // Again: nobody is left to tell, and nothing more is sent.
    expect(testIdText((await notify("notify-preview")).html, "nothing-to-notify")).toContain("has been told about “Black Holes");
    expect((await notify("notify")).html).toContain("Queued to 0 people.");
    expect(outcome(await waitForDrained(t.database, t.app.mail.boss))).toHaveLength(2);
    expect(smtp.received).toHaveLength(2);
    expect(await t.database.db.select().from(courseNotifications)).toHaveLength(2);
    // The person's export says so.
    const record = await (await operator.fetch(`/admin/subscribers/${ana.subscriberId}/export.json`)).json();
    expect(record.courseNotifications).toEqual([expect.objectContaining({ courseId: COURSE, courseTitle: "Black Holes: What Happens Beyond the Event Horizon" })]);
    const after = await page();
    expect(testIdText(after, "asked-told")).toBe("2");
    expect(testIdText(after, "asked-progress")).toMatch(/^2 of 2 sent · 0 on the way/);
  });

  it("a class opened for seats and full by the time the message goes offers its waitlist, not a seat", async () => {
    const { fay } = await seed();
    await t.database.db.update(courses).set({ status: "opened", classSize: 1 }).where(eq(courses.id, COURSE));
    await t.database.db.insert(seats).values({ courseId: COURSE, subscriberId: fay.subscriberId!, state: "held", confirmedAt: new Date() });
    expect((await notify("notify")).html).toContain("Queued to 2 people.");
    await waitForDrained(t.database, t.app.mail.boss);
    const [course] = await t.database.db.select().from(courses).where(eq(courses.id, COURSE));
    for (const mail of notices()) {
      expect(mail.text).toContain(`Join the waitlist: http://classwish.test/courses/${course!.slug}`);
      expect(mail.text).not.toContain("Reserve a seat");
    }
    expect(notices()).toHaveLength(2);
  });

  it("two operators at once (a console press and an operator API call) send once; the API's dry run counts the same", async () => {
    await seed();
    expect(await (await api({ dry_run: true })).json()).toEqual({ will_send: 2 });
    const [console, cli] = await Promise.all([notify("notify"), api()]);
    const fromConsole = Number(/Queued to (\d+) pe/.exec(console.html)![1]);
    const fromApi = ((await cli.json()) as { queued: number }).queued;
    expect(fromConsole + fromApi).toBe(2);
    expect(outcome(await waitForDrained(t.database, t.app.mail.boss))).toEqual(["asked_class_open sent 1", "asked_class_open sent 1"]);
    expect(notices()).toHaveLength(2);
    expect((await api([])).status).toBe(400);
    expect((await fetch(`${t.app.url}/api/admin/courses/999/notify-askers`, { method: "POST", headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).status).toBe(404);
  });

  it("someone who unsubscribes after the dry run, or after their message is queued, gets nothing", async () => {
    await seed();
    await person({ email: "gus@example.com", lists: ["launch"], searched: ["Black hole"] });
    expect(testIdText((await notify("notify-preview")).html, "will-notify")).toBe("3 people will get this e-mail.");
    await unsubscribe("ana@example.com");
    // The worker is held back: Gus's message is queued when he leaves.
    await stopWorker();
    expect((await notify("notify")).html).toContain("Queued to 2 people.");
    await unsubscribe("gus@example.com");
    worker = await startWorker();
    expect(outcome(await waitForDrained(t.database, t.app.mail.boss))).toEqual(["asked_class_open dropped 0", "asked_class_open sent 1"]);
    expect(notices().map((m) => m.to[0])).toEqual(["eve@example.com"]);
  });

  it("a closed course is refused, and a message queued before it closed is dropped", async () => {
    await seed();
    await stopWorker();
    expect((await notify("notify")).html).toContain("Queued to 2 people.");
    await t.database.db.update(courses).set({ status: "closed" }).where(eq(courses.id, COURSE));
    const html = await page();
    expect(html).toContain("is closed: only a course that is offered can be announced to the people who asked.");
    expect(html).not.toContain("Notify them…");
    for (const intent of ["notify-preview", "notify"] as const) {
      const refused = await notify(intent);
      expect(refused.status).toBe(409);
      expect(refused.html).toContain("Nothing was sent.");
    }
    expect((await api()).status).toBe(409);
    worker = await startWorker();
    // Each was claimed, found untrue and dropped unsent.
    expect(outcome(await waitForDrained(t.database, t.app.mail.boss))).toEqual(["asked_class_open dropped 1", "asked_class_open dropped 1"]);
    expect(notices()).toEqual([]);
  });

  it("needs the console's session and CSRF token", async () => {
    await seed();
    expect((await postForm(t.app, operator, PAGE, { intent: "notify" })).status).toBe(403);
    expect((await postForm(t.app, operator, PAGE, { intent: "notify", csrf: "forged" })).status).toBe(403);
    const stranger = await postForm(t.app, t.app.client(), PAGE, { intent: "notify", csrf });
    expect(stranger.status).toBeGreaterThanOrEqual(300);
    expect(stranger.status).not.toBe(200);
    expect(await t.database.db.select().from(courseNotifications)).toEqual([]);
    expect(await t.database.db.select().from(messages)).toEqual([]);
  });

  it("the new-course form takes checked values from its link, escaped; an invalid one is left out and named", async () => {
    const q = new URLSearchParams({ title: "<script>alert(1)</script> Stargazing", description: "Read the night sky.\nTwo lines.", price: "49", class_size: "8", status: "closed" });
    const html = plain(await (await operator.fetch(`/admin/courses/new?${q}`)).text());
    expect(html).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt; Stargazing"');
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toMatch(/<textarea[^>]*name="description"[^>]*>Read the night sky.\nTwo lines.<\/textarea>/);
    expect(html).toContain('name="priceAmount" value="49"');
    expect(html).toContain('name="classSize" value="8"');
    expect(html).toContain("Some fields are filled in from the link you followed.");
    // Only those four are read: the status stays the form's default.
    expect(html).toMatch(/<option value="registration_open" selected="">/);

    const bad = new URLSearchParams({ title: "x".repeat(121), price: "cheap", class_size: "99" });
    const refused = plain(await (await operator.fetch(`/admin/courses/new?${bad}`)).text());
    expect(refused).toContain("Left empty because the link&#x27;s value was not valid: Title, Price, Class size.");
    expect(refused).toContain('name="priceAmount" value="39"');
    expect(refused).toContain('name="classSize" value="10"');
    expect(refused).toContain('name="title" value=""');
  });
});

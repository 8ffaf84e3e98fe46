import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { courseInterests, messages, subscribers, subscriptions, visitors } from "../../app/.server/db/schema.ts";
import { createSmtpTransport } from "../../app/.server/mail/transport.ts";
import { createMailService, type MailService } from "../../app/.server/mail/service.ts";
import { createLogger } from "../../app/.server/logger.ts";
import type { Config } from "../../app/.server/config.ts";
import { confirmToken, unsubscribeToken } from "../../app/.server/mail/tokens.ts";
import { fastTuning, startTestApp, type TestApp } from "../helpers/app.ts";
import { openTestDatabase, type TestDatabase } from "../helpers/db.ts";
import { waitForDrained } from "../helpers/outbox.ts";
import { startSmtpListener, type SmtpListener } from "../helpers/smtp.ts";

const ADMIN_TOKEN = "operator-token-for-tests-0123456789";
const env = { PUBLIC_URL: "http://classwish.test", SUPPORT_EMAIL: "support@classwish.test", ADMIN_TOKEN, MAIL_RATE: "0" };
const execFileAsync = promisify(execFile);
/** Each row's kind, status and attempts (sorted), once the outbox is drained: nothing more can be sent. */
const outcome = (rows: Awaited<ReturnType<typeof waitForDrained>>) => rows.map((m) => `${m.kind} ${m.status} ${m.attempts}`).sort();

describe("e-mail pipeline", () => {
  let database: TestDatabase;
  let smtp: SmtpListener;
  let app: TestApp;
  let worker: MailService | undefined;
  /** The delivering worker, separate from the app so tests can stop it, swap its SMTP, or add another. */
  async function startWorker(smtpUrl = smtp.url) {
    const service = await createMailService({ database, config: app.config, log: createLogger("silent"), tuning: fastTuning, transport: createSmtpTransport(smtpUrl, { timeoutMs: 1000 }) });
    await service.startWorker();
    return service;
  }
  async function stopWorker() {
    await worker?.stop();
    worker = undefined;
  }
  beforeAll(async () => {
    database = await openTestDatabase();
    smtp = await startSmtpListener();
    app = await startTestApp(database, env, { pages: true });
    worker = await startWorker();
  });
  afterAll(async () => {
    await stopWorker();
    await app?.close();
    await smtp?.close();
    await database?.destroy();
  });
  beforeEach(async () => {
    worker ??= await startWorker();
    await database.reset();
    smtp.received.length = 0;
    smtp.refuse.clear();
    smtp.beforeAccept = undefined;
  });

  const admin = (path: string, body?: unknown) =>
    fetch(`${app.url}/api/admin${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify(body ?? {}),
    });

  /** Confirmed subscribers on the given lists, straight into the database. */
  async function confirmed(emails: string[], lists: Array<"launch" | "newsletter"> = ["launch", "newsletter"]) {
    const rows = await database.db
      .insert(subscribers)
      .values(emails.map((email) => ({ email, source: "newsletter" as const, status: "confirmed" as const, confirmedAt: new Date() })))
      .returning();
    const memberships = rows.flatMap((r) => lists.map((list) => ({ subscriberId: r.id, list, state: "active" as const })));
    if (memberships.length > 0) await database.db.insert(subscriptions).values(memberships);
    return rows;
  }

  it("a new address gets one confirmation message with the bulk-sender headers", async () => {
    const res = await app.client().postJson("/api/subscribe/", { email: "Ana@Example.com", source: "newsletter" });
    expect(res.status).toBe(202);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual(["ana@example.com"]);
    expect(mail!.subject).toBe("Confirm your Classwish subscription");
    // MAIL_FROM is unset: the sender is at PUBLIC_URL's host.
    expect(mail!.headers.get("from")).toContain("no-reply@classwish.test");
    expect(mail!.headers.get("reply-to")).toContain("support@classwish.test");
    expect(mail!.messageId).toMatch(/^<[0-9a-f-]{36}@classwish\.test>$/);
    expect(mail!.headers.get("date")).toBeTruthy();
    const listUnsubscribe = mail!.headers.get("list-unsubscribe")!;
    expect(listUnsubscribe).toMatch(/^<http:\/\/classwish\.test\/unsubscribe\?token=[\w.-]+&m=[0-9a-f-]{36}>, <mailto:support@classwish\.test\?subject=unsubscribe>$/);
    expect(mail!.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(mail!.headers.has("list-id")).toBe(false);
    expect(mail!.text).toMatch(/http:\/\/classwish\.test\/confirm\?token=[\w.-]+/);
    expect(mail!.html).toMatch(/href="http:\/\/classwish\.test\/confirm\?token=[\w.-]+"/);
    expect(mail!.html).toContain(">Unsubscribe</a>");
    expect(mail!.text).toContain("- Our monthly newsletter: news and articles");
    // Nothing else is sent before the address is confirmed.
    expect(outcome(await waitForDrained(database, app.mail.boss))).toEqual(["confirm sent 1"]);
    expect(smtp.received).toHaveLength(1);
  });

  it("GET /confirm confirms nothing; the page's POST does, and says what comes next", async () => {
    await app.client().postJson("/api/subscribe/", { email: "bo@example.com", source: "newsletter" });
    const [mail] = await smtp.waitFor(1);
    const link = mail!.text.match(/http:\/\/classwish\.test(\/confirm\?token=[\w.-]+)/)![1]!;
    const page = await fetch(app.url + link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Confirm my subscription");
    const status = async () => (await database.db.select().from(subscribers))[0]!.status;
    expect(await status()).toBe("pending");

    const done = await fetch(app.url + link, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "intent=confirm" });
    expect(done.status).toBe(200);
    const body = await done.text();
    expect(body).toContain("Thank you, you&#x27;re confirmed!");
    expect(body).toContain("Our monthly newsletter");
    expect(await status()).toBe("confirmed");
  });

  it("refuses forged tokens and offers a new link for expired ones", async () => {
    await app.client().postJson("/api/subscribe/", { email: "cy@example.com" });
    await smtp.waitFor(1);
    const [sub] = await database.db.select().from(subscribers);
    const [message] = await database.db.select().from(messages).where(eq(messages.kind, "confirm"));
    const key = message!.dedupeKey.slice("confirm:".length);
    const foreign = { SESSION_SECRETS: ["another-secret-of-enough-length-000000"] } as Config;
    const forged = await fetch(`${app.url}/confirm?token=${confirmToken(foreign, key)}`);
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain("This link is not valid");
    const wrongPurpose = await fetch(`${app.url}/confirm?token=${unsubscribeToken(app.config, sub!.publicId)}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "intent=confirm",
    });
    expect(wrongPurpose.status).toBe(400);

    const expired = confirmToken(app.config, key, Date.now() - 8 * 86_400_000);
    const page = await fetch(`${app.url}/confirm?token=${expired}`);
    expect(await page.text()).toContain("This confirmation link has expired");
    const post = await fetch(`${app.url}/confirm?token=${expired}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "intent=confirm",
    });
    expect(post.status).toBe(410);
    expect((await database.db.select().from(subscribers))[0]!.status).toBe("pending");
  });

  it("one-click unsubscribe answers 200 at once, drops queued mail, and nothing more is sent", async () => {
    const [ana, bo] = await confirmed(["ana@example.com", "bo@example.com"]);
    // With the worker stopped, the mail is still waiting when Ana leaves.
    await stopWorker();
    {
      const queued = await admin("/announcements/launch");
      expect(await queued.json()).toEqual({ queued: 2 });
      const token = unsubscribeToken(app.config, ana!.publicId);
      // As a mail provider sends it (RFC 8058): form body, no Origin, no cookie.
      const res = await fetch(`${app.url}/unsubscribe?token=${token}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(res.status).toBe(200);
      const rows = await database.db.select().from(subscribers).where(eq(subscribers.id, ana!.id));
      expect(rows[0]!.status).toBe("unsubscribed");
      // Off every list; what she had is remembered (ended) only so "Subscribe again" can offer it.
      const lists = await database.db.select().from(subscriptions).where(eq(subscriptions.subscriberId, ana!.id));
      expect(lists.map((l) => l.state)).toEqual(["ended", "ended"]);
      const pending = await database.db.select().from(messages).where(eq(messages.subscriberId, ana!.id));
      expect(pending.map((m) => m.status)).toEqual(["dropped"]);
    }
    worker = await startWorker();
    await smtp.waitFor(1);
    expect(outcome(await waitForDrained(database, app.mail.boss))).toEqual(["invitation dropped 0", "invitation sent 1"]);
    expect(smtp.received.map((m) => m.to[0])).toEqual([bo!.email]);
  });

  it("the unsubscribe page shows the state, and GET changes nothing", async () => {
    const [ana] = await confirmed(["ana@example.com"]);
    const token = unsubscribeToken(app.config, ana!.publicId);
    const page = await fetch(`${app.url}/unsubscribe?token=${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Unsubscribe from Classwish");
    expect((await database.db.select().from(subscribers))[0]!.status).toBe("confirmed");
    expect((await fetch(`${app.url}/unsubscribe?token=nope`)).status).toBe(400);
  });

  it("course-opened mail goes only to confirmed members of that course's list, once each, also when repeated", async () => {
    const [ana, bo, cy, di] = await confirmed(["ana@example.com", "bo@example.com", "cy@example.com", "di@example.com"], []);
    await database.db.update(subscribers).set({ status: "pending" }).where(eq(subscribers.id, bo!.id));
    // Ana and Di confirmed course 1's list; Bo asked for it but never confirmed; Cy is on course 2's.
    // Registering from a browser puts nobody on a list: Cy's browser registered for course 1 too.
    const vid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
    await database.db.insert(visitors).values([
      { id: vid(1), subscriberId: ana!.id },
      { id: vid(2), subscriberId: bo!.id },
      { id: vid(3), subscriberId: cy!.id },
    ]);
    await database.db.insert(courseInterests).values([
      { courseId: 1, visitorId: vid(1) },
      { courseId: 1, visitorId: vid(2) },
      { courseId: 1, visitorId: vid(3) },
    ]);
    await database.db.insert(subscriptions).values([
      { subscriberId: ana!.id, list: "course", courseId: 1, state: "active" },
      { subscriberId: bo!.id, list: "course", courseId: 1, state: "pending" },
      { subscriberId: cy!.id, list: "course", courseId: 2, state: "active" },
      { subscriberId: di!.id, list: "course", courseId: 1, state: "active" },
    ]);

    const first = await admin("/courses/1/open");
    expect(await first.json()).toEqual({ queued: 2 });
    const again = await admin("/courses/1/open");
    expect(await again.json()).toEqual({ queued: 0 });
    const mails = await smtp.waitFor(2);
    expect(outcome(await waitForDrained(database, app.mail.boss))).toEqual(["course_opened sent 1", "course_opened sent 1"]);
    expect(mails.map((m) => m.to[0]).sort()).toEqual(["ana@example.com", "di@example.com"]);
    expect(mails[0]!.subject).toMatch(/^“.+” is open for seats$/);
    expect(mails[0]!.headers.get("list-id")).toBe("Classwish course 1 <course-1.classwish.test>");
    expect((await admin("/courses/999/open")).status).toBe(404);
  });

  it("confirming after a course opened still brings that course's notice, once", async () => {
    // Registered for course 2 and gave an address; the course opens before the address is confirmed.
    const visitor = app.client();
    expect((await visitor.postJson("/api/interest/", { course_id: 2 })).status).toBe(201);
    await visitor.postJson("/api/subscribe/", { email: "late@example.com", source: "course", course_id: 2 });
    const [confirmation] = await smtp.waitFor(1);
    expect(await (await admin("/courses/2/open")).json()).toEqual({ queued: 0 });
    const link = confirmation!.text.match(/http:\/\/classwish\.test(\/confirm\?token=[\w.-]+)/)![1]!;
    const post = () => fetch(app.url + link, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "intent=confirm" });
    expect((await post()).status).toBe(200);
    const [, notice] = await smtp.waitFor(2);
    expect(notice!.subject).toMatch(/^“.+” is open for seats$/);
    expect(notice!.to).toEqual(["late@example.com"]);
    // Confirming again, or opening the course again, sends nothing more.
    expect((await post()).status).toBe(200);
    expect(await (await admin("/courses/2/open")).json()).toEqual({ queued: 0 });
    expect(outcome(await waitForDrained(database, app.mail.boss))).toEqual(["confirm sent 1", "course_opened sent 1"]);
    expect(smtp.received).toHaveLength(2);
  });

  it("SMTP down, then back: everything is delivered, nothing twice", async () => {
    const down = await startSmtpListener();
    const port = down.port;
    await down.close();
    await stopWorker();
    worker = await startWorker(`smtp://127.0.0.1:${port}`);
    {
      const people = await confirmed(["a1@example.com", "a2@example.com", "a3@example.com", "a4@example.com", "a5@example.com"]);
      expect(await (await admin("/announcements/launch")).json()).toEqual({ queued: 5 });
      await expect.poll(async () => (await database.db.select().from(messages)).filter((m) => m.status === "retrying").length, { timeout: 10_000 }).toBeGreaterThan(0);
      const back = await startSmtpListener(port);
      try {
        await back.waitFor(5, 30_000);
        const rows = await waitForDrained(database, app.mail.boss);
        expect(back.received.map((m) => m.to[0]).sort()).toEqual(people.map((p) => p.email).sort());
        expect(rows.map((m) => m.status)).toEqual(["sent", "sent", "sent", "sent", "sent"]);
        // Some were tried while the server was down (a failed attempt, then a retry that sent them).
        expect(rows.some((m) => m.attempts >= 2)).toBe(true);
      } finally {
        await back.close();
        await stopWorker();
      }
    }
  }, 60_000);

  it("two workers share the outbox: every message once", async () => {
    const second = await startWorker();
    try {
      const people = await confirmed(Array.from({ length: 40 }, (_, i) => `p${i}@example.com`), ["newsletter"]);
      const res = await admin("/newsletters", { subject: "November at Classwish", markdown: "# Hello\n\nNew courses are coming." });
      expect(await res.json()).toMatchObject({ queued: 40 });
      await smtp.waitFor(40, 30_000);
      const rows = await waitForDrained(database, app.mail.boss);
      expect(rows.map((m) => `${m.status} ${m.attempts}`)).toEqual(Array.from({ length: 40 }, () => "sent 1"));
      const recipients = smtp.received.map((m) => m.to[0]);
      expect(recipients).toHaveLength(40);
      expect(new Set(recipients).size).toBe(40);
      expect(recipients.sort()).toEqual(people.map((p) => p.email).sort());
      expect(smtp.received[0]!.headers.get("list-id")).toBe("Classwish newsletter <newsletter.classwish.test>");
    } finally {
      await second.stop();
    }
  }, 60_000);

  it("a permanent failure marks the address undeliverable and stops mail to it", async () => {
    const [gone, ok] = await confirmed(["gone@example.com", "ok@example.com"]);
    smtp.refuse.add("gone@example.com");
    expect(await (await admin("/announcements/launch")).json()).toEqual({ queued: 2 });
    await smtp.waitFor(1);
    await expect.poll(async () => (await database.db.select().from(subscribers).where(eq(subscribers.id, gone!.id)))[0]!.undeliverableAt, { timeout: 10_000 }).not.toBeNull();
    const failed = await database.db.select().from(messages).where(eq(messages.subscriberId, gone!.id));
    expect(failed[0]!.status).toBe("failed");
    expect(failed[0]!.lastError).toMatch(/550/);
    const res = await admin("/newsletters", { subject: "News", markdown: "Hello" });
    expect(await res.json()).toMatchObject({ queued: 1 });
    await smtp.waitFor(2);
    expect(outcome(await waitForDrained(database, app.mail.boss))).toEqual(["invitation failed 1", "invitation sent 1", "newsletter sent 1"]);
    expect(smtp.received.map((m) => m.to[0])).toEqual([ok!.email, ok!.email]);
  });

  it("the operator API puts every failed message back on the queue, and they are delivered", async () => {
    const people = await confirmed(["late1@example.com", "late2@example.com"]);
    await database.db.insert(messages).values(
      people.map((p) => ({ subscriberId: p.id, kind: "launch" as const, dedupeKey: `launch:${p.id}`, messageId: `<retry-${p.id}@classwish.test>`, status: "failed" as const, attempts: 8, lastError: "421 try later" })),
    );
    expect(await (await admin("/outbox/retry-failed")).json()).toEqual({ queued: 2 });
    const delivered = await smtp.waitFor(2);
    expect(delivered.map((m) => m.to[0]).sort()).toEqual(["late1@example.com", "late2@example.com"]);
    await expect.poll(async () => (await database.db.select().from(messages)).map((m) => m.status), { timeout: 10_000 }).toEqual(["sent", "sent"]);
    expect(await (await admin("/outbox/retry-failed")).json()).toEqual({ queued: 0 });
  });

  it("the operator CLI drives the same API: outbox counts and retry-failed", async () => {
    const [p] = await confirmed(["cli@example.com"]);
    await database.db.insert(messages).values({ subscriberId: p!.id, kind: "launch", dedupeKey: `launch:${p!.id}`, messageId: `<cli-${p!.id}@classwish.test>`, status: "failed", attempts: 8, lastError: "421 try later" });
    const operator = (...args: string[]) =>
      execFileAsync(process.execPath, ["scripts/operator.ts", ...args], { env: { ...process.env, PUBLIC_URL: app.url, ADMIN_TOKEN } });
    expect((await operator("outbox")).stdout).toMatch(/^failed +1$/m);
    expect((await operator("retry-failed")).stdout.trim()).toBe("1 failed message(s) queued again.");
    await smtp.waitFor(1);
    expect((await operator("retry-failed")).stdout.trim()).toBe("0 failed message(s) queued again.");
    const noToken = await execFileAsync(process.execPath, ["scripts/operator.ts", "outbox"], { env: { ...process.env, PUBLIC_URL: app.url, ADMIN_TOKEN: "" } }).catch((err: { code: number; stderr: string }) => err);
    expect(noToken).toMatchObject({ code: 2 });
    expect((noToken as { stderr: string }).stderr).toContain("ADMIN_TOKEN is not set");
  });

  it("list-bombing guard: two confirmations per mailbox per 10 minutes; the next is held back and the answer says when", async () => {
    await stopWorker();
    // Requests while the first message waits are covered by it: one message, the same answer each time.
    const answers = [];
    for (const source of ["search", "newsletter", "search", "newsletter"]) {
      const res = await app.client().postJson("/api/subscribe/", { email: "target@example.com", source });
      answers.push([res.status, await res.json()]);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(new Set([JSON.stringify([202, { ok: true, confirmation: "now" }])]));
    worker = await startWorker();
    const [mail] = await smtp.waitFor(1);
    // It lists both lists asked for.
    expect(mail!.text).toContain("- When Classwish launches");
    expect(mail!.text).toContain("- Our monthly newsletter");
    // The worker marks the row sent just after the SMTP server accepts it: await that state.
    await expect.poll(async () => (await database.db.select({ status: messages.status }).from(messages)).map((m) => m.status)).toEqual(["sent"]);
    // Once it is sent, a second request still goes at once (a person's own next action never waits).
    const second = await app.client().postJson("/api/subscribe/", { email: "target@example.com", source: "course", course_id: 3 });
    expect(await second.json()).toEqual({ ok: true, confirmation: "now" });
    await smtp.waitFor(2);
    await expect.poll(async () => (await database.db.select({ status: messages.status }).from(messages)).map((m) => m.status)).toEqual(["sent", "sent"]);
    // The third within ten minutes is answered honestly: a confirmation in about ten minutes.
    const next = await app.client().postJson("/api/subscribe/", { email: "target@example.com", source: "course", course_id: 4 });
    expect(await next.json()).toEqual({ ok: true, confirmation: "later", confirmation_in_minutes: 10 });
    const confirms = await database.db.select().from(messages).where(inArray(messages.kind, ["confirm"])).orderBy(messages.id);
    expect(confirms.map((m) => m.status)).toEqual(["sent", "sent", "queued"]);
    expect(confirms[2]!.sendAfter.getTime() - confirms[0]!.sendAfter.getTime()).toBeGreaterThanOrEqual(10 * 60_000);
    expect(smtp.received).toHaveLength(2);
  });

  it("a filled honeypot field is thanked like anyone and stores nothing", async () => {
    const res = await app.client().postJson("/api/subscribe/", { email: "bot@example.com", website: "http://spam.example" });
    expect(res.status).toBe(202);
    expect(await database.db.select().from(subscribers)).toHaveLength(0);
  });

  it("the operator API needs the token, and reports the outbox", async () => {
    const none = await fetch(`${app.url}/api/admin/outbox`);
    expect(none.status).toBe(401);
    const wrong = await fetch(`${app.url}/api/admin/outbox`, { headers: { authorization: "Bearer nope" } });
    expect(wrong.status).toBe(401);
    const counts = await fetch(`${app.url}/api/admin/outbox`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(await counts.json()).toEqual({ queued: 0, sending: 0, sent: 0, retrying: 0, failed: 0, dropped: 0, paused: 0, overdue: 0 });
    expect((await admin("/courses/99999999999/open")).status).toBe(400);
    const bad = await admin("/newsletters", { subject: "", markdown: "x" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe("subject is required.");
  });
});

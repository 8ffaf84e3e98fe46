import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, subscribers, subscriptions } from "../../app/.server/db/schema.ts";
import { createLogger } from "../../app/.server/logger.ts";
import { createMailService, type MailService } from "../../app/.server/mail/service.ts";
import { createSmtpTransport } from "../../app/.server/mail/transport.ts";
import { fastTuning, startTestApp, type TestApp } from "../helpers/app.ts";
import { openTestDatabase, type TestDatabase } from "../helpers/db.ts";
import { waitForDrained } from "../helpers/outbox.ts";
import { startSmtpListener, type SmtpListener } from "../helpers/smtp.ts";

// A worker delivers a few of its batch's messages at a time (MAIL_CONCURRENCY), each once. The SMTP
// pool has 4 connections; the worker's bound (3 here) is below it, so what the listener sees is the
// worker's bound, not the pool's.

const ADMIN_TOKEN = "operator-token-for-tests-0123456789";
const CONCURRENCY = 3;
const PEOPLE = 12;

describe("mail worker: a batch's messages a few at a time", () => {
  let database: TestDatabase;
  let smtp: SmtpListener;
  let app: TestApp;
  let worker: MailService;

  beforeAll(async () => {
    database = await openTestDatabase();
    smtp = await startSmtpListener();
    app = await startTestApp(database, { PUBLIC_URL: "http://classwish.test", ADMIN_TOKEN, MAIL_RATE: "0", MAIL_CONCURRENCY: String(CONCURRENCY) });
    worker = await createMailService({ database, config: app.config, log: createLogger("silent"), tuning: fastTuning, transport: createSmtpTransport(smtp.url, { timeoutMs: 5000 }) });
  });
  afterAll(async () => {
    await worker?.stop();
    await app?.close();
    await smtp?.close();
    await database?.destroy();
  });

  it(`sends ${CONCURRENCY} at once, never more, and each message once`, async () => {
    // Course 1's opening notice to twelve active members of its list: one batch of twelve jobs.
    const people = await database.db
      .insert(subscribers)
      .values(Array.from({ length: PEOPLE }, (_, i) => ({ email: `p${i}@example.com`, source: "course" as const, status: "confirmed" as const, confirmedAt: new Date() })))
      .returning();
    await database.db.insert(subscriptions).values(people.map((p) => ({ subscriberId: p.id, list: "course" as const, courseId: 1, state: "active" as const, confirmedAt: new Date() })));
    const res = await fetch(`${app.url}/api/admin/courses/1/open`, { method: "POST", headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(((await res.json()) as { queued: number }).queued).toBe(PEOPLE);

    // The listener answers none of the first messages until CONCURRENCY of them are in its hands at
    // once (one at a time, the first would wait for ever and the test time out); then everything.
    // While they wait, the outbox shows what the worker holds: exactly CONCURRENCY claims.
    let inFlight = 0;
    let most = 0;
    let sendingWhileGated = -1;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    smtp.beforeAccept = async () => {
      inFlight++;
      most = Math.max(most, inFlight);
      if (inFlight === CONCURRENCY) {
        const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(messages).where(eq(messages.status, "sending"));
        sendingWhileGated = Number(row!.n);
        open();
      }
      await gate;
      inFlight--;
      return true;
    };
    await worker.startWorker();

    const mail = await smtp.waitFor(PEOPLE, 60_000);
    const rows = await waitForDrained(database, app.mail.boss);
    expect(sendingWhileGated).toBe(CONCURRENCY);
    expect(most).toBe(CONCURRENCY);
    expect(new Set(mail.map((m) => m.messageId)).size).toBe(PEOPLE);
    expect(mail.map((m) => m.to[0]).sort()).toEqual(people.map((p) => p.email).sort());
    expect(rows.map((m) => `${m.kind} ${m.status} ${m.attempts}`)).toEqual(Array.from({ length: PEOPLE }, () => "course_opened sent 1"));
  });
});

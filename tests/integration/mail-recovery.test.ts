import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { announceLaunch } from "../../app/.server/announcements/announce-launch.ts";
import { loadConfig } from "../../app/.server/config.ts";
import { messages, subscribers, subscriptions } from "../../app/.server/db/schema.ts";
import { createLogger } from "../../app/.server/logger.ts";
import { claimMessage } from "../../app/.server/mail/claims.ts";
import { settleClaim } from "../../app/.server/db/message-claims.ts";
import { MAIL_QUEUE, type QueueTuning } from "../../app/.server/mail/queue.ts";
import { createMailService, type MailService } from "../../app/.server/mail/service.ts";
import { createSmtpTransport } from "../../app/.server/mail/transport.ts";
import { fastTuning, useTestApp } from "../helpers/app.ts";
import { waitForDrained } from "../helpers/outbox.ts";
import { startSmtpListener, type SmtpListener } from "../helpers/smtp.ts";

const ADMIN_TOKEN = "operator-token-for-tests-0123456789";

// How the outbox recovers from what a worker cannot finish: another worker's claim, a worker that
// stopped mid-send, a rate slower than the lease, retries that run out. Each ends on a drained
// outbox (every row final, no job left), so nothing can arrive after the assertions.
describe("mail recovery", () => {
  const t = useTestApp({ ADMIN_TOKEN, MAIL_RATE: "0" });
  let smtp: SmtpListener;
  let workers: MailService[] = [];
  beforeEach(async () => {
    smtp = await startSmtpListener();
  });
  afterEach(async () => {
    for (const w of workers) await w.stop();
    workers = [];
    await smtp.close();
  });

  /** A worker in this process on the test database, sending to this test's SMTP listener. */
  async function startWorker(opts: { tuning?: QueueTuning; env?: Record<string, string>; batchSize?: number } = {}) {
    const config = loadConfig({ DATA_DIR: t.app.config.DATA_DIR, LOG_LEVEL: "silent", MAIL_RATE: "0", ...opts.env });
    const w = await createMailService({ database: t.database, config, log: createLogger("silent"), tuning: opts.tuning ?? fastTuning, transport: createSmtpTransport(smtp.url) });
    workers.push(w);
    await w.startWorker({ batchSize: opts.batchSize });
    return w;
  }

  /** `n` confirmed subscribers on the launch list, and the launch announcement queued to them (no worker yet). */
  async function queueLaunch(n: number, queue = t.app.mail.queue): Promise<number[]> {
    const rows = await t.database.db
      .insert(subscribers)
      .values(Array.from({ length: n }, (_, i) => ({ email: `r${i}@example.com`, source: "newsletter" as const, status: "confirmed" as const })))
      .returning();
    await t.database.db.insert(subscriptions).values(rows.map((r) => ({ subscriberId: r.id, list: "launch" as const, state: "active" as const })));
    expect(await announceLaunch({ db: t.database.db, mail: queue, config: t.app.config })).toEqual({ queued: n });
    return (await t.database.db.select({ id: messages.id }).from(messages).orderBy(messages.id)).map((m) => m.id);
  }

  const mailJobs = () => t.app.mail.boss.findJobs<{ messageId: number }>(MAIL_QUEUE);
  const outbox = async () => (await fetch(`${t.app.url}/api/admin/outbox`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).json();

  it("a job that meets another worker's live claim comes back later instead of completing", async () => {
    const [id] = await queueLaunch(1);
    // Another worker holds the message (and would renew its claim while sending).
    const other = await claimMessage(t.database.db, id!, 60);
    expect(other?.attempts).toBe(1);
    await startWorker();
    // The job is put back for a retry, not completed, while the claim lives.
    await expect.poll(async () => (await mailJobs()).map((j) => `${j.state} ${Math.min(j.retryCount, 1)}`), { timeout: 10_000 }).toEqual(["retry 1"]);
    // The other worker finishes; the returning job finds the message sent and sends nothing.
    expect(await settleClaim(t.database.db, id!, other!.attempts, "sent")).toBe(true);
    const rows = await waitForDrained(t.database, t.app.mail.boss);
    expect(rows.map((m) => `${m.status} ${m.attempts}`)).toEqual(["sent 1"]);
    expect((await mailJobs()).map((j) => j.state)).toEqual(["completed"]);
    expect(smtp.received).toHaveLength(0);
  });

  it("a claim whose worker stopped lapses and is swept back on the queue: sent once, overdue meanwhile", async () => {
    const [id] = await queueLaunch(1);
    // A worker claimed it and died: its claim is never renewed.
    await claimMessage(t.database.db, id!, 1);
    await expect.poll(async () => (await outbox()).overdue, { timeout: 5_000 }).toBe(1);
    expect(await outbox()).toMatchObject({ sending: 1, overdue: 1 });
    await startWorker();
    await smtp.waitFor(1);
    const rows = await waitForDrained(t.database, t.app.mail.boss);
    expect(rows.map((m) => `${m.status} ${m.attempts}`)).toEqual(["sent 2"]);
    expect(smtp.received).toHaveLength(1);
    expect(await outbox()).toMatchObject({ sending: 0, sent: 1, overdue: 0 });
  });

  it("a message whose workers kept stopping ends failed with the reason once its attempts are used up", async () => {
    const [id] = await queueLaunch(1);
    const maxAttempts = fastTuning.retryLimit + 1;
    await t.database.db
      .update(messages)
      .set({ status: "sending", attempts: maxAttempts, lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(messages.id, id!));
    await startWorker();
    const rows = await waitForDrained(t.database, t.app.mail.boss);
    expect(rows.map((m) => `${m.status} ${m.attempts}`)).toEqual([`failed ${maxAttempts}`]);
    expect(rows[0]!.lastError).toBe(`the worker sending it stopped (claim lapsed, attempt ${maxAttempts} of ${maxAttempts})`);
    expect(smtp.received).toHaveLength(0);
  });

  it("a queued message long past its send time counts as overdue", async () => {
    await queueLaunch(2);
    await t.database.db.execute(sql`update messages set send_after = now() - interval '16 minutes' where id = (select min(id) from messages)`);
    expect(await outbox()).toEqual({ queued: 2, sending: 0, sent: 0, retrying: 0, failed: 0, dropped: 0, paused: 0, overdue: 1 });
  });

  it("transient failures until the retries run out: failed, with the server's reason", async () => {
    smtp.beforeAccept = async () => false; // 451 every time
    // A job takes its retry limit from the queue when it is queued: the worker's tuning first.
    const worker = await startWorker({ tuning: { ...fastTuning, retryLimit: 1 } });
    await queueLaunch(1, worker.queue);
    const rows = await waitForDrained(t.database, t.app.mail.boss);
    expect(rows.map((m) => `${m.status} ${m.attempts}`)).toEqual(["failed 2"]);
    expect(rows[0]!.lastError).toMatch(/^451 .*Try again later/);
    expect(smtp.received).toHaveLength(0);
  });

  it("MAIL_RATE=1 with a batch that outlasts the lease: every message sent once", async () => {
    const ids = await queueLaunch(7);
    // Seven messages at one a second take over 6 s; a 4 s lease expires the batch's jobs in hand, and a
    // second worker takes them up. Claims renewed while waiting keep each message with one worker.
    const tuning = { ...fastTuning, leaseSeconds: 4 };
    await startWorker({ tuning, env: { MAIL_RATE: "1" }, batchSize: 25 });
    await startWorker({ tuning, env: { MAIL_RATE: "1" }, batchSize: 25 });
    await smtp.waitFor(7, 20_000);
    const rows = await waitForDrained(t.database, t.app.mail.boss);
    expect(rows.map((m) => [m.id, m.status])).toEqual(ids.map((id) => [id, "sent"]));
    const recipients = smtp.received.map((m) => m.to[0]);
    expect(new Set(recipients).size).toBe(7);
    expect(recipients).toHaveLength(7);
  }, 30_000);
});

import type { PgBoss } from "pg-boss";
import { messages, type Message } from "../../app/.server/db/schema.ts";
import { MAIL_QUEUE } from "../../app/.server/mail/queue.ts";
import type { TestDatabase } from "./db.ts";

const FINAL = new Set(["sent", "failed", "dropped"]);
const JOB_DONE = new Set(["completed", "failed", "cancelled"]);

/**
 * Waits until the outbox is drained: every message row final (sent, failed or dropped) and no mail
 * job waiting, scheduled or in hand, so nothing more can be sent. Returns the rows by id. Use it
 * instead of sleeping before "nothing more was sent": a late duplicate needs a row or a job.
 * Rows with a `send_after` still ahead (held back by the limits) are left out of the check.
 */
export async function waitForDrained(database: Pick<TestDatabase, "db">, boss: PgBoss, timeoutMs = 30_000): Promise<Message[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await database.db.select().from(messages).orderBy(messages.id);
    const now = Date.now();
    const open = rows.filter((m) => !FINAL.has(m.status) && m.sendAfter.getTime() <= now);
    const jobs = (await boss.findJobs<{ messageId: number }>(MAIL_QUEUE)).filter((j) => !JOB_DONE.has(j.state) && new Date(j.startAfter).getTime() <= now + 60_000);
    if (open.length === 0 && jobs.length === 0) return rows;
    if (Date.now() > deadline) {
      throw new Error(`outbox not drained after ${timeoutMs} ms: rows ${JSON.stringify(open.map((m) => [m.id, m.status]))}, jobs ${JSON.stringify(jobs.map((j) => [j.data.messageId, j.state]))}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Takes the mail jobs not yet in hand off the queue and lets the worker finish those it has (at
 * most `timeoutMs`: a job left active by a worker a test stopped is not waited for longer). Before
 * a test's reset: a message of the last test still being sent arrived after the next test emptied
 * its mailbox, and that test took it for its own (preferences.test.ts, on a loaded machine).
 */
export async function settleOutbox(database: Pick<TestDatabase, "pool">, timeoutMs = 10_000): Promise<void> {
  await database.pool.query("delete from pgboss.job where name = $1 and state in ('created', 'retry')", [MAIL_QUEUE]);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rowCount } = await database.pool.query("select 1 from pgboss.job where name = $1 and state = 'active' limit 1", [MAIL_QUEUE]);
    if (!rowCount) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

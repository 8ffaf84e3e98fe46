import type { PgBoss } from "pg-boss";

const EVERY_MINUTE = "* * * * *";

/**
 * A job run once a minute on the durable queue, without anyone reading a page: pg-boss's cron
 * makes one job a minute however many instances schedule it, and any worker takes it. A run that
 * outlives a minute is not run beside itself (stately); one that fails waits for the next minute.
 * `run` must be safe to run twice (a job retried by its expiry, a test calling it).
 */
export async function startMinuteJob(boss: PgBoss, queue: string, run: () => Promise<void>): Promise<{ stop(): Promise<void> }> {
  await boss.createQueue(queue, { retryLimit: 0, expireInSeconds: 300, policy: "stately" });
  await boss.schedule(queue, EVERY_MINUTE);
  await boss.work(queue, { pollingIntervalSeconds: 2 }, run);
  return { stop: () => boss.offWork(queue, { wait: true }) };
}

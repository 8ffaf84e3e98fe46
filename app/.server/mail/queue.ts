import { sql } from "drizzle-orm";
import { fromDrizzle, PgBoss } from "pg-boss";
import type { Database } from "../db/client.ts";
import type { Logger } from "../logger.ts";

// pg-boss is the durable queue, in the same database as the outbox rows. A job only carries a
// message id; the `messages` row says what to send and whether it already was.

export const MAIL_QUEUE = "mail";
/** Webhook deliveries: the same durable queue, a queue of their own (a job carries a delivery id). */
export const WEBHOOK_QUEUE = "webhooks";

export type QueueTuning = {
  /**
   * How long a claim lasts without renewal: a fetched job, and a claimed message (renewed every
   * third of it while sending). A stopped worker's message is taken again after this.
   */
  leaseSeconds: number;
  /** First retry after about this long, doubling each time (capped at 10 minutes). */
  retryDelaySeconds: number;
  retryLimit: number;
  /** How often pg-boss looks for expired jobs, and each worker for lapsed message claims (a worker killed mid-send). */
  superviseIntervalSeconds: number;
};

export const defaultTuning: QueueTuning = { leaseSeconds: 30, retryDelaySeconds: 5, retryLimit: 10, superviseIntervalSeconds: 5 };

/** The production tuning with the configured lease (MAIL_LEASE_SECONDS). */
export const tuningFor = (leaseSeconds: number): QueueTuning => ({
  ...defaultTuning,
  leaseSeconds,
  superviseIntervalSeconds: Math.min(defaultTuning.superviseIntervalSeconds, Math.max(1, Math.floor(leaseSeconds / 2))),
});

/** What the rest of the code needs from the queue: enqueue message ids inside a transaction. */
export type MailQueue = {
  /** `startAfter`: not before then (a confirmation held back by the per-address limits). */
  enqueue(tx: { execute(query: unknown): Promise<unknown> }, messageIds: number[], startAfter?: Date): Promise<void>;
  /** Webhook deliveries to attempt, in the transaction that recorded them. */
  enqueueWebhooks(tx: { execute(query: unknown): Promise<unknown> }, deliveryIds: number[]): Promise<void>;
};

export async function startBoss(database: Database, log: Logger, tuning = defaultTuning): Promise<PgBoss> {
  const common = { superviseIntervalSeconds: tuning.superviseIntervalSeconds, monitorIntervalSeconds: tuning.superviseIntervalSeconds };
  // pg-boss shares the app's pool.
  const pool = database.pool;
  const db = { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) };
  const boss = new PgBoss({ db, ...common });
  boss.on("error", (err: unknown) => log.error({ err }, "mail queue error"));
  await boss.start();
  const options = {
    retryLimit: tuning.retryLimit,
    retryDelay: tuning.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 600,
    expireInSeconds: tuning.leaseSeconds,
  };
  await boss.createQueue(MAIL_QUEUE, options);
  await boss.updateQueue(MAIL_QUEUE, options);
  // The delivery row counts attempts (WEBHOOK_ATTEMPTS) and settles the job itself; pg-boss's own
  // retries are the backoff between them, so its limit only has to be higher.
  const webhookOptions = { retryLimit: 25, retryDelay: tuning.retryDelaySeconds, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 60 };
  await boss.createQueue(WEBHOOK_QUEUE, webhookOptions);
  await boss.updateQueue(WEBHOOK_QUEUE, webhookOptions);
  await boss.insert(WEBHOOK_QUEUE, []);
  // updateQueue empties pg-boss's queue cache, and the next insert would refill it through a second
  // connection while the caller's transaction holds one. Fill it now; its periodic refresh replaces
  // it whole, never empties it.
  await boss.insert(MAIL_QUEUE, []);
  return boss;
}

export function mailQueue(boss: PgBoss): MailQueue {
  return {
    async enqueue(tx, messageIds, startAfter) {
      if (messageIds.length === 0) return;
      // Same transaction as the outbox rows: both are committed, or neither.
      const db = fromDrizzle(tx as never, sql as never);
      for (let i = 0; i < messageIds.length; i += 1000) {
        const jobs = messageIds.slice(i, i + 1000).map((messageId) => ({ data: { messageId }, ...(startAfter ? { startAfter } : {}) }));
        await boss.insert(MAIL_QUEUE, jobs, { db });
      }
    },
    async enqueueWebhooks(tx, deliveryIds) {
      if (deliveryIds.length === 0) return;
      await boss.insert(WEBHOOK_QUEUE, deliveryIds.map((deliveryId) => ({ data: { deliveryId } })), { db: fromDrizzle(tx as never, sql as never) });
    },
  };
}

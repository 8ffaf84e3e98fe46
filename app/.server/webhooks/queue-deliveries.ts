import type { Db } from "../db/client.ts";
import { takeUnqueued } from "../db/webhooks.ts";
import type { MailQueue } from "../mail/queue.ts";

/**
 * Gives deliveries written without a job (by an event recorded in one statement, a search) their
 * jobs: right after that statement for its own deliveries, and in the webhook worker's sweep for any
 * whose process died in between. The flag and the jobs commit together, so each is queued once,
 * whoever gets there first.
 */
export async function queueDeliveries(db: Db, queue: MailQueue, ids?: number[]): Promise<number[]> {
  if (ids?.length === 0) return [];
  return db.transaction(async (tx) => {
    const taken = await takeUnqueued(tx, ids);
    await queue.enqueueWebhooks(tx, taken);
    return taken;
  });
}

import type { Db } from "../db/client.ts";
import type { MailQueue } from "../mail/queue.ts";

// "How many messages will this queue?" is answered by the operator action itself, run in a
// transaction that is then rolled back: the count comes from the very query that will send, so
// the preview cannot drift from what happens. Nothing reaches the queue (enqueue does nothing).

class RolledBack<T> extends Error {
  readonly value: T;
  constructor(value: T) {
    super("dry run rolled back");
    this.value = value;
  }
}

const noQueue: MailQueue = { enqueue: async () => {} };

export async function dryRun<T>(db: Db, action: (tx: Db, queue: MailQueue) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      throw new RolledBack(await action(tx as unknown as Db, noQueue));
    });
  } catch (err) {
    if (err instanceof RolledBack) return err.value as T;
    throw err;
  }
  throw new Error("dry run was not rolled back");
}

import type { Db } from "../db/client.ts";
import type { MailQueue } from "../mail/queue.ts";
import type { Services } from "../services.ts";

// "How many messages will this queue?" is answered by the operator's use case itself, run in a
// transaction that is then rolled back: the count comes from the very query that will send, so
// the preview cannot drift from what happens. Nothing reaches the queue (enqueue does nothing).

class RolledBack<T> extends Error {
  readonly value: T;
  constructor(value: T) {
    super("dry run rolled back");
    this.value = value;
  }
}

const noQueue: MailQueue = { enqueue: async () => {}, enqueueWebhooks: async () => {} };

export async function dryRun<T>(s: Services, action: (s: Services) => Promise<T>): Promise<T> {
  try {
    await s.db.transaction(async (tx) => {
      // The use case's own transaction becomes a savepoint inside this one.
      throw new RolledBack(await action({ ...s, db: tx as unknown as Db, mail: noQueue }));
    });
  } catch (err) {
    if (err instanceof RolledBack) return err.value as T;
    throw err;
  }
  throw new Error("dry run was not rolled back");
}

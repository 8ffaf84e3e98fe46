import { sql } from "drizzle-orm";
import type { Tx } from "../../app/.server/db/client.ts";
import type { TestDatabase } from "./db.ts";

/**
 * "waiting" once a backend of this database waits on a lock (a statement held up by a
 * transaction the test keeps open), or "answered" if `until` settles first. How a test makes
 * sure an interleaving happened, instead of hoping the timing gives it.
 */
async function waitsOnALock(database: TestDatabase, until: Promise<unknown>): Promise<"waiting" | "answered"> {
  let settled = false;
  const answered = until.then(
    () => "answered" as const,
    () => "answered" as const,
  );
  void answered.then(() => (settled = true));
  const waiting = (async () => {
    for (;;) {
      if (settled) return "answered" as const;
      const { rows } = await database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (rows[0]!.n > 0) return "waiting" as const;
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  return Promise.race([answered, waiting]);
}

/** A transaction kept open: `run` writes in it, then it waits until `commit()` is called. */
export function heldTransaction(database: TestDatabase, run: (tx: Tx) => Promise<unknown>) {
  let commit!: () => void;
  const committing = new Promise<void>((resolve) => (commit = resolve));
  let written!: () => void;
  const isWritten = new Promise<void>((resolve) => (written = resolve));
  const done = database.db.transaction(async (tx) => {
    await run(tx);
    written();
    await committing;
  });
  return { written: isWritten, commit: async () => (commit(), await done) };
}

/** Whether `second` waited behind the held transaction's write before answering; the transaction is committed either way. */
export async function waitedBehind(database: TestDatabase, held: ReturnType<typeof heldTransaction>, second: Promise<unknown>): Promise<"waiting" | "answered"> {
  try {
    return await waitsOnALock(database, second);
  } finally {
    await held.commit();
  }
}

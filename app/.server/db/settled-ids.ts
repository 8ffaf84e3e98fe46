import { sql, type SQL } from "drizzle-orm";
import type { Executor } from "./client.ts";

// Readers that keep a summary of a table's rows (course_askers, the Demand page's index, the concept
// keys) read its new rows by id. Ids are handed out (nextval) before the rows commit, so two writers
// can commit out of id order: a read can see 101 while 100 is still uncommitted, and a reader that
// then moved on past 101 would skip 100 for good. So a reader holds two things: a *settled* id, below
// which every row that will ever commit has been read for good, and above it a provisional tail,
// counted at each read and read again at the next (so counts are immediate and, once settled, exact).
//
// What is settled is known without clocks or timeouts. A writer takes the table's RowExclusiveLock
// before its insert draws an id and holds it until it commits or rolls back. So: read the sequence's
// last value V, then the transactions holding that lock (pg_locks). Every id ≤ V was drawn by a
// transaction that either had ended by then (committed: seen by any later snapshot) or is among
// those. When none is, ids up to V are settled at once; otherwise V and those writers are kept as a
// *mark*, and a later read settles up to V once none of them still holds the lock. The snapshot
// that reads the rows must be taken after this (a later statement).

export type IdTable = "searches" | "search_concepts";

/** A reader's position: rows up to `settled` read for good; `mark`: an id that settles once its writers have ended. */
export type Watermark = { settled: number; mark: { id: number; writers: string[] } | null };
export const START: Watermark = { settled: 0, mark: null };

export type Settling = {
  watermark: Watermark;
  /** The sequence's last value now: below the settled id, the table was emptied and its ids restarted. */
  lastValue: number;
};

/** SQL: the table's id sequence's last value (0 before the first), to read in the statement before settleIds. */
export const lastIdDrawn = (table: IdTable): SQL => sql`coalesce(pg_sequence_last_value(pg_get_serial_sequence(${table}, 'id')::regclass), 0)::int`;

/**
 * Moves the watermark as far as is sound now (see above), given the sequence's last value read by an
 * earlier statement (lastIdDrawn; read here when not given). Read the rows in a later statement.
 */
export async function settleIds(db: Executor, table: IdTable, before: Watermark, lastValueRead?: number): Promise<Settling> {
  const lastValue = lastValueRead ?? Number(((await db.execute<{ v: number }>(sql`select ${lastIdDrawn(table)} as v`))).rows[0]!.v);
  // Nothing drawn since, nothing waited for: nothing to settle, no need to look at the locks.
  if (lastValue <= before.settled && !before.mark) return { watermark: before, lastValue };
  // Only after the sequence was read: a writer that drew an id ≤ lastValue and has not committed holds the lock now.
  const locks = await db.execute<{ writers: string[] }>(sql`
    select coalesce(array_agg(distinct virtualtransaction), '{}') as writers from pg_locks
    where locktype = 'relation' and mode = 'RowExclusiveLock' and relation = to_regclass(${table})
      and database = (select oid from pg_database where datname = current_database()) and pid is distinct from pg_backend_pid()`);
  const writers = locks.rows[0]!.writers;
  let { settled, mark } = before;
  if (mark && !mark.writers.some((w) => writers.includes(w))) {
    settled = Math.max(settled, mark.id);
    mark = null;
  }
  if (!mark && lastValue > settled) {
    if (writers.length === 0) settled = lastValue;
    else mark = { id: lastValue, writers };
  }
  return { watermark: { settled, mark }, lastValue };
}

import { sql, type SQL } from "drizzle-orm";
import type { Executor } from "./client.ts";
import { advance, settledAlready, type Watermark } from "../settled-watermark.ts";

// What the settled-id watermark reads (settled-watermark.ts holds the rule): a table's id
// sequence's last value, then the transactions holding its RowExclusiveLock. The snapshot that reads
// the rows must be taken after this (a later statement).

export type IdTable = "searches" | "search_concepts";

export type Settling = {
  watermark: Watermark;
  /** The sequence's last value now: below the settled id, the table was emptied and its ids restarted. */
  lastValue: number;
};

/** SQL: the table's id sequence's last value (0 before the first), to read in the statement before settleIds. */
export const lastIdDrawn = (table: IdTable): SQL => sql`coalesce(pg_sequence_last_value(pg_get_serial_sequence(${table}, 'id')::regclass), 0)::int`;

/**
 * Moves the watermark as far as is sound now (settled-watermark.ts), given the sequence's last value
 * read by an earlier statement (lastIdDrawn; read here when not given). Read the rows in a later statement.
 */
export async function settleIds(db: Executor, table: IdTable, before: Watermark, lastValueRead?: number): Promise<Settling> {
  const lastValue = lastValueRead ?? Number(((await db.execute<{ v: number }>(sql`select ${lastIdDrawn(table)} as v`))).rows[0]!.v);
  if (settledAlready(before, lastValue)) return { watermark: before, lastValue };
  // Only after the sequence was read: a writer that drew an id ≤ lastValue and has not committed holds the lock now.
  const locks = await db.execute<{ writers: string[] }>(sql`
    select coalesce(array_agg(distinct virtualtransaction), '{}') as writers from pg_locks
    where locktype = 'relation' and mode = 'RowExclusiveLock' and relation = to_regclass(${table})
      and database = (select oid from pg_database where datname = current_database()) and pid is distinct from pg_backend_pid()`);
  return { watermark: advance(before, lastValue, locks.rows[0]!.writers), lastValue };
}

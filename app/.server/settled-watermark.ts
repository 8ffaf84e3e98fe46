// Readers that keep a summary of a table's rows (course_askers, the Demand page's index, the concept
// keys) read its new rows by id. Ids are handed out (nextval) before the rows commit, so two writers
// can commit out of id order: a read can see 101 while 100 is still uncommitted, and a reader that
// then moved on past 101 would skip 100 for good. So a reader holds two things: a *settled* id, below
// which every row that will ever commit has been read for good, and above it a provisional tail,
// counted at each read and read again at the next (so counts are immediate and, once settled, exact).
//
// What is settled is known without clocks or timeouts. A writer takes the table's RowExclusiveLock
// before its insert draws an id and holds it until it commits or rolls back. So: read the sequence's
// last value V, then the transactions holding that lock (db/settled-ids.ts reads both). Every id ≤ V
// was drawn by a transaction that either had ended by then (committed: seen by any later snapshot)
// or is among those. When none is, ids up to V are settled at once; otherwise V and those writers
// are kept as a *mark*, and a later read settles up to V once none of them still holds the lock.

/** A reader's position: rows up to `settled` read for good; `mark`: an id that settles once its writers have ended. */
export type Watermark = { settled: number; mark: { id: number; writers: string[] } | null };
export const START: Watermark = { settled: 0, mark: null };

/** Nothing drawn since, nothing waited for: nothing to settle, no need to look at the locks. */
export const settledAlready = (before: Watermark, lastValue: number): boolean => lastValue <= before.settled && !before.mark;

/**
 * The watermark moved as far as is sound, given the sequence's last value and the writers holding
 * the table's lock, read after it.
 */
export function advance(before: Watermark, lastValue: number, writers: readonly string[]): Watermark {
  let { settled, mark } = before;
  if (mark && !mark.writers.some((w) => writers.includes(w))) {
    settled = Math.max(settled, mark.id);
    mark = null;
  }
  if (!mark && lastValue > settled) {
    if (writers.length === 0) settled = lastValue;
    else mark = { id: lastValue, writers: [...writers] };
  }
  return { settled, mark };
}

import type { Db } from "../db/client.ts";
import { applyAskerChanges, clearCourseAskers, dropEmptyAskers, lockCourseAskers, NO_ASKERS, readAskerState, writeAskerState, type AskerState } from "../db/course-asker-index.ts";
import { settleIds } from "../db/settled-ids.ts";
import { START } from "../settled-watermark.ts";

// A course's searching askers, kept in the database (course_askers): per browser, how many of its
// searches ask for the course. Counting a course's people from its searches meant gathering and
// de-duplicating every matching search (100,000 at a million searches: seconds); these rows are
// de-duplicated once and then kept up to date by what changed. course_asker_state says what the
// rows hold: the searches of which concept keys, up to which search id.
//
// Brought up to date before it is read (refreshCourseAskers): keys that no longer ask for the
// course (a course edited, a concept left out) take their searches off, keys that now do (a new
// concept, a course edited, a concept taken back in) add theirs, and the searches written since the
// last refresh are added, read by id. So a read costs what was changed since the last one, not the
// searches. New searches are read past a *settled* id (settled-watermark.ts): the ones above it (a
// search can commit after a higher id) are counted provisionally, their ids kept, and taken off and
// read again at the next refresh, so a search committed out of id order is never skipped.

/**
 * Makes the course's course_askers hold every search, up to now, whose concept key is in `keys`
 * (the keys that ask for the course and are not left out). One transaction: a reader sees the rows
 * before or after, never halfway.
 */
export async function refreshCourseAskers(db: Db, courseId: number, keys: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCourseAskers(tx, courseId);
    const { drawn, ...state } = await readAskerState(tx, courseId);
    let held: AskerState = state;
    let { watermark, lastValue } = await settleIds(tx, "searches", held.watermark, drawn);
    // The searches emptied and their ids restarted: the rows are built again from none.
    if (lastValue < held.watermark.settled) {
      await clearCourseAskers(tx, courseId);
      held = NO_ASKERS;
      ({ watermark } = await settleIds(tx, "searches", START));
    }
    const now = new Set(keys);
    const before = new Set(held.keys);
    const gone = held.keys.filter((k) => !now.has(k));
    const added = keys.filter((k) => !before.has(k));
    const kept = keys.filter((k) => before.has(k));
    // The provisional searches of the last refresh come off and are read again with the new ones.
    const changed = await applyAskerChanges(tx, courseId, { pending: held.pending, gone, added, kept, keys, was: held.watermark.settled, settled: watermark.settled });
    const pending = changed.pending;
    const totals = { browsers: held.totals.browsers + changed.browsers, searches: held.totals.searches + changed.searches };
    if (gone.length > 0 || held.pending.length > 0) await dropEmptyAskers(tx, courseId);
    const same =
      gone.length === 0 &&
      added.length === 0 &&
      JSON.stringify([watermark, pending, totals]) === JSON.stringify([held.watermark, held.pending, held.totals]);
    if (same) return;
    await writeAskerState(tx, courseId, { keys: [...keys], watermark, pending, totals });
  });
}

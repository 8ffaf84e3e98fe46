import { sql } from "drizzle-orm";
import type { Db, Executor } from "./client.ts";
import { lastIdDrawn, settleIds } from "./settled-ids.ts";
import { START, type Watermark } from "../settled-watermark.ts";

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
// searches. New searches are read past a *settled* id (settled-ids.ts): the ones above it (a search
// can commit after a higher id) are counted provisionally, their ids kept, and taken off and read
// again at the next refresh, so a search committed out of id order is never skipped.

/** Per course, one refresh at a time (two would add the same new searches twice). */
const LOCK = 727_274_025;

/** The rows summed up: how many browsers, and their searches. */
type Totals = { browsers: number; searches: number };
type State = { keys: string[]; watermark: Watermark; pending: number[]; totals: Totals };
type StateRow = Totals & { keys: string[] | null; settled: number | null; pending: number[] | null; markId: number | null; markWriters: string[] | null };

const NONE: State = { keys: [], watermark: START, pending: [], totals: { browsers: 0, searches: 0 } };

/** The state held, and the search ids' sequence's last value (settleIds reads on from it). */
async function readState(tx: Executor, courseId: number): Promise<State & { drawn: number }> {
  const { rows } = await tx.execute<StateRow & { drawn: number }>(sql`
    select s.keys, s.last_search_id as settled, s.pending_search_ids as pending, s.mark_search_id as "markId", s.mark_writers as "markWriters",
      s.browsers, s.searches, ${lastIdDrawn("searches")} as drawn
    from (select 1) one left join course_asker_state s on s.course_id = ${courseId}`);
  const r = rows[0]!;
  const drawn = Number(r.drawn);
  if (r.settled === null) return { ...NONE, drawn };
  const mark = r.markId === null ? null : { id: Number(r.markId), writers: r.markWriters ?? [] };
  return {
    keys: r.keys ?? [],
    watermark: { settled: Number(r.settled), mark },
    pending: (r.pending ?? []).map(Number),
    totals: { browsers: Number(r.browsers), searches: Number(r.searches) },
    drawn,
  };
}

/**
 * Makes the course's course_askers hold every search, up to now, whose concept key is in `keys`
 * (the keys that ask for the course and are not left out). One transaction: a reader sees the rows
 * before or after, never halfway.
 */
export async function refreshCourseAskers(db: Db, courseId: number, keys: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK}, ${courseId})`);
    const { drawn, ...state } = await readState(tx, courseId);
    let held: State = state;
    let { watermark, lastValue } = await settleIds(tx, "searches", held.watermark, drawn);
    // The searches emptied and their ids restarted: the rows are built again from none.
    if (lastValue < held.watermark.settled) {
      await tx.execute(sql`delete from course_askers where course_id = ${courseId}`);
      held = NONE;
      ({ watermark } = await settleIds(tx, "searches", START));
    }
    const now = new Set(keys);
    const before = new Set(held.keys);
    const gone = held.keys.filter((k) => !now.has(k));
    const added = keys.filter((k) => !before.has(k));
    const kept = keys.filter((k) => before.has(k));
    const was = held.watermark.settled;
    // Each part reads by the index that bounds it: a key's searches by key, the new ones by id. The
    // provisional searches of the last refresh come off and are read again with the new ones.
    const { rows } = await tx.execute<Totals & { pending: number[] }>(sql`
      with delta as (
        select visitor_id, -count(*) as n from searches where id = any(${sql.param(held.pending)}::int[]) group by visitor_id
        union all
        select visitor_id, -count(*) from searches
          where concept_key = any(${sql.param(gone)}::text[]) and id <= ${was} group by visitor_id
        union all
        select visitor_id, count(*) from searches where concept_key = any(${sql.param(added)}::text[]) group by visitor_id
        union all
        select visitor_id, count(*) from searches
          where id > ${was} and concept_key = any(${sql.param(kept)}::text[]) group by visitor_id
      ), summed as (select visitor_id, sum(n)::int as n from delta group by visitor_id having sum(n) <> 0),
      -- The browsers' subscribers, their rows locked: a link being written meanwhile either comes
      -- first (read here) or waits, and then its trigger (course_askers_follow_link) sees these rows.
      browser as (select id, subscriber_id from visitors where id in (select visitor_id from summed) for share),
      written as (
        insert into course_askers (course_id, visitor_id, searches, subscriber_id)
        select ${courseId}, s.visitor_id, s.n, b.subscriber_id from summed s join browser b on b.id = s.visitor_id
        on conflict (course_id, visitor_id) do update set searches = course_askers.searches + excluded.searches, subscriber_id = excluded.subscriber_id
        -- A row inserted (xmax 0) is a browser more; one brought to 0 is deleted below: a browser fewer.
        returning (xmax = 0) as inserted, searches)
      select (select count(*) filter (where inserted) - count(*) filter (where searches <= 0) from written)::int as browsers,
        (select coalesce(sum(n), 0) from summed)::int as searches,
        coalesce(array_agg(id order by id), '{}') as pending
      from searches where id > ${watermark.settled} and concept_key = any(${sql.param([...keys])}::text[])`);
    const pending = rows[0]!.pending.map(Number);
    const totals = { browsers: held.totals.browsers + Number(rows[0]!.browsers), searches: held.totals.searches + Number(rows[0]!.searches) };
    if (gone.length > 0 || held.pending.length > 0) await tx.execute(sql`delete from course_askers where course_id = ${courseId} and searches <= 0`);
    const same =
      gone.length === 0 &&
      added.length === 0 &&
      JSON.stringify([watermark, pending, totals]) === JSON.stringify([held.watermark, held.pending, held.totals]);
    if (same) return;
    const mark = watermark.mark;
    await tx.execute(sql`
      insert into course_asker_state (course_id, keys, last_search_id, pending_search_ids, mark_search_id, mark_writers, browsers, searches)
      values (${courseId}, ${sql.param([...keys])}::text[], ${watermark.settled}, ${sql.param(pending)}::int[], ${mark?.id ?? null},
        ${mark ? sql`${sql.param(mark.writers)}::text[]` : null}, ${totals.browsers}, ${totals.searches})
      on conflict (course_id) do update set keys = excluded.keys, last_search_id = excluded.last_search_id, pending_search_ids = excluded.pending_search_ids,
        mark_search_id = excluded.mark_search_id, mark_writers = excluded.mark_writers, browsers = excluded.browsers, searches = excluded.searches`);
  });
}

import { sql } from "drizzle-orm";
import type { Executor } from "./client.ts";
import { lastIdDrawn } from "./settled-ids.ts";
import { START, type Watermark } from "../settled-watermark.ts";

// A course's searching askers, kept in the database (course_askers): per browser, how many of its
// searches ask for the course; course_asker_state says what the rows hold: the searches of which
// concept keys, up to which search id (courses/asker-index.ts keeps them up to date).

/** Per course, one refresh at a time (two would add the same new searches twice). */
const LOCK = 727_274_025;

/** The rows summed up: how many browsers, and their searches. */
export type Totals = { browsers: number; searches: number };
export type AskerState = { keys: string[]; watermark: Watermark; pending: number[]; totals: Totals };
type StateRow = Totals & { keys: string[] | null; settled: number | null; pending: number[] | null; markId: number | null; markWriters: string[] | null };

/** What the rows hold before any refresh. */
export const NO_ASKERS: AskerState = { keys: [], watermark: START, pending: [], totals: { browsers: 0, searches: 0 } };

/** Takes the course's refresh lock until the transaction ends. */
export async function lockCourseAskers(tx: Executor, courseId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK}, ${courseId})`);
}

/** The state held, and the search ids' sequence's last value (settleIds reads on from it). */
export async function readAskerState(tx: Executor, courseId: number): Promise<AskerState & { drawn: number }> {
  const { rows } = await tx.execute<StateRow & { drawn: number }>(sql`
    select s.keys, s.last_search_id as settled, s.pending_search_ids as pending, s.mark_search_id as "markId", s.mark_writers as "markWriters",
      s.browsers, s.searches, ${lastIdDrawn("searches")} as drawn
    from (select 1) one left join course_asker_state s on s.course_id = ${courseId}`);
  const r = rows[0]!;
  const drawn = Number(r.drawn);
  if (r.settled === null) return { ...NO_ASKERS, drawn };
  const mark = r.markId === null ? null : { id: Number(r.markId), writers: r.markWriters ?? [] };
  return {
    keys: r.keys ?? [],
    watermark: { settled: Number(r.settled), mark },
    pending: (r.pending ?? []).map(Number),
    totals: { browsers: Number(r.browsers), searches: Number(r.searches) },
    drawn,
  };
}

export async function clearCourseAskers(tx: Executor, courseId: number): Promise<void> {
  await tx.execute(sql`delete from course_askers where course_id = ${courseId}`);
}

/**
 * Applies what changed to the course's rows: the last refresh's provisional searches (`pending`)
 * come off, the searches of keys `gone` (up to `was`) come off, those of keys `added` come on, and
 * those of keys `kept` past `was`. Each part reads by the index that bounds it: a key's searches
 * by key, the new ones by id. Returns the browsers and searches it added, and the searches past
 * `settled` of every key in `keys` (provisional: read again next time).
 */
export async function applyAskerChanges(
  tx: Executor,
  courseId: number,
  c: { pending: readonly number[]; gone: readonly string[]; added: readonly string[]; kept: readonly string[]; keys: readonly string[]; was: number; settled: number },
): Promise<Totals & { pending: number[] }> {
  const { rows } = await tx.execute<Totals & { pending: number[] }>(sql`
      with delta as (
        select visitor_id, -count(*) as n from searches where id = any(${sql.param([...c.pending])}::int[]) group by visitor_id
        union all
        select visitor_id, -count(*) from searches
          where concept_key = any(${sql.param([...c.gone])}::text[]) and id <= ${c.was} group by visitor_id
        union all
        select visitor_id, count(*) from searches where concept_key = any(${sql.param([...c.added])}::text[]) group by visitor_id
        union all
        select visitor_id, count(*) from searches
          where id > ${c.was} and concept_key = any(${sql.param([...c.kept])}::text[]) group by visitor_id
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
      from searches where id > ${c.settled} and concept_key = any(${sql.param([...c.keys])}::text[])`);
  const r = rows[0]!;
  return { browsers: Number(r.browsers), searches: Number(r.searches), pending: r.pending.map(Number) };
}

/** Deletes the course's rows brought to no searches. */
export async function dropEmptyAskers(tx: Executor, courseId: number): Promise<void> {
  await tx.execute(sql`delete from course_askers where course_id = ${courseId} and searches <= 0`);
}

export async function writeAskerState(tx: Executor, courseId: number, state: AskerState): Promise<void> {
  const { keys, watermark, pending, totals } = state;
  const mark = watermark.mark;
  await tx.execute(sql`
      insert into course_asker_state (course_id, keys, last_search_id, pending_search_ids, mark_search_id, mark_writers, browsers, searches)
      values (${courseId}, ${sql.param([...keys])}::text[], ${watermark.settled}, ${sql.param(pending)}::int[], ${mark?.id ?? null},
        ${mark ? sql`${sql.param(mark.writers)}::text[]` : null}, ${totals.browsers}, ${totals.searches})
      on conflict (course_id) do update set keys = excluded.keys, last_search_id = excluded.last_search_id, pending_search_ids = excluded.pending_search_ids,
        mark_search_id = excluded.mark_search_id, mark_writers = excluded.mark_writers, browsers = excluded.browsers, searches = excluded.searches`);
}

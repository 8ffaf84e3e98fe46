import { sql, type SQL } from "drizzle-orm";
import { ASKER_SOURCE_NAMES, searchesAsking, type AskerSource, type AskerSourceName } from "./asker-sources.ts";
import type { Executor } from "./client.ts";
import { onAnyList, reachable, type ListMember } from "./subscriptions.ts";
import { wishSources } from "./wish-audience.ts";

// Who asked for a course: the people behind the searches that match it and the browsers that
// registered interest in it, and for a course made from a class wish, that wish's people. A person
// is their subscriber when the browser is linked to one (a confirmation click links it), else the
// browser itself; only subscribers can be written to.

/**
 * The searches that ask for a course, one row per browser, as course_askers holds them (brought up
 * to date by askersOf). Counting reads the held rows' totals (countAudience); writing to them reads these rows.
 */
export const courseSearches = (courseId: number): AskerSource => ({
  name: "searches",
  rows: sql`select ca.visitor_id, ca.subscriber_id from course_askers ca where ca.course_id = ${courseId}`,
  heldFor: courseId,
});

/** SQL: the class wish a course was made from (null when none). */
export const wishOfCourse = (courseId: number): SQL => sql`(select c.wish_id from courses c where c.id = ${courseId})`;

/** Leaves a concept's searches out of the course's askers, or takes them back in. */
export async function setExcluded(db: Executor, courseId: number, key: string, excluded: boolean): Promise<void> {
  await db.execute(
    excluded
      ? sql`insert into course_asker_exclusions (course_id, concept_key) values (${courseId}, ${key}) on conflict do nothing`
      : sql`delete from course_asker_exclusions where course_id = ${courseId} and concept_key = ${key}`,
  );
}

/**
 * Where a course's askers come from: the matching searches (as course_askers holds them), the
 * registrations, and the people of the wish it was made from (none when it has no wish). A new
 * source is one more entry here; the counts and "Notify them" take every source alike.
 */
export function askerSources(courseId: number): AskerSource[] {
  return [
    courseSearches(courseId),
    {
      name: "registrations",
      rows: sql`select ci.visitor_id, v.subscriber_id from course_interests ci join visitors v on v.id = ci.visitor_id
        where ci.course_id = ${courseId}`,
    },
    ...wishSources(wishOfCourse(courseId)),
  ];
}

/** Every source's rows, each named by its source, with the person's key (`a` in the queries below). */
const askers = (sources: AskerSource[]): SQL =>
  sources.length === 0
    ? sql`select null::text as source, null::int as subscriber_id, null::uuid as visitor_id, null::text as person where false`
    : sql.join(
        sources.map(
          (s) =>
            sql`select ${s.name}::text as source, r.subscriber_id, r.visitor_id, coalesce('s' || r.subscriber_id, 'v' || r.visitor_id) as person from (${s.rows}) r`,
        ),
        sql` union all `,
      );

/**
 * SQL condition: the subscriber (`s`) is a confirmed (not bounced) address that is an active member
 * of the launch list (the prompt after a search asks "Want a reminder when class begins?") or of one
 * of these lists. The newsletter alone never counts: it promises a monthly letter, not a message
 * about one's own request.
 */
export const agreedVia = (lists: ListMember[]): SQL => sql`${reachable} and ${onAnyList(sql`s.id`, [{ list: "launch" }, ...lists])}`;

/**
 * SQL condition: the subscriber agreed to hear about this course: the launch list, the course's own
 * list (they asked to hear when it opens), or the list of the wish it was made from (they asked to
 * hear when that wish becomes a class, and this course is that class).
 */
export const agreedToUpdates = (courseId: number): SQL =>
  agreedVia([
    { list: "course", of: sql`${courseId}` },
    { list: "wish", of: wishOfCourse(courseId) },
  ]);

/**
 * SQL condition: the subscriber (`s`) has been told about this course already: by this notice
 * (course_notifications), or by the course's own opening notice, sent or on its way.
 */
export const toldAbout = (courseId: number): SQL =>
  sql`(exists (select 1 from course_notifications n where n.course_id = ${courseId} and n.subscriber_id = s.id)
    or exists (select 1 from messages m where m.subscriber_id = s.id and m.kind = 'course_opened'
      and m.payload->>'courseId' = ${String(courseId)} and m.status not in ('dropped', 'failed')))`;

/** Who "Notify them" writes to: askers who agreed to updates and have not been told, each once. */
export const askersToTell = (courseId: number, sources: AskerSource[]): SQL =>
  sql`select distinct s.id from (${askers(sources)}) a join subscribers s on s.id = a.subscriber_id
    where ${agreedToUpdates(courseId)} and not ${toldAbout(courseId)}`;

export type AudienceCounts = {
  /** Per source: its rows (searches, registrations, …) and the distinct people behind them; 0 for a source not taken. */
  bySource: Record<AskerSourceName, { rows: number; people: number }>;
  /** Distinct people over every source. */
  people: number;
  /** Of them, confirmed subscribers who agreed to updates (agreedToUpdates). */
  agreed: number;
  /** Of those, already told about this course (toldAbout). */
  told: number;
};

/** The course's askers counted: one statement over every source. */
export const audienceCounts = (db: Executor, courseId: number, sources: AskerSource[]): Promise<AudienceCounts> =>
  countAudience(db, sources, agreedToUpdates(courseId), toldAbout(courseId));

type CountRow = { bySource: Partial<AudienceCounts["bySource"]>; people: number; agreed: number; told: number };

/** Askers counted, given what agreeing (an agreedVia condition) and having been told mean for them. */
export async function countAudience(db: Executor, sources: AskerSource[], agreedRule: SQL, toldRule: SQL): Promise<AudienceCounts> {
  const held = sources.find((s) => s.heldFor !== undefined);
  // Without JIT: the statement is a few milliseconds of work whose estimate (a subplan per agreed
  // subscriber) passes jit_above_cost at a few thousand linked askers, and compiling it took 40–50 ms.
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return held ? countWithHeld(tx, held, sources.filter((s) => s !== held), agreedRule, toldRule) : countRows(tx, sources, agreedRule, toldRule);
  });
  const bySource = Object.fromEntries(ASKER_SOURCE_NAMES.map((name) => [name, row.bySource[name] ?? { rows: 0, people: 0 }])) as AudienceCounts["bySource"];
  return { bySource, people: Number(row.people), agreed: Number(row.agreed), told: Number(row.told) };
}

/** Every source's rows gathered and counted (a wish's few searches). */
async function countRows(db: Executor, sources: AskerSource[], agreedRule: SQL, toldRule: SQL): Promise<CountRow> {
  const res = await db.execute<CountRow>(sql`
    with a as (${askers(sources)}),
    agreed as (select distinct s.id, ${toldRule} as told from a join subscribers s on s.id = a.subscriber_id where ${agreedRule})
    select
      (select coalesce(json_object_agg(g.source, json_build_object('rows', g.n, 'people', g.p)), '{}'::json)
        from (select source, count(*)::int as n, count(distinct person)::int as p from a group by source) g) as "bySource",
      (select count(distinct person)::int from a) as people,
      (select count(*)::int from agreed) as agreed,
      (select count(*)::int from agreed where told) as told`);
  return res.rows[0]!;
}

/**
 * A course's askers counted with its searching ones held (course_askers: one row per browser), so
 * the hundred thousand browsers behind its searches are never gathered: they are as many people as
 * rows (their number is kept with them, course_asker_state), less the linked browsers (few), plus the
 * distinct subscribers of those. The other sources'
 * people (registrations, a wish's: few) count when they are not among the searching ones; who
 * agreed and was told is read from the subscribers alone.
 */
async function countWithHeld(db: Executor, held: AskerSource, others: AskerSource[], agreedRule: SQL, toldRule: SQL): Promise<CountRow> {
  const courseId = held.heldFor!;
  const res = await db.execute<CountRow>(sql`
    with a as (${askers(others)}),
    linked as (select subscriber_id from course_askers where course_id = ${courseId} and subscriber_id is not null),
    searching as (select coalesce(max(browsers), 0) as browsers, coalesce(max(searches), 0) as n from course_asker_state where course_id = ${courseId}),
    searching_people as (select b.browsers - (select count(*) from linked) + (select count(distinct subscriber_id) from linked) as p from searching b),
    fresh as (select distinct a.person from a where case when a.subscriber_id is not null then a.subscriber_id not in (select subscriber_id from linked)
      else not exists (select 1 from course_askers ca where ca.course_id = ${courseId} and ca.visitor_id = a.visitor_id) end),
    agreed as (select s.id, ${toldRule} as told from subscribers s
      where s.id in (select subscriber_id from linked union all select subscriber_id from a where subscriber_id is not null) and ${agreedRule})
    select
      (select coalesce(json_object_agg(g.source, json_build_object('rows', g.n, 'people', g.p)), '{}'::json)
        from (select source, count(*)::int as n, count(distinct person)::int as p from a group by source
          union all select ${held.name}::text, n, (select p from searching_people)::int from searching) g) as "bySource",
      (select p from searching_people)::int + (select count(*)::int from fresh) as people,
      (select count(*)::int from agreed) as agreed,
      (select count(*)::int from agreed where told) as told`);
  return res.rows[0]!;
}

/**
 * A wish's people counted like a course's askers: its matching searches (`keys`), sharer, joiners
 * and list; agreeing is the launch list or the wish's own list; nobody is "told" about a wish (only
 * about a course made from it).
 */
export function wishAudienceCounts(db: Executor, wishRowId: number, keys: string[]): Promise<AudienceCounts> {
  return countAudience(db, [searchesAsking(keys), ...wishSources(sql`${wishRowId}`)], agreedVia([{ list: "wish", of: sql`${wishRowId}` }]), sql`false`);
}

/** Notes each of the askers to tell as told about the course, once each; the subscribers noted now. */
export async function noteAskersTold(tx: Executor, courseId: number, sources: AskerSource[]): Promise<number[]> {
  const noted = await tx.execute<{ subscriber_id: number }>(sql`
      insert into course_notifications (course_id, subscriber_id)
      select ${courseId}, t.id from (${askersToTell(courseId, sources)}) t
      on conflict do nothing
      returning subscriber_id`);
  return noted.rows.map((r) => Number(r.subscriber_id));
}

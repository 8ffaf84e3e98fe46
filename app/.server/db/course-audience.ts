import { sql, type SQL } from "drizzle-orm";
import type { Executor } from "./client.ts";
import { anyWordQuery, relatedCourses, searchQuery } from "./courses.ts";
import { conceptLexemes } from "./schema.ts";
import { onList, reachable } from "./subscriptions.ts";
import { wishSources } from "./wish-audience.ts";

// Who asked for a course: the people behind the searches that match it and the browsers that
// registered interest in it, and for a course made from a class wish, that wish's people. A person
// is their subscriber when the browser is linked to one (a confirmation click links it), else the
// browser itself; only subscribers can be written to.

/**
 * One source of askers: a query of `(visitor_id uuid, subscriber_id int)` rows, one per thing a
 * person did (a search, a Register click), with the subscriber when known and null otherwise.
 * A wish's people are three more (wish-audience.ts): its sharer, its joiners and its own list.
 */
export type AskerSource = { name: AskerSourceName; rows: SQL };
export const ASKER_SOURCE_NAMES = ["searches", "registrations", "wishSharer", "wishJoiners", "wishList"] as const;
export type AskerSourceName = (typeof ASKER_SOURCE_NAMES)[number];

/** The searches of these concepts, each a row (a course's or a wish's matching searches). */
export const searchesAsking = (concepts: string[]): AskerSource => ({
  name: "searches",
  rows: sql`select se.visitor_id, v.subscriber_id from searches se join visitors v on v.id = se.visitor_id
    where se.concept = any(${sql.param(concepts)}::text[])`,
});

/** SQL: the class wish a course was made from (null when none). */
export const wishOfCourse = (courseId: number): SQL => sql`(select c.wish_id from courses c where c.id = ${courseId})`;

/**
 * The concepts whose searches match the course: the course is among the related courses the site
 * shows for that concept (relatedCourses, the one ranking rule, on anyWordQuery's text, made here in
 * JavaScript as for a search, so the rule cannot drift). Only candidates are ranked: the concepts
 * sharing a word with the course's document, found by the index on conceptLexemes (schema.ts), so
 * the cost follows the matches, not the number of searches.
 */
export async function matchingConcepts(db: Executor, courseId: number): Promise<string[]> {
  const candidates = (await db.execute(sql`
    select distinct se.concept from searches se
    where ${conceptLexemes(sql`se.concept`)} && (select tsvector_to_array(d.search_vector) from courses d where d.id = ${courseId})`)) as unknown as {
    rows: Array<{ concept: string }>;
  };
  if (candidates.rows.length === 0) return [];
  const concepts = candidates.rows.map((r) => r.concept);
  // Each query parsed once (materialized), not once for every course it is ranked against.
  const matched = (await db.execute(sql`
    with q as materialized (
      select t.concept, ${searchQuery(sql`t.text`)} as query
      from unnest(${sql.param(concepts)}::text[], ${sql.param(concepts.map(anyWordQuery))}::text[]) as t(concept, text)
      where t.text <> '')
    select q.concept from q where ${courseId} in (${relatedCourses(sql`q.query`, sql`c.id`)})
    order by q.concept`)) as unknown as { rows: Array<{ concept: string }> };
  return matched.rows.map((r) => r.concept);
}

/**
 * Where a course's askers come from, given the concepts that match it: the matching searches, the
 * registrations, and the people of the wish it was made from (none when it has no wish). A new
 * source is one more entry here; the counts and "Notify them" take every source alike.
 */
export function askerSources(courseId: number, concepts: string[]): AskerSource[] {
  return [
    searchesAsking(concepts),
    {
      name: "registrations",
      rows: sql`select ci.visitor_id, v.subscriber_id from course_interests ci join visitors v on v.id = ci.visitor_id
        where ci.course_id = ${courseId}`,
    },
    ...wishSources(wishOfCourse(courseId)),
  ];
}

export type Askers = { concepts: string[]; sources: AskerSource[] };

/** A course's askers: the concepts that match it and every source of people. */
export async function askersOf(db: Executor, courseId: number): Promise<Askers> {
  const concepts = await matchingConcepts(db, courseId);
  return { concepts, sources: askerSources(courseId, concepts) };
}

/** Every source's rows, each named by its source, with the person's key (`a` in the queries below). */
const askers = (sources: AskerSource[]): SQL =>
  sql.join(
    sources.map((s) => sql`select ${s.name}::text as source, r.subscriber_id, coalesce('s' || r.subscriber_id, 'v' || r.visitor_id) as person from (${s.rows}) r`),
    sql` union all `,
  );

/**
 * SQL condition: the subscriber (`s`) is a confirmed (not bounced) address that is an active member
 * of the launch list (the prompt after a search asks "Want a reminder when class begins?") or of one
 * of these lists. The newsletter alone never counts: it promises a monthly letter, not a message
 * about one's own request.
 */
export const agreedVia = (lists: SQL[]): SQL => sql`${reachable} and (${sql.join([onList(sql`s.id`, "launch"), ...lists], sql` or `)})`;

/**
 * SQL condition: the subscriber agreed to hear about this course: the launch list, the course's own
 * list (they asked to hear when it opens), or the list of the wish it was made from (they asked to
 * hear when that wish becomes a class, and this course is that class).
 */
export const agreedToUpdates = (courseId: number): SQL =>
  agreedVia([onList(sql`s.id`, "course", sql`${courseId}`), onList(sql`s.id`, "wish", wishOfCourse(courseId))]);

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

/** Askers counted, given what agreeing (an agreedVia condition) and having been told mean for them. */
export async function countAudience(db: Executor, sources: AskerSource[], agreedRule: SQL, toldRule: SQL): Promise<AudienceCounts> {
  const res = (await db.execute(sql`
    with a as (${askers(sources)}),
    agreed as (select distinct s.id, ${toldRule} as told from a join subscribers s on s.id = a.subscriber_id where ${agreedRule})
    select
      (select coalesce(json_object_agg(g.source, json_build_object('rows', g.n, 'people', g.p)), '{}'::json)
        from (select source, count(*)::int as n, count(distinct person)::int as p from a group by source) g) as "bySource",
      (select count(distinct person)::int from a) as people,
      (select count(*)::int from agreed) as agreed,
      (select count(*)::int from agreed where told) as told`)) as unknown as {
    rows: Array<{ bySource: Partial<AudienceCounts["bySource"]>; people: number; agreed: number; told: number }>;
  };
  const row = res.rows[0]!;
  const bySource = Object.fromEntries(ASKER_SOURCE_NAMES.map((name) => [name, row.bySource[name] ?? { rows: 0, people: 0 }])) as AudienceCounts["bySource"];
  return { bySource, people: Number(row.people), agreed: Number(row.agreed), told: Number(row.told) };
}

/** The matching searches themselves (concept, budget, class size), for the console's sample of what was asked. */
export async function searchesOf(db: Executor, concepts: string[]): Promise<Array<{ concept: string; budget: number; classSize: number }>> {
  if (concepts.length === 0) return [];
  const res = (await db.execute(sql`
    select concept, budget, class_size as "classSize" from searches where concept = any(${sql.param(concepts)}::text[])`)) as unknown as {
    rows: Array<{ concept: string; budget: number; classSize: number }>;
  };
  return res.rows;
}

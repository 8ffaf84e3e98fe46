import { sql } from "drizzle-orm";
import type { CourseView } from "../../lib/schemas/course.ts";
import type { FindCourseInput } from "../../lib/schemas/requests.ts";
import { preparedStatement, type Db } from "./client.ts";
import { knownCourseVersions, rankedCourseViews, rankedCoursesJson, type RankedCourse } from "./course-versions.ts";
import { anyWordQuery } from "./courses.ts";
import { deliveriesInsert } from "./webhooks.ts";
import type { Search } from "./schema.ts";

export type InsertSearchResult =
  | { outcome: "created"; search: Search; matches: CourseView[]; deliveryIds: number[] }
  | { outcome: "replayed"; search: Search; matches: CourseView[] }
  | { outcome: "conflict" };

/** The body of the webhook event recorded with a new search; its data gains `matched_course_ids`. */
export type SearchEvent = { type: string; timestamp: string; data: Record<string, unknown> };

type SearchJson = { id: number; searchId: string; visitorId: string; concept: string; budget: number; classSize: number; createdAt: string };
const toSearch = (j: SearchJson): Search => ({ ...j, createdAt: new Date(j.createdAt) });

/** A searches row (by its alias) as JSON named as Search. */
const row = (alias: string) =>
  sql.raw(`json_build_object('id', ${alias}.id, 'searchId', ${alias}.search_id, 'visitorId', ${alias}.visitor_id,
    'concept', ${alias}.concept, 'budget', ${alias}.budget, 'classSize', ${alias}.class_size, 'createdAt', ${alias}.created_at)`);

type Row = { created: SearchJson | null; existing: SearchJson | null; matches: RankedCourse[]; delivery_ids: number[] };
type Values = { visitorId: string; searchId: string; concept: string; budget: number; classSize: number; query: string; known: string[]; eventType: string; event: string };

const matchedIds = sql`(select coalesce(jsonb_agg(m -> 0), '[]'::jsonb) from matches, json_array_elements(matches.list) m)`;
const insertStatement = preparedStatement<Row, Values>((value) => sql`
    with visitor as (
      insert into visitors (id) values (${value("visitorId")}) on conflict do nothing
    ), created as (
      insert into searches (search_id, visitor_id, concept, budget, class_size)
      values (${value("searchId")}, ${value("visitorId")}, ${value("concept")}, ${value("budget")}, ${value("classSize")})
      on conflict (search_id) do nothing
      returning *
    ), matches as (
      select ${rankedCoursesJson(value("query"), value("known"))} as list
    ), deliveries as (
      ${deliveriesInsert(value("eventType"), sql`jsonb_set(${value("event")}::jsonb, '{data,matched_course_ids}', ${matchedIds})`, { happened: sql`select 1 from created`, enqueued: false })}
    )
    select
      (select ${row("created")} from created) as created,
      -- Only looked up when nothing was created (a one-time filter): a replay or a conflict.
      (select ${row("s")} from searches s where s.search_id = ${value("searchId")} and not exists (select 1 from created)) as existing,
      (select list from matches) as matches,
      (select coalesce(json_agg(id), '[]'::json) from deliveries) as delivery_ids
  `);

/**
 * Stores a confirmed search once, with its visitor, ranks its related courses and, when it is new,
 * writes the event's webhook deliveries: one statement, one round trip, no transaction. The
 * deliveries come without their queue jobs (queueDeliveries gives them theirs). The browser chooses
 * search_id, so a retry of the same request answers the same (the stored search and its courses);
 * the id reused for another search (or by another visitor) is a conflict.
 */
export async function insertSearch(db: Db, visitorId: string, input: FindCourseInput, event: SearchEvent): Promise<InsertSearchResult> {
  const [result] = await insertStatement(db, {
    visitorId,
    searchId: input.search_id,
    concept: input.concept,
    budget: input.budget,
    classSize: input.class_size,
    query: anyWordQuery(input.concept),
    known: knownCourseVersions(db),
    eventType: event.type,
    event: JSON.stringify(event),
  });
  const { created, existing, matches, delivery_ids } = result!;
  if (created) return { outcome: "created", search: toSearch(created), matches: rankedCourseViews(db, matches), deliveryIds: delivery_ids.map(Number) };
  const same =
    existing !== null &&
    existing.visitorId === visitorId &&
    existing.concept === input.concept &&
    existing.budget === input.budget &&
    existing.classSize === input.class_size;
  // A replay ranks the stored concept: the same as the first answer.
  return same ? { outcome: "replayed", search: toSearch(existing), matches: rankedCourseViews(db, matches) } : { outcome: "conflict" };
}

import { sql, type Placeholder } from "drizzle-orm";
import type { CourseView } from "../../lib/schemas/course.ts";
import type { FindCourseInput } from "../../lib/schemas/requests.ts";
import { preparedStatement, type Db } from "./client.ts";
import { knownCourseVersions, rankedCourseViews, rankedCoursesJson, type RankedCourse } from "./course-versions.ts";
import { anyWordQuery, searchQuery } from "./courses.ts";
import { currentOfferedCourses } from "./offered-courses.ts";
import { orLexemes } from "./text-rank.ts";
import { deliveriesInsert, eventAsked, writeWithEvent } from "./webhooks.ts";
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

/** A statement's placeholders for the search's values (both statements have these). */
type SearchValue = (name: "visitorId" | "searchId" | "concept" | "budget" | "classSize") => Placeholder;

/** The visitor and the search (once per search_id), each a no-op when already there. */
const visitorAndSearch = (value: SearchValue) => sql`
    with visitor as (
      insert into visitors (id) values (${value("visitorId")}) on conflict do nothing
    ), created as (
      insert into searches (search_id, visitor_id, concept, budget, class_size)
      values (${value("searchId")}, ${value("visitorId")}, ${value("concept")}, ${value("budget")}, ${value("classSize")})
      on conflict (search_id) do nothing
      returning *
    )`;
const createdAndExisting = (value: SearchValue) => sql`
      (select ${row("created")} from created) as created,
      -- Only looked up when nothing was created (a one-time filter): a replay or a conflict.
      (select ${row("s")} from searches s where s.search_id = ${value("searchId")} and not exists (select 1 from created)) as existing`;

const matchedIds = sql`(select coalesce(jsonb_agg(m -> 0), '[]'::jsonb) from matches, json_array_elements(matches.list) m)`;
/** Records, ranks in SQL and writes the event's deliveries: when the offered courses held are not current, or an endpoint asks for searches. */
const recordRankDeliverStatement = preparedStatement<Row, Values>((value) => sql`
    ${visitorAndSearch(value)}, matches as (
      select ${rankedCoursesJson(value("query"), value("known"))} as list
    ), deliveries as (
      ${deliveriesInsert(value("eventType"), sql`jsonb_set(${value("event")}::jsonb, '{data,matched_course_ids}', ${matchedIds})`, { happened: sql`select 1 from created`, enqueued: false })}
    )
    select ${createdAndExisting(value)},
      (select list from matches) as matches,
      (select coalesce(json_agg(id), '[]'::json) from deliveries) as delivery_ids
  `);

type RecordRow = { created: SearchJson | null; existing: SearchJson | null; query: string; asked: boolean };
type RecordValues = Pick<Values, "visitorId" | "searchId" | "concept" | "budget" | "classSize" | "query" | "eventType">;
/**
 * Records only; the courses are ranked from those held in memory (offered-courses.ts), by the
 * concept's query as PostgreSQL parses it. Says whether an endpoint asks for searches after all
 * (one added a moment ago): then the deliveries follow in a second statement.
 */
const recordStatement = preparedStatement<RecordRow, RecordValues>((value) => sql`
    ${visitorAndSearch(value)}
    select ${createdAndExisting(value)},
      ${searchQuery(sql`${value("query")}`)}::text as query,
      ${eventAsked(value("eventType"))} as asked
  `);
const rankStatement = preparedStatement<{ list: RankedCourse[] }, Pick<Values, "query" | "known">>((value) => sql`select ${rankedCoursesJson(value("query"), value("known"))} as list`);

/**
 * Stores a confirmed search once, with its visitor, ranks its related courses and, when it is new,
 * writes the event's webhook deliveries. One statement, one round trip, no transaction: it only
 * records when the offered courses held in memory are current and no endpoint asks for searches;
 * otherwise it also ranks (in SQL) and writes the deliveries. The deliveries come without their
 * queue jobs (queueDeliveries gives them theirs). The browser chooses search_id, so a retry of the
 * same request answers the same (the stored search and its courses); the id reused for another
 * search (or by another visitor) is a conflict.
 */
export async function insertSearch(db: Db, visitorId: string, input: FindCourseInput, event: SearchEvent): Promise<InsertSearchResult> {
  const values = {
    visitorId,
    searchId: input.search_id,
    concept: input.concept,
    budget: input.budget,
    classSize: input.class_size,
    query: anyWordQuery(input.concept),
    eventType: event.type,
  };
  const offered = currentOfferedCourses(db);
  const { written, deliveryIds } = await writeWithEvent(db, event.type, {
    withDeliveries: async () => {
      const [r] = await recordRankDeliverStatement(db, { ...values, known: knownCourseVersions(db), event: JSON.stringify(event) });
      return { written: { created: r!.created, existing: r!.existing, matches: rankedCourseViews(db, r!.matches) }, deliveryIds: r!.delivery_ids.map(Number) };
    },
    recordOnly:
      offered &&
      (async () => {
        const [r] = await recordStatement(db, values);
        const lexemes = orLexemes(r!.query);
        const matches = lexemes ? offered.related(lexemes) : rankedCourseViews(db, (await rankStatement(db, { query: values.query, known: knownCourseVersions(db) }))[0]!.list);
        return { written: { created: r!.created, existing: r!.existing, matches }, asked: r!.asked };
      }),
    body: ({ matches }) => ({ ...event, data: { ...event.data, matched_course_ids: matches.map((c) => c.id) } }),
  });
  return outcome(visitorId, input, written, deliveryIds);
}

type Written = { created: SearchJson | null; existing: SearchJson | null; matches: CourseView[] };

/** A created search, or the stored one when this is its replay (the same visitor and search), or a conflict. */
function outcome(visitorId: string, input: FindCourseInput, { created, existing, matches }: Written, deliveryIds: number[]): InsertSearchResult {
  if (created) return { outcome: "created", search: toSearch(created), matches, deliveryIds };
  const same =
    existing !== null &&
    existing.visitorId === visitorId &&
    existing.concept === input.concept &&
    existing.budget === input.budget &&
    existing.classSize === input.class_size;
  // A replay ranks the stored concept: the same as the first answer.
  return same ? { outcome: "replayed", search: toSearch(existing), matches } : { outcome: "conflict" };
}

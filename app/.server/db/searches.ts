import { sql, type Placeholder, type SQL } from "drizzle-orm";
import type { CourseView } from "../../lib/schemas/course.ts";
import type { FindCourseInput } from "../../lib/schemas/requests.ts";
import { conceptKey as keyOfConcept } from "../matching/text.ts";
import { preparedStatement, type Db } from "./client.ts";
import { offeredCourses, relatedViews } from "./offered-courses.ts";
import { deliveriesInsert, eventAsked, eventUnasked, writeWithEvent } from "./webhooks.ts";
import type { Search } from "./schema.ts";

export type InsertSearchResult =
  | { outcome: "created"; search: Search; matches: CourseView[]; deliveryIds: number[] }
  | { outcome: "replayed"; search: Search; matches: CourseView[] }
  | { outcome: "conflict" };

/** The body of the webhook event recorded with a new search; its data gains `matched_course_ids`. */
export type SearchEvent = { type: string; timestamp: string; data: Record<string, unknown> };

type SearchJson = { id: number; searchId: string; visitorId: string; concept: string; budget: number; classSize: number; createdAt: string; conceptKey: string | null };
const toSearch = (j: SearchJson): Search => ({ ...j, createdAt: new Date(j.createdAt) });

/** A searches row (by its alias) as JSON named as Search. */
const row = (alias: string) =>
  sql.raw(`json_build_object('id', ${alias}.id, 'searchId', ${alias}.search_id, 'visitorId', ${alias}.visitor_id,
    'concept', ${alias}.concept, 'budget', ${alias}.budget, 'classSize', ${alias}.class_size, 'createdAt', ${alias}.created_at, 'conceptKey', ${alias}.concept_key)`);

type Values = { visitorId: string; searchId: string; concept: string; conceptKey: string; budget: number; classSize: number; eventType: string };
/** A statement's placeholders for the search's values. */
type SearchValue = (name: keyof Values) => Placeholder;

/**
 * The visitor, the search (once per search_id; only when `onlyIf` holds) and its concept key among
 * the keys searched for (only read first, so a key asked again costs no write), each a no-op when
 * already there.
 */
const visitorAndSearch = (value: SearchValue, onlyIf?: SQL) => sql`
    with visitor as (
      insert into visitors (id) values (${value("visitorId")}) on conflict do nothing
    ), created as (
      insert into searches (search_id, visitor_id, concept, budget, class_size, concept_key)
      select ${value("searchId")}, ${value("visitorId")}, ${value("concept")}, ${value("budget")}, ${value("classSize")}, ${value("conceptKey")}
      ${onlyIf ? sql`where ${onlyIf}` : sql``}
      on conflict (search_id) do nothing
      returning *
    ), key as (
      insert into search_concepts (key)
      select ${value("conceptKey")}::text where exists (select 1 from created)
        and not exists (select 1 from search_concepts k where k.key = ${value("conceptKey")})
      on conflict do nothing
    )`;
const createdAndExisting = (value: SearchValue) => sql`
      (select ${row("created")} from created) as created,
      -- Only looked up when nothing was created (a one-time filter): a replay or a conflict.
      (select ${row("s")} from searches s where s.search_id = ${value("searchId")} and not exists (select 1 from created)) as existing`;

type RecordRow = { created: SearchJson | null; existing: SearchJson | null; asked: boolean };
/**
 * Records only while no endpoint asks for searches, and says whether one does after all (one added
 * a moment ago): then it recorded nothing, and the statement with the deliveries records it.
 */
const recordStatement = preparedStatement<RecordRow, Values>("search_record", (value) => sql`
    ${visitorAndSearch(value, eventUnasked(value("eventType")))}
    select ${createdAndExisting(value)}, ${eventAsked(value("eventType"))} as asked`);

type DeliverRow = { created: SearchJson | null; existing: SearchJson | null; delivery_ids: number[] };
/** Records and writes the event's deliveries (the event's body is complete: the courses were ranked before). */
const recordDeliverStatement = preparedStatement<DeliverRow, Values & { event: string }>("search_record_deliver", (value) => sql`
    ${visitorAndSearch(value)}, deliveries as (
      ${deliveriesInsert(value("eventType"), sql`${value("event")}::jsonb`, { happened: sql`select 1 from created`, enqueued: false })}
    )
    select ${createdAndExisting(value)}, (select coalesce(json_agg(id), '[]'::json) from deliveries) as delivery_ids`);

/**
 * Stores a confirmed search once, with its visitor and concept key, and, when it is new, writes the
 * event's webhook deliveries. Its related courses come from the matching rule on the offered
 * courses this process holds (offered-courses.ts), before the statement, so the statement only
 * writes: one round trip, no transaction. The deliveries come without their queue jobs
 * (queueDeliveries gives them theirs). The browser chooses search_id, so a retry of the same
 * request answers the same (the stored search and its courses: the same concept ranks the same);
 * the id reused for another search (or by another visitor) is a conflict.
 */
export async function insertSearch(db: Db, visitorId: string, input: FindCourseInput, event: SearchEvent): Promise<InsertSearchResult> {
  const conceptKey = keyOfConcept(input.concept);
  const { views } = relatedViews(await offeredCourses(db), conceptKey);
  const values: Values = { visitorId, searchId: input.search_id, concept: input.concept, conceptKey, budget: input.budget, classSize: input.class_size, eventType: event.type };
  const body = { ...event, data: { ...event.data, matched_course_ids: views.map((c) => c.id) } };
  const { written, deliveryIds } = await writeWithEvent(db, event.type, {
    withDeliveries: async () => {
      const [r] = await recordDeliverStatement(db, { ...values, event: JSON.stringify(body) });
      return { written: { created: r!.created, existing: r!.existing, matches: views }, deliveryIds: r!.delivery_ids.map(Number) };
    },
    recordOnly: async () => {
      const [r] = await recordStatement(db, values);
      return { written: { created: r!.created, existing: r!.existing, matches: views }, asked: r!.asked };
    },
  });
  // The statement's snapshot cannot see a search a concurrent request with the same id committed
  // while this one waited on it (a double submit): read it again, or a replay looks like a conflict.
  if (!written.created && !written.existing) written.existing = await storedSearch(db, input.search_id);
  return outcome(visitorId, input, written, deliveryIds);
}

/** The stored search with this id, read in a statement of its own. */
async function storedSearch(db: Db, searchId: string): Promise<SearchJson | null> {
  const { rows } = await db.execute<{ s: SearchJson }>(sql`select ${row("s")} as s from searches s where s.search_id = ${searchId}`);
  return rows[0]?.s ?? null;
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

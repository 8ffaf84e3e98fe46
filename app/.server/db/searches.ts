import { sql, type Placeholder, type SQL } from "drizzle-orm";
import { preparedStatement, type Db } from "./client.ts";
import { deliveriesInsert, eventAsked, eventUnasked, writeWithEvent } from "./webhooks.ts";
import type { Search } from "./schema.ts";

/** A search to store: who, its id (the browser's), what was asked and its concept key. */
export type SearchToStore = { visitorId: string; searchId: string; concept: string; conceptKey: string; budget: number; classSize: number };
/** The webhook event written with a new search, its body whole. */
export type SearchEvent = { type: string; body: unknown };
/** The search created now, or (when none was) the one stored before under the same id; and the new search's deliveries. */
export type StoredSearch = { created: Search | null; existing: Search | null; deliveryIds: number[]; delivering: boolean };

type SearchJson = { id: number; searchId: string; visitorId: string; concept: string; budget: number; classSize: number; createdAt: string; conceptKey: string | null };
const toSearch = (j: SearchJson): Search => ({ ...j, createdAt: new Date(j.createdAt) });

/** A searches row (by its alias) as JSON named as Search. */
const row = (alias: string) =>
  sql.raw(`json_build_object('id', ${alias}.id, 'searchId', ${alias}.search_id, 'visitorId', ${alias}.visitor_id,
    'concept', ${alias}.concept, 'budget', ${alias}.budget, 'classSize', ${alias}.class_size, 'createdAt', ${alias}.created_at, 'conceptKey', ${alias}.concept_key)`);

type Values = SearchToStore & { eventType: string };
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
 * Stores a search once per search_id, with its visitor and concept key, and, when it is new, writes
 * the event's webhook deliveries: one statement, one round trip, no transaction. The deliveries come
 * without their queue jobs (queueDeliveries gives them theirs). When nothing was created, the search
 * stored before under the id is read (a replay, or another search's id: the caller tells which).
 * `recordOnlyFirst`: try the statement that only records first (writeWithEvent).
 */
export async function insertSearch(db: Db, search: SearchToStore, event: SearchEvent, recordOnlyFirst = false): Promise<StoredSearch> {
  const values: Values = { ...search, eventType: event.type };
  const { written, deliveryIds, delivering } = await writeWithEvent(recordOnlyFirst, {
    withDeliveries: async () => {
      const [r] = await recordDeliverStatement(db, { ...values, event: JSON.stringify(event.body) });
      return { written: { created: r!.created, existing: r!.existing }, deliveryIds: r!.delivery_ids.map(Number) };
    },
    recordOnly: async () => {
      const [r] = await recordStatement(db, values);
      return { written: { created: r!.created, existing: r!.existing }, asked: r!.asked };
    },
  });
  // The statement's snapshot cannot see a search a concurrent request with the same id committed
  // while this one waited on it (a double submit): read it again, or a replay looks like a conflict.
  const existing = written.created ? null : (written.existing ?? (await storedSearch(db, search.searchId)));
  return { created: written.created && toSearch(written.created), existing: existing && toSearch(existing), deliveryIds, delivering };
}

/** The stored search with this id, read in a statement of its own. */
async function storedSearch(db: Db, searchId: string): Promise<SearchJson | null> {
  const { rows } = await db.execute<{ s: SearchJson }>(sql`select ${row("s")} as s from searches s where s.search_id = ${searchId}`);
  return rows[0]?.s ?? null;
}

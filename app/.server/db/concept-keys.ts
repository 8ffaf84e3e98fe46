import { sql, type SQL } from "drizzle-orm";
import type { Executor, Tx } from "./client.ts";

// The concept keys searched for (search_concepts), and the searches' own keys (searches/searched-keys.ts
// works them out and holds them).

/**
 * Searches to key, oldest first, at most `limit`: recorded before keys existed, or cleared by a
 * migration when the rule that reads concepts changed (with the key they had then, `previousKey`).
 */
export async function unkeyedSearches(db: Executor, limit: number): Promise<Array<{ id: number; concept: string; previousKey: string | null }>> {
  const { rows } = await db.execute<{ id: number; concept: string; previousKey: string | null }>(
    sql`select id, concept, previous_key as "previousKey" from searches where concept_key is null order by id limit ${limit}`,
  );
  return rows;
}

/**
 * Gives these searches their keys, puts the keys among those searched for, and records what each
 * key a search had before (`previous`, null for none) became, so the corrections of the old key
 * follow the concept (concept_key_renames). One statement: a search is never keyed without its rename.
 */
export async function setSearchKeys(db: Executor, ids: readonly number[], keys: readonly string[], previous: ReadonlyArray<string | null>): Promise<void> {
  await db.execute(sql`
      with given as (
        update searches s set concept_key = k.key, previous_key = null from unnest(${sql.param([...ids])}::int[], ${sql.param([...keys])}::text[]) as k(id, key)
        where s.id = k.id returning s.concept_key),
      searched as (insert into search_concepts (key) select distinct concept_key from given on conflict do nothing),
      renamed as (
        select distinct r.old, r.new from unnest(${sql.param([...previous])}::text[], ${sql.param([...keys])}::text[]) as r(old, new)
        where r.old is not null and r.old <> r.new)
      -- A key renamed before is renamed on: what it was first becomes the new key too.
      insert into concept_key_renames (old_key, new_key)
        select old, new from renamed
        union select e.old_key, r.new from renamed r join concept_key_renames e on e.new_key = r.old where e.old_key <> r.new
        on conflict do nothing`);
}

/** The keys searched for past an id, oldest first, with their ids. */
export async function conceptKeysAfter(db: Executor, afterId: number): Promise<Array<{ id: number; key: string }>> {
  const { rows } = await db.execute<{ id: number; key: string }>(sql`select id, key from search_concepts where id > ${afterId} order by id`);
  return rows;
}

/**
 * SQL: an array of concept keys and what they became when the rule that reads concepts changed
 * (concept_key_renames): what was said of a key (a correction, an alert) is said of its concept.
 */
export const withRenames = (keys: SQL): SQL => sql`(${keys} || array(select r.new_key from concept_key_renames r where r.old_key = any(${keys})))`;

/** What each concept key became when the rule that reads concepts changed (concept_key_renames): a few rows per change. */
export async function keyRenames(db: Executor): Promise<Map<string, string[]>> {
  const { rows } = await db.execute<{ old: string; new: string }>(sql`select old_key as old, new_key as new from concept_key_renames order by old_key, new_key`);
  const renames = new Map<string, string[]>();
  for (const r of rows) renames.set(r.old, [...(renames.get(r.old) ?? []), r.new]);
  return renames;
}

/**
 * The matching rule the searches' keys were last checked under (concept_key_rule), null before the
 * first check; waits, within `tx`, for another process checking them now.
 */
export async function lockedKeyRule(tx: Tx): Promise<string | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('concept-key-rule'))`);
  const { rows } = await tx.execute<{ version: string }>(sql`select version from concept_key_rule where id = 1`);
  return rows[0]?.version ?? null;
}

/** Each concept searched for with each key its searches have: one row per pair, however many searches. */
export async function keyedConcepts(db: Executor): Promise<Array<{ concept: string; key: string }>> {
  const { rows } = await db.execute<{ concept: string; key: string }>(
    sql`select concept, concept_key as key from searches where concept_key is not null group by concept, concept_key`,
  );
  return rows;
}

/**
 * Clears the keys of these concepts' searches into previous_key, for keyPendingSearches to key them
 * anew, and drops what was worked out from the old keys: the Demand page's saved searches and each
 * course's askers (counted per key). How many searches were cleared.
 */
export async function clearKeysOf(db: Executor, concepts: readonly string[]): Promise<number> {
  if (concepts.length === 0) return 0;
  const { rows } = await db.execute<{ cleared: number }>(sql`
    with cleared as (
      update searches set previous_key = concept_key, concept_key = null
      where concept = any(${sql.param([...concepts])}::text[]) and concept_key is not null returning 1),
    snapshots as (delete from demand_snapshots where exists (select 1 from cleared) returning 1),
    askers as (delete from course_askers where exists (select 1 from cleared) returning 1),
    states as (delete from course_asker_state where exists (select 1 from cleared) returning 1)
    select count(*)::int as cleared from cleared`);
  return rows[0]!.cleared;
}

/** Records that the keys were checked under `version`. */
export async function setKeyRule(db: Executor, version: string): Promise<void> {
  await db.execute(sql`
    insert into concept_key_rule (id, version) values (1, ${version})
    on conflict (id) do update set version = excluded.version, checked_at = now()`);
}

import { sql, type SQL } from "drizzle-orm";
import type { Executor } from "./client.ts";

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

import { sql } from "drizzle-orm";
import type { Executor } from "./client.ts";

// The concept keys searched for (search_concepts), and the searches' own keys (searches/searched-keys.ts
// works them out and holds them).

/** Searches recorded before keys existed (concept_key null), oldest first, at most `limit`. */
export async function unkeyedSearches(db: Executor, limit: number): Promise<Array<{ id: number; concept: string }>> {
  const { rows } = await db.execute<{ id: number; concept: string }>(sql`select id, concept from searches where concept_key is null order by id limit ${limit}`);
  return rows;
}

/** Gives these searches their keys and puts the keys among those searched for. */
export async function setSearchKeys(db: Executor, ids: readonly number[], keys: readonly string[]): Promise<void> {
  await db.execute(sql`
      with given as (
        update searches s set concept_key = k.key from unnest(${sql.param([...ids])}::int[], ${sql.param([...keys])}::text[]) as k(id, key)
        where s.id = k.id returning s.concept_key)
      insert into search_concepts (key) select distinct concept_key from given on conflict do nothing`);
}

/** The keys searched for past an id, oldest first, with their ids. */
export async function conceptKeysAfter(db: Executor, afterId: number): Promise<Array<{ id: number; key: string }>> {
  const { rows } = await db.execute<{ id: number; key: string }>(sql`select id, key from search_concepts where id > ${afterId} order by id`);
  return rows;
}

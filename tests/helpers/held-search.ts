import { randomUUID } from "node:crypto";
import { Client } from "pg";
import { conceptKey } from "../../app/.server/matching/text.ts";

/**
 * A search written as the site writes one (its visitor, the search with its concept key, the key
 * among those searched for) in a transaction of its own connection, left uncommitted until
 * `commit`: it has drawn its ids, so a search written after it gets higher ones and can commit
 * first — the order a reader by id must not be misled by.
 */
export async function holdSearch(url: string, concept: string): Promise<{ commit(): Promise<void>; end(): Promise<void> }> {
  const client = new Client({ connectionString: url });
  await client.connect();
  const key = conceptKey(concept);
  const visitorId = randomUUID();
  await client.query("begin");
  await client.query("insert into visitors (id) values ($1)", [visitorId]);
  await client.query("insert into searches (search_id, visitor_id, concept, budget, class_size, concept_key) values ($1, $2, $3, 100, 5, $4)", [
    randomUUID(),
    visitorId,
    concept,
    key,
  ]);
  await client.query("insert into search_concepts (key) values ($1) on conflict do nothing", [key]);
  let open = true;
  return {
    async commit() {
      await client.query("commit");
      open = false;
    },
    async end() {
      if (open) await client.query("rollback");
      await client.end();
    },
  };
}

import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Database } from "../../app/.server/db/client.ts";
import { ALL_DAYS, budgetMedian, demandIndex } from "../../app/.server/admin/demand-index.ts";
import { conceptKey } from "../../app/.server/matching/text.ts";
import { databaseWithRestarts } from "../helpers/restarts.ts";

// The searches the Demand page holds are kept in the database (demand_snapshots) once enough are
// settled, with the groups worked out, and a start reads them from there and then only the searches
// written since. A start is a new connection to the same database: its index starts empty.
// Searches are never updated by the product; the test updates one behind its back to tell what the
// start read from the kept row from what it read from the searches.

const CONCEPTS = ["Stoic philosophy", "stoicism", "Marcus Aurelius meditations", "black holes", "black hole physics", "knitting"];
/** More than the searches that make the index keep itself (KEEP_EVERY, 20,000). */
const MANY = 20_500;

describe("the Demand page's searches kept across a start", () => {
  const on = databaseWithRestarts();
  const start = () => on.start();

  async function write(n: number, budget: number): Promise<void> {
    const visitorId = randomUUID();
    await on.database.pool.query("insert into visitors (id) values ($1)", [visitorId]);
    await on.database.pool.query(
      `insert into searches (search_id, visitor_id, concept, concept_key, budget, class_size)
       select gen_random_uuid(), $1, c.concept, c.key, $4, 1 + i % 25
       from generate_series(0, $2 - 1) i, lateral (select ($3::text[])[1 + i % array_length($3::text[], 1)] as concept, ($5::text[])[1 + i % array_length($5::text[], 1)] as key) c`,
      [visitorId, n, CONCEPTS, budget, CONCEPTS.map(conceptKey)],
    );
  }

  /** Per key, the searches and their median budget, as the database counts them. */
  async function counted(): Promise<Map<string, { count: number; median: number }>> {
    const { rows } = await on.database.pool.query<{ key: string; n: number; median: number }>(
      "select concept_key as key, count(*)::int as n, percentile_cont(0.5) within group (order by budget) as median from searches group by concept_key",
    );
    return new Map(rows.map((r) => [r.key, { count: r.n, median: r.median }]));
  }

  async function held(d: Database): Promise<Map<string, { count: number; median: number }>> {
    const index = await demandIndex(d.db);
    const view = index.rangeView(ALL_DAYS, ALL_DAYS.to);
    return new Map(view.keys.map((key) => {
      const s = index.summary([key], ALL_DAYS, ALL_DAYS.to);
      return [key, { count: s.count, median: budgetMedian(s) }];
    }));
  }

  it("a start reads the kept searches and groups, then only what was written since; searches removed since make it read them all", async () => {
    await write(MANY, 100);
    const first = await start();
    const keys = [...new Set(CONCEPTS.map(conceptKey))];
    const groupsBefore = (await demandIndex(first.db)).group(keys, () => 1);
    expect(groupsBefore.length).toBeLessThan(keys.length);
    // The next bring-up-to-date finds enough settled searches, and keeps them.
    await demandIndex(first.db);
    const kept = await on.database.pool.query<{ searches: number; settled_id: number }>("select searches, settled_id from demand_snapshots");
    expect(kept.rows).toEqual([{ searches: MANY, settled_id: MANY }]);

    // Written after the kept row: a start reads these from the searches.
    await write(7, 300);
    // Behind the product's back, a kept search changes: a start that read the kept row does not see it.
    await on.database.pool.query("update searches set budget = 500 where id <= 15000");
    const restarted = await start();
    const want = await counted();
    const got = await held(restarted);
    expect([...got.keys()].sort()).toEqual([...want.keys()].sort());
    for (const [key, { count }] of want) expect(got.get(key)?.count).toBe(count);
    // The medians are those of the kept budgets (100, and 300 for the 7 since), not the updated 500s.
    for (const { median } of got.values()) expect(median).toBe(100);
    // The groups come back as they were worked out.
    expect((await demandIndex(restarted.db)).group(keys, () => 1)).toEqual(groupsBefore);

    // A search removed below the kept row's settled id: the kept row no longer describes the
    // searches, and a start reads them whole (now with the 500s).
    await on.database.pool.query("delete from searches where id = 5");
    const again = await start();
    const afterRemoval = await held(again);
    const wantNow = await counted();
    for (const [key, { count, median }] of wantNow) expect(afterRemoval.get(key)).toEqual({ count, median });
  });

  it("a kept row that cannot be read is read as none", async () => {
    await on.database.pool.query("update demand_snapshots set body = '\\x00ff'::bytea");
    const d = await start();
    const want = await counted();
    const got = await held(d);
    for (const [key, { count, median }] of want) expect(got.get(key)).toEqual({ count, median });
  });
});

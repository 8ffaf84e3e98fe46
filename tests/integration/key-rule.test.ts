import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { activeCorrections } from "../../app/.server/courses/corrections.ts";
import { MATCHING_VERSION } from "../../app/.server/matching/rule.ts";
import { conceptKey } from "../../app/.server/matching/text.ts";
import { keysUnderThisRule } from "../../app/.server/searches/key-rule.ts";
import { keyPendingSearches } from "../../app/.server/searches/searched-keys.ts";
import { databaseWithRestarts } from "../helpers/restarts.ts";

// The searches' concept keys follow the rule that reads concepts: a process under another rule than
// the one the keys were last checked under (concept_key_rule) keys anew the searches whose concept
// it reads otherwise, with no migration naming them. A start is a new connection to the database.

describe("concept keys under a changed rule", () => {
  const on = databaseWithRestarts();
  const start = () => on.start();
  beforeEach(async () => {
    await on.database.reset();
  });

  /** Searches as an older rule keyed them: [concept, its key then]. */
  async function writtenUnder(rows: Array<[string, string]>): Promise<void> {
    const visitorId = randomUUID();
    await on.database.pool.query("insert into visitors (id) values ($1)", [visitorId]);
    for (const [concept, key] of rows) {
      await on.database.pool.query("insert into searches (search_id, visitor_id, concept, budget, class_size, concept_key) values ($1, $2, $3, 50, 5, $4)", [
        randomUUID(),
        visitorId,
        concept,
        key,
      ]);
      await on.database.pool.query("insert into search_concepts (key) values ($1) on conflict do nothing", [key]);
    }
  }

  const keys = async () => (await on.database.pool.query<{ concept: string; concept_key: string }>("select concept, concept_key from searches order by id")).rows.map((r) => [r.concept, r.concept_key]);
  const ruleRow = async () => (await on.database.pool.query<{ version: string }>("select version from concept_key_rule")).rows.map((r) => r.version);

  it("keys anew only the searches this rule reads otherwise; the operator's corrections, by the old key, follow; what was counted from the old keys is dropped", async () => {
    // "machine learning" once keyed "machine"; the other two as the rule keys them now.
    await writtenUnder([["Machine Learning", "machine"], ["machine learning", "machine"], ["yoga", conceptKey("yoga")], ["Stoic philosophy", conceptKey("Stoic philosophy")]]);
    await on.database.pool.query(`
      insert into concept_key_rule (version) values ('an older rule');
      insert into demand_corrections (kind, keys, name) values ('name', '{machine}', 'Machine learning');
      insert into demand_snapshots (first_id, settled_id, searches, body) values (1, 4, 4, '\\x00');
      insert into course_asker_state (course_id, keys, last_search_id, browsers, searches) select min(id), '{machine}', 4, 1, 1 from courses;`);
    const app = await start();
    expect(await keysUnderThisRule(app.db)).toBe(2);
    await keyPendingSearches(app.db);
    const now = conceptKey("Machine Learning");
    expect(now).not.toBe("machine");
    expect(await keys()).toEqual([["Machine Learning", now], ["machine learning", now], ["yoga", conceptKey("yoga")], ["Stoic philosophy", conceptKey("Stoic philosophy")]]);
    expect((await on.database.pool.query("select old_key, new_key from concept_key_renames")).rows).toEqual([{ old_key: "machine", new_key: now }]);
    expect((await on.database.pool.query("select 1 from searches where previous_key is not null")).rowCount).toBe(0);
    expect((await on.database.pool.query("select 1 from demand_snapshots union all select 1 from course_asker_state")).rowCount).toBe(0);
    expect(await ruleRow()).toEqual([MATCHING_VERSION]);
    expect((await activeCorrections(app.db)).names.get(now)?.name).toBe("Machine learning");
  });

  it("under the rule the keys were checked under, a start reads no concept again and drops nothing", async () => {
    await writtenUnder([["yoga", conceptKey("yoga")]]);
    await keyPendingSearches((await start()).db);
    expect(await ruleRow()).toEqual([MATCHING_VERSION]);
    // Written behind the rule's back after the check: a later start under the same rule leaves it be.
    await writtenUnder([["Machine Learning", "machine"]]);
    await on.database.pool.query(`insert into demand_snapshots (first_id, settled_id, searches, body) values (1, 2, 2, '\\x00')`);
    const later = await start();
    expect(await keysUnderThisRule(later.db)).toBe(0);
    await keyPendingSearches(later.db);
    expect(await keys()).toEqual([["yoga", conceptKey("yoga")], ["Machine Learning", "machine"]]);
    expect((await on.database.pool.query("select 1 from demand_snapshots")).rowCount).toBe(1);
  });

  it("a first start (no rule recorded) checks every concept; processes starting at once check them once", async () => {
    await writtenUnder([["Machine Learning", "machine"], ["yoga", conceptKey("yoga")]]);
    const starts = await Promise.all([1, 2, 3].map(() => start()));
    const cleared = await Promise.all(starts.map((d) => keysUnderThisRule(d.db)));
    expect(cleared.sort()).toEqual([0, 0, 1]);
    await Promise.all(starts.map((d) => keyPendingSearches(d.db)));
    expect(await keys()).toEqual([["Machine Learning", conceptKey("Machine Learning")], ["yoga", conceptKey("yoga")]]);
    expect((await on.database.pool.query("select old_key from concept_key_renames")).rows).toEqual([{ old_key: "machine" }]);
  });
});

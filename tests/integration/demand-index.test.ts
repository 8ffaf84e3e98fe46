import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_DAYS, dayNumber, demandIndex, type DayRange } from "../../app/.server/admin/demand-index.ts";
import { searches, visitors } from "../../app/.server/db/schema.ts";
import { openTestDatabase, type TestDatabase } from "../helpers/db.ts";
import { holdSearch } from "../helpers/held-search.ts";

// The Demand page's range views are kept and brought up to date as searches are written: after new
// searches, in the range and out of it, a view must count what the searches themselves count.

const DAY_MS = 86_400_000;

describe("a range's view of the searches follows the searches written since", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.destroy();
  });

  async function write(rows: Array<[concept: string, daysAgo: number, budget: number]>): Promise<void> {
    const visitorId = randomUUID();
    await database.db.insert(visitors).values({ id: visitorId });
    await database.db.insert(searches).values(
      rows.map(([concept, daysAgo, budget]) => ({ searchId: randomUUID(), visitorId, concept, budget, classSize: 4, createdAt: new Date(Date.now() - daysAgo * DAY_MS) })),
    );
  }

  /** Per key, the searches in the range, counted by the database. */
  async function counted(range: DayRange): Promise<Map<string, number>> {
    const { rows } = (await database.db.execute(sql`
      select concept_key as key, count(*)::int as n from searches
      where floor(extract(epoch from created_at) / 86400)::int between ${range.from} and ${range.to} group by concept_key`)) as unknown as {
      rows: Array<{ key: string; n: number }>;
    };
    return new Map(rows.map((r) => [r.key, Number(r.n)]));
  }

  async function expectViewsAsCounted(ranges: DayRange[], recentFrom: number) {
    const index = await demandIndex(database.db);
    for (const range of ranges) {
      const view = index.rangeView(range, recentFrom);
      const want = await counted(range);
      expect(new Map(view.perKey)).toEqual(want);
      expect(view.all.count).toBe([...want.values()].reduce((s, n) => s + n, 0));
      // Most asked first.
      const order = view.keys.map((k) => view.perKey.get(k)!);
      expect(order).toEqual([...order].sort((a, b) => b - a));
    }
  }

  it("counts per key and in all, sorted most asked first, before and after new searches", async () => {
    const today = dayNumber(new Date());
    const lastWeek: DayRange = { from: today - 6, to: today };
    const ranges = [ALL_DAYS, lastWeek];
    await write([["Black holes", 1, 100], ["black hole", 20, 50], ["Tarot", 2, 30], ["tarot", 3, 40], ["Knitting", 40, 20]]);
    await expectViewsAsCounted(ranges, today - 6);
    // New searches: one key overtakes another, a new key appears, one falls outside the week.
    await write([["Knitting", 0, 10], ["knitting", 1, 10], ["Knitting", 2, 10], ["Pottery", 0, 60], ["Tarot", 30, 40]]);
    await expectViewsAsCounted(ranges, today - 6);
    const view = (await demandIndex(database.db)).rangeView(lastWeek, today - 6);
    expect(view.keys[0]).toBe("knitting");
    expect(view.all.budgets.reduce((s, n) => s + n, 0)).toBe(view.all.count);
  });

  it("a search that commits after a search with a higher id is counted once it commits (ids are drawn before commit)", async () => {
    const today = dayNumber(new Date());
    const ranges = [ALL_DAYS, { from: today - 6, to: today }];
    await write([["Origami", 1, 100]]);
    await expectViewsAsCounted(ranges, today - 6);
    const held = await holdSearch(database.url, "Glassblowing");
    try {
      await write([["Origami", 0, 50], ["Beekeeping", 0, 70]]);
      await expectViewsAsCounted(ranges, today - 6);
      await held.commit();
    } finally {
      await held.end();
    }
    await expectViewsAsCounted(ranges, today - 6);
    expect((await demandIndex(database.db)).rangeView(ALL_DAYS, today - 6).perKey.get("glassblowing")).toBe(1);
    // Taken off and read again each time until it settles, still counted once.
    await write([["Glassblowing", 0, 20]]);
    await expectViewsAsCounted(ranges, today - 6);
    expect((await demandIndex(database.db)).rangeView(ALL_DAYS, today - 6).perKey.get("glassblowing")).toBe(2);
  });
});

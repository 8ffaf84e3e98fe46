import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { searches, visitors } from "../../app/.server/db/schema.ts";
import { ADMIN_PASSWORD, login } from "../helpers/admin.ts";
import { useTestApp } from "../helpers/app.ts";

// Demand you can take away: the Demand page's groups, every member, as JSON from the operator API
// and as CSV from the console, for a date range.

const ADMIN_TOKEN = "operator-token-for-tests-0123456789";
const DAY_MS = 86_400_000;
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);

describe("the Demand page's groups, taken away", () => {
  const t = useTestApp({ ADMIN_TOKEN, ADMIN_PASSWORD }, { pages: true });
  const api = (path: string) => t.app.client().fetch(path, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });

  async function write(rows: Array<[concept: string, daysAgo: number, budget: number, classSize: number]>): Promise<void> {
    const visitorId = randomUUID();
    await t.database.db.insert(visitors).values({ id: visitorId });
    await t.database.db
      .insert(searches)
      .values(rows.map(([concept, daysAgo, budget, classSize]) => ({ searchId: randomUUID(), visitorId, concept, budget, classSize, createdAt: new Date(Date.now() - daysAgo * DAY_MS) })));
  }

  it("GET /api/admin/demand answers every group with its members, counts and medians, in the range asked", async () => {
    await write([
      ["Negotiation skills", 1, 100, 4],
      ["Negotiation skills", 2, 150, 6],
      ["How to negotiate a salary", 3, 200, 8],
      ["Yoga", 1, 50, 10],
      ["Negotiating better deals", 40, 500, 1],
    ]);
    const res = await api(`/api/admin/demand?from=${day(10)}&to=${day(0)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const body = (await res.json()) as { searches: number; groups: Array<{ concept: string; searches: number; median_budget: number; median_class_size: number; members: Array<{ concept: string; searches: number }> }> };
    expect(body.searches).toBe(4);
    expect(body.groups).toEqual([
      {
        name: null,
        concept: "Negotiation skills",
        searches: 3,
        // The usual median: 150 of 100, 150, 200; class sizes 4, 6, 8.
        median_budget: 150,
        median_class_size: 6,
        members: [
          { concept: "Negotiation skills", key: "negotiation skill", searches: 2 },
          { concept: "How to negotiate a salary", key: "negotiate salary", searches: 1 },
        ],
      },
      { name: null, concept: "Yoga", searches: 1, median_budget: 50, median_class_size: 10, members: [{ concept: "Yoga", key: "yoga", searches: 1 }] },
    ]);
    // All time: the old search joins its group, and two middle budgets are averaged (150 and 200).
    const all = (await (await api("/api/admin/demand")).json()) as typeof body;
    expect(all.groups[0]).toMatchObject({ concept: "Negotiation skills", searches: 4, median_budget: 175 });
  });

  it("refuses a day that is not a date, or a range that ends before it starts, and answers 401 without the token", async () => {
    expect((await api("/api/admin/demand?from=2026-02-30")).status).toBe(400);
    const backwards = await api("/api/admin/demand?from=2026-05-02&to=2026-05-01");
    expect(backwards.status).toBe(400);
    expect(((await backwards.json()) as { error: string }).error).toContain("after");
    expect((await t.app.client().fetch("/api/admin/demand")).status).toBe(401);
  });

  it("the console's CSV has one row per member with its group's figures, for the page's range", async () => {
    await write([
      ["=Yoga stretches", 1, 60, 2],
      ["Yoga", 2, 80, 4],
      ["Piano", 30, 100, 1],
    ]);
    const c = t.app.client();
    expect((await login(t.app, c)).status).toBe(302);
    const res = await c.fetch(`/admin/export/demand.csv?from=${day(7)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toContain(`classwish-demand-${day(7)}.csv`);
    const lines = (await res.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe('"group","group_name","group_searches","group_median_budget","group_median_class_size","member","member_key","member_searches"');
    // The two spellings of yoga are one group of two searches; piano is out of the range; a formula is defused.
    expect(lines.slice(1)).toEqual([`"'=Yoga stretches",,"2","70","3","'=Yoga stretches","stretch yoga","1"`, `"'=Yoga stretches",,"2","70","3","Yoga","yoga","1"`]);
    expect((await t.app.client().fetch("/admin/export/demand.csv", { redirect: "manual" })).status).toBe(302);
  });
});

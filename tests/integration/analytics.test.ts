import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createEventCounter, NEW_KEYS_PER_IP_PER_DAY } from "../../app/.server/analytics/event-counter.ts";
import { addCounts } from "../../app/.server/db/analytics.ts";
import { createLogger } from "../../app/.server/logger.ts";
import { analyticsDaily } from "../../app/.server/db/schema.ts";
import { MAX_KEYS_PER_DAY } from "../../app/lib/schemas/analytics.ts";
import { ADMIN_PASSWORD, login, plain } from "../helpers/admin.ts";
import { startTestApp, type TestApp } from "../helpers/app.ts";
import { openTestDatabase, type TestDatabase } from "../helpers/db.ts";

// First-party analytics: the beacon's endpoint counts into daily aggregates (batched), sets no
// cookie, honours Sec-GPC and DNT, bounds what it stores, and the console's Overview reports it.

describe("first-party analytics", () => {
  let database: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = await startTestApp(database, { ADMIN_PASSWORD }, { pages: true });
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });
  beforeEach(() => database.reset());

  const beacon = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${app.url}/api/events`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
  const rows = () => database.db.select().from(analyticsDaily);

  it("counts page views and funnel steps by page, source and campaign, in batches, with no cookie; Sec-GPC and DNT count nothing", async () => {
    const landing = { event: "pageview", path: "/?utm_source=x", entrance: true, screen: "mobile", utm_source: "Newsletter", utm_medium: "Email", utm_campaign: "Spring-2027" };
    const first = await beacon(landing);
    expect(first.status).toBe(204);
    expect(first.headers.get("set-cookie")).toBeNull();
    await beacon({ ...landing, entrance: false, path: "/about" });
    await beacon({ event: "search", path: "/", screen: "mobile", utm_source: "Newsletter", utm_medium: "Email", utm_campaign: "Spring-2027" });
    await beacon({ event: "seat", path: "/seats?token=abc", screen: "mobile", utm_source: "Newsletter", utm_medium: "Email", utm_campaign: "Spring-2027" });
    await beacon({ event: "pageview", path: "/no/such/page", entrance: true, referrer: "www.Google.com" });
    for (const optOut of [{ "sec-gpc": "1" }, { dnt: "1" }] as Array<Record<string, string>>) expect((await beacon({ ...landing, utm_campaign: "opted-out" }, optOut)).status).toBe(204);

    await expect.poll(async () => (await rows()).length, { timeout: 5_000 }).toBe(5);
    const stored = (await rows()).map(({ day: _d, ...r }) => r).sort((a, b) => `${a.event}${a.path}`.localeCompare(`${b.event}${b.path}`));
    expect(stored).toEqual([
      { event: "pageview", path: "(other)", screen: "(none)", source: "google.com", medium: "(none)", campaign: "(none)", referrer: "google.com", ref: "(none)", entrances: 1, count: 1 },
      { event: "pageview", path: "/", screen: "mobile", source: "newsletter", medium: "email", campaign: "spring-2027", referrer: "(none)", ref: "(none)", entrances: 1, count: 1 },
      { event: "pageview", path: "/about", screen: "mobile", source: "newsletter", medium: "email", campaign: "spring-2027", referrer: "(none)", ref: "(none)", entrances: 0, count: 1 },
      { event: "search", path: "/", screen: "mobile", source: "newsletter", medium: "email", campaign: "spring-2027", referrer: "(none)", ref: "(none)", entrances: 0, count: 1 },
      { event: "seat", path: "/seats", screen: "mobile", source: "newsletter", medium: "email", campaign: "spring-2027", referrer: "(none)", ref: "(none)", entrances: 0, count: 1 },
    ]);

    // The console's Overview: visits and the funnel by source and campaign, and the CSV.
    const operator = app.client();
    await login(app, operator);
    const overview = plain(await (await operator.fetch("/admin")).text());
    expect(overview).toContain("2 visits, 3 page views.");
    expect(overview).toMatch(/data-testid="funnel-newsletter-spring-2027"><td[^>]*>newsletter<\/td><td[^>]*>email<\/td><td[^>]*>spring-2027<\/td><td[^>]*>1<\/td><td[^>]*>1 <span[^>]*>\(1.0 per visit\)<\/span><\/td><td[^>]*>0<\/td><td[^>]*>0<\/td><td[^>]*>0<\/td><td[^>]*>1<\/td>/);
    expect(overview).toMatch(/google\.com: 1 visits/);
    const csv = await (await operator.fetch("/admin/export/traffic.csv")).text();
    expect(csv.split("\r\n")).toContain('"newsletter","email","spring-2027","1","2","1","0","0","0","1","0","0"');
  });

  it("counts at most an address's share a window, across instances; other addresses' beacons in the same batches all count", async () => {
    // A window of a century: the test's two flushes must fall in one window, and with a minute's
    // (the server's) a loaded machine once put a minute's turn between them, counting a 5th view.
    const limit = { perIp: 5, windowMs: 100 * 365 * 86_400_000 };
    // Two instances' counters on one database.
    const [a, b] = [createEventCounter(database.db, createLogger("silent"), limit), createEventCounter(database.db, createLogger("silent"), limit)];
    const view = { day: "2026-11-23", event: "pageview", path: "/", screen: "mobile", source: "(direct)", medium: "(none)", campaign: "(none)", referrer: "(none)", ref: "(none)" };
    const flood = "203.0.113.7";
    try {
      for (let i = 0; i < 4; i++) a.count(view, true, flood);
      for (let i = 0; i < 4; i++) b.count({ ...view, path: "/about" }, false, flood);
      b.count({ ...view, event: "search" }, false, "198.51.100.2");
      await a.flush();
      await b.flush();
      // Still over its share in the same window: nothing more from it counts.
      a.count(view, true, flood);
      a.count({ ...view, event: "search" }, false, "198.51.100.2");
      await a.flush();
    } finally {
      await a.stop();
      await b.stop();
    }
    const counted = (await rows()).map((r) => [r.event, r.path, r.count, r.entrances]).sort((x, y) => `${x[0]}${x[1]}`.localeCompare(`${y[0]}${y[1]}`));
    expect(counted).toEqual([
      ["pageview", "/", 4, 4],
      ["pageview", "/about", 1, 0],
      ["search", "/", 2, 0],
    ]);
  });

  it("one sender cannot fill a day's keys: 3,000 distinct campaigns from 10 addresses, and a real new campaign later still counts as itself", async () => {
    const counter = createEventCounter(database.db, createLogger("silent"), { perIp: 600, windowMs: 60_000 });
    const day = new Date().toISOString().slice(0, 10);
    const view = { day, event: "pageview", path: "/", screen: "mobile", source: "spam", medium: "(none)", campaign: "(none)", referrer: "(none)", ref: "(none)" };
    try {
      for (let i = 0; i < 3000; i++) counter.count({ ...view, campaign: `flood-${i}` }, true, `203.0.113.${i % 10}`);
      await counter.flush();
      counter.count({ ...view, source: "newsletter", campaign: "real-spring" }, true, "198.51.100.40");
      await counter.flush();
    } finally {
      await counter.stop();
    }
    const all = await rows();
    // At most each address's share of new keys, the rest folded into one "(other)" row.
    expect(all.length).toBeLessThanOrEqual(10 * NEW_KEYS_PER_IP_PER_DAY + 2);
    expect(all.find((r) => r.campaign === "real-spring")).toMatchObject({ source: "newsletter", count: 1 });
    // Every beacon is still counted, under its own key or "(other)".
    expect(all.reduce((n, r) => n + r.count, 0)).toBe(3001);
  });

  it("refuses what is not an event with a clear 400, and keeps a day's rows bounded", async () => {
    for (const bad of [{ event: "purchase", path: "/" }, { path: "/" }, { event: "pageview", path: "/", entrance: "yes" }, { event: "pageview", path: "/", extra: 1 }]) {
      const res = await beacon(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect((await res.json()).error).toBeTruthy();
    }
    expect((await fetch(`${app.url}/api/events`, { method: "POST", headers: { "content-type": "text/plain" }, body: "{}" })).status).toBe(415);

    const day = "2027-01-01";
    const key = (i: number) => ({ day, event: "pageview", path: "/", screen: "desktop", source: `s${i}`, medium: "(none)", campaign: "(none)", referrer: "(none)", ref: "(none)", entrances: 1, count: 1 });
    await addCounts(database.db, Array.from({ length: MAX_KEYS_PER_DAY }, (_, i) => key(i)));
    // A full day: a new source is folded into "(other)"; one already there still counts as itself.
    await addCounts(database.db, [key(MAX_KEYS_PER_DAY + 1), key(3)]);
    const all = await rows();
    expect(all).toHaveLength(MAX_KEYS_PER_DAY + 1);
    expect(all.find((r) => r.source === "(other)")).toMatchObject({ count: 1 });
    expect(all.find((r) => r.source === "s3")).toMatchObject({ count: 2 });
  });
});

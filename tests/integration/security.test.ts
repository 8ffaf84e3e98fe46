import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searches } from "../../app/.server/db/schema.ts";
import { startTestApp, type TestApp } from "../helpers/app.ts";
import { openTestDatabase, type TestDatabase } from "../helpers/db.ts";

describe("security baseline and rate limit", () => {
  let database: TestDatabase;
  let limited: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    database = await openTestDatabase();
    // Two instances on one database, as behind a load balancer.
    limited = await startTestApp(database, { RATE_LIMIT_PER_MIN: "3" });
    second = await startTestApp(database, { RATE_LIMIT_PER_MIN: "3" });
  });
  afterAll(async () => {
    await limited?.close();
    await second?.close();
    await database?.destroy();
  });

  it("sends the security headers on every response; an answer that is not a page may load or run nothing", async () => {
    for (const path of ["/healthz", "/api/user/", "/api/nope"]) {
      const res = await fetch(limited.url + path);
      expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("permissions-policy")).toContain("camera=()");
      expect(res.headers.get("x-powered-by")).toBeNull();
    }
  });

  it("a page rendered for one response has a fresh nonce each time", async () => {
    const page = await startTestApp(database, { ADMIN_PASSWORD: "a-console-password" }, { pages: true });
    try {
      const csp = async () => (await fetch(`${page.url}/admin/login`)).headers.get("content-security-policy")!;
      const first = await csp();
      expect(first).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
      expect(first).toContain("frame-ancestors 'none'");
      expect(first).toContain("object-src 'none'");
      expect(first.match(/nonce-([^']+)/)![1]).not.toBe((await csp()).match(/nonce-([^']+)/)![1]);
    } finally {
      await page.close();
    }
  });

  it("answers health and readiness", async () => {
    expect(await (await fetch(`${limited.url}/healthz`)).json()).toEqual({ status: "ok" });
    expect(await (await fetch(`${limited.url}/readyz`)).json()).toEqual({ status: "ready", database: "postgres" });
  });

  it("limits writes per IP across instances: 429 with Retry-After, nothing stored past the limit", async () => {
    await database.reset();
    const post = (app: TestApp) =>
      app.client().postJson("/api/find-course/", { search_id: randomUUID(), concept: "Taoism", budget: 100, class_size: 5 });
    const statuses = [
      (await post(limited)).status,
      (await post(second)).status,
      (await post(limited)).status,
    ];
    expect(statuses).toEqual([201, 201, 201]);
    const refused = await post(second);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    // A sliding window: until this minute's hits have weighed off, at most two windows.
    expect(retryAfter).toBeLessThanOrEqual(120);
    expect((await refused.json()).error).toMatch(/Too many requests/);
    expect(await database.db.select().from(searches)).toHaveLength(3);
    // Reads are not limited.
    expect((await limited.client().fetch("/api/user/")).status).toBe(200);
  });

  it("over the write limit, a page's write is refused at once, but never a mailbox's own answer (the preference centre's included)", async () => {
    await database.reset();
    const pages = await startTestApp(database, { RATE_LIMIT_PER_MIN: "3" }, { pages: true });
    try {
      const search = () => pages.client().postJson("/api/find-course/", { search_id: randomUUID(), concept: "Taoism", budget: 100, class_size: 5 });
      for (let i = 0; i < 3; i++) expect((await search()).status).toBe(201);
      expect((await search()).status).toBe(429);
      const form = (path: string) =>
        pages.client().fetch(path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: pages.url }, body: "intent=leave&list=newsletter" });
      // The instance remembers the refusal: a search form from that address is refused before it is read.
      expect((await form("/search")).status).toBe(429);
      // A link from a mailbox answers for itself (here: not a valid link), whoever shares the address.
      for (const path of ["/confirm?token=x", "/unsubscribe?token=x", "/seats?token=x", "/preferences?token=x", "/preferences.data?token=x", "/preferences/export?token=x"]) {
        expect((await form(path)).status, path).toBe(400);
      }
      // A page view from that address is no write: the analytics beacon still counts it.
      expect((await pages.client().postJson("/api/events", { event: "pageview", path: "/" })).status).toBe(204);
    } finally {
      await pages.close();
    }
  });

  it("refuses any declared body over 16 KB with 413, pages included", async () => {
    for (const path of ["/", "/api/subscribe/", "/anything"]) {
      const res = await fetch(limited.url + path, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "a=" + "x".repeat(17 * 1024),
      });
      expect(res.status, path).toBe(413);
    }
  });
});

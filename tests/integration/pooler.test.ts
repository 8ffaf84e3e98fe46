import { randomBytes, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type Database } from "../../app/.server/db/client.ts";
import { courseInterests, courses, searches, subscribers } from "../../app/.server/db/schema.ts";
import { createSmtpTransport } from "../../app/.server/mail/transport.ts";
import { startTestApp, type TestApp } from "../helpers/app.ts";
import { databaseUrl, onServer, openTestDatabase, removeDir, tmpDir, type TestDatabase } from "../helpers/db.ts";
import { findPgBouncer, startPgBouncer, type PgBouncer } from "../helpers/pgbouncer.ts";
import { startSmtpListener, type SmtpListener } from "../helpers/smtp.ts";

// DATABASE_URL pointing at PgBouncer in transaction mode, as managed PostgreSQL services scale
// connections: each transaction may run on another server connection, so nothing a statement
// leaves on a session (a prepared statement, a LISTEN, a session's lock) is there for the next.
// Two instances share the database through it: one with DATABASE_DIRECT_URL (it listens there), one
// without (nothing listens; what it keeps is refreshed as its lifetime runs out).

const binary = findPgBouncer();
if (!binary) {
  console.warn("\n*** pooler.test.ts SKIPPED: no pgbouncer binary (Debian: apt-get install pgbouncer; .ci/run installs it). The app behind a transaction pooler is untested in this run. ***\n");
}

const VISITORS = 16;

/** A database opened through the pooler, in the shape the test app takes (nothing to reset: the file's database is its own). */
const asTestDatabase = (database: Database): TestDatabase => ({ ...database, reset: async () => {}, destroy: () => database.close() });

describe.skipIf(!binary)("behind PgBouncer in transaction mode", () => {
  let direct: TestDatabase;
  let bouncer: PgBouncer;
  let smtp: SmtpListener;
  const pooled: Database[] = [];
  const apps: TestApp[] = [];
  const dirs: string[] = [];
  const notices: string[][] = [[], []];

  beforeAll(async () => {
    direct = await openTestDatabase();
    bouncer = await startPgBouncer(binary!, direct.url);
    smtp = await startSmtpListener();
    const name = new URL(direct.url).pathname.slice(1);
    const settings = [{ directUrl: direct.url }, {}];
    for (const [i, extra] of settings.entries()) {
      const dataDir = tmpDir();
      dirs.push(dataDir);
      const database = await openDatabase({ databaseUrl: bouncer.url(name), pooler: "transaction", ...extra, dataDir, onNotice: (message) => notices[i]!.push(message) });
      pooled.push(database);
      apps.push(
        await startTestApp(asTestDatabase(database), { SESSION_SECRET: "one-secret-for-both-instances-0123456789" }, { pages: true, worker: true, transport: createSmtpTransport(smtp.url, { timeoutMs: 5000 }) }),
      );
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of pooled) await database.close();
    await bouncer?.stop();
    await smtp?.close();
    await direct?.destroy();
    for (const dir of dirs) removeDir(dir);
  });

  it("is a transaction pooler: a statement prepared by one client is on the server connection the next client is lent", async () => {
    // The control: what the app no longer does through a pooler fails here. On the server's
    // `postgres` database, a pool of its own that nothing else uses: one client after the other,
    // both are lent its one server connection.
    const clients = [new Client({ connectionString: bouncer.url("postgres") }), new Client({ connectionString: bouncer.url("postgres") })];
    try {
      for (const c of clients) await c.connect();
      await clients[0]!.query({ name: "probe", text: "select 1 as one" });
      await expect(clients[1]!.query({ name: "probe", text: "select 1 as one" })).rejects.toThrow(/prepared statement "probe" already exists/);
    } finally {
      for (const c of clients) await c.end();
    }
  });

  it("serves searches, registrations, subscriptions, their mail and the pages to many visitors at once on both instances", async () => {
    const [course] = await direct.db.select({ id: courses.id, slug: courses.slug, title: courses.title }).from(courses).where(eq(courses.id, 1));
    const visit = async (i: number) => {
      const visitor = apps[i % 2]!.client();
      const home = await visitor.fetch("/");
      const search = await visitor.postJson("/api/find-course/", { search_id: randomUUID(), concept: course!.title, budget: 100, class_size: 5 });
      const interest = await visitor.postJson("/api/interest/", { course_id: 1 + (i % 7) });
      const subscribe = await visitor.postJson("/api/subscribe/", { email: `visitor${i}@example.com` });
      const page = await visitor.fetch(`/courses/${course!.slug}`);
      return {
        statuses: [home.status, search.status, interest.status, subscribe.status, page.status],
        matches: ((await search.json()) as { matches?: Array<{ id: number }> }).matches?.map((c) => c.id),
        page: await page.text(),
      };
    };
    const results = await Promise.all(Array.from({ length: VISITORS }, (_, i) => visit(i)));

    for (const r of results) {
      expect(r.statuses).toEqual([200, 201, 201, 202, 200]);
      expect(r.page).toContain(course!.title);
    }
    // Each search found the course whose title it was.
    expect(results.map((r) => r.matches?.[0])).toEqual(results.map(() => course!.id));
    expect(await direct.db.$count(searches)).toBe(VISITORS);
    expect(await direct.db.$count(courseInterests)).toBe(VISITORS);
    expect(await direct.db.$count(subscribers)).toBe(VISITORS);
    // The queue (pg-boss, through the pooler too) delivered one confirmation to each.
    const mail = await smtp.waitFor(VISITORS, 30_000);
    expect(mail.map((m) => m.to.join(",")).toSorted()).toEqual(Array.from({ length: VISITORS }, (_, i) => `visitor${i}@example.com`).toSorted());
    // The instances opened more connections to the pooler than it has to PostgreSQL: their statements took turns on shared server connections.
    expect(Math.max(...pooled.map((d) => d.pool.totalCount))).toBeGreaterThan(bouncer.poolSize);
  }, 60_000);

  it("the instance with a direct URL hears a catalog change at once; the one without says at start that it will not, and reads it in time", async () => {
    expect(pooled.map((d) => d.listenUrl)).toEqual([direct.url, undefined]);
    expect(notices[0]).toEqual([]);
    expect(notices[1]).toEqual([expect.stringContaining("nothing listens for changes to the catalog")]);

    const home = async () => (await fetch(`${apps[0]!.url}/`)).text();
    const before = await home();
    const renamed = `Pooled course ${randomBytes(3).toString("hex")}`;
    expect(before).not.toContain(renamed);
    await direct.db.update(courses).set({ title: renamed }).where(eq(courses.id, 1));
    // Well within a kept page's minute: only the notification heard on the direct connection refreshes it.
    await vi.waitFor(async () => expect(await home()).toContain(renamed), { timeout: 10_000, interval: 50 });
    // The other hears nothing, and its searches rank the courses it holds: they are read again
    // within UNHEARD_REFRESH_MS (10 s), and then the course is found by its new title.
    const firstMatch = async () => {
      const res = await apps[1]!.client().postJson("/api/find-course/", { search_id: randomUUID(), concept: renamed, budget: 100, class_size: 5 });
      return ((await res.json()) as { matches: Array<{ title: string }> }).matches[0]?.title;
    };
    await vi.waitFor(async () => expect(await firstMatch()).toBe(renamed), { timeout: 30_000, interval: 500 });
  }, 60_000);

  it("migrates an empty database through the pooler, two instances at once, each migration once", async () => {
    const admin = new URL(direct.url);
    const name = `cw_pooled_${randomBytes(5).toString("hex")}`;
    await onServer(databaseUrl(admin.toString(), "postgres"), `create database ${name}`);
    try {
      const opened = await Promise.all(
        [0, 1].map(() => {
          const dataDir = tmpDir();
          dirs.push(dataDir);
          return openDatabase({ databaseUrl: bouncer.url(name), pooler: "transaction", dataDir });
        }),
      );
      const applied = await opened[0]!.db.execute<{ n: number }>(sql`select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash`);
      const rows = applied.rows;
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.n === 1)).toBe(true);
      for (const d of opened) await d.close();
    } finally {
      await onServer(databaseUrl(admin.toString(), "postgres"), `drop database if exists ${name} with (force)`);
    }
  });
});

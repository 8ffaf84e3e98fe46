import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { courseInterests, searches, subscribers, subscriptions, visitors } from "../../app/.server/db/schema.ts";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { startTestApp, type TestApp, type TestClient } from "./app.ts";
import { openTestDatabase, type TestDatabase } from "./db.ts";

export const ADMIN_PASSWORD = "correct horse battery staple";

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

/**
 * For one describe block: a database, the site with the console on it (pages built) and the same
 * site with the console switched off; every table but the seeded ones is emptied before each test.
 */
export function useConsoleApps() {
  const ctx = {} as { database: TestDatabase; app: TestApp; disabled: TestApp };
  beforeAll(async () => {
    ctx.database = await openTestDatabase();
    ctx.app = await startTestApp(ctx.database, { ADMIN_PASSWORD, PUBLIC_URL: "http://classwish.test" }, { pages: true });
    ctx.disabled = await startTestApp(ctx.database, {}, { pages: true });
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.disabled?.close();
    await ctx.database?.destroy();
  });
  beforeEach(() => ctx.database.reset());
  return ctx;
}

/** Posts the login form as a browser on this site would (same Origin), from the given client IP; with `email`, as an operator account. */
export function login(app: Pick<TestApp, "url">, c: TestClient, opts: { ip?: string; password?: string; email?: string; userAgent?: string } = {}) {
  const headers: Record<string, string> = { origin: app.url, "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": opts.ip ?? "10.9.9.9" };
  if (opts.userAgent) headers["user-agent"] = opts.userAgent;
  return c.fetch("/admin/login", {
    method: "POST",
    redirect: "manual",
    headers,
    body: form({ ...(opts.email !== undefined && { email: opts.email }), password: opts.password ?? ADMIN_PASSWORD }),
  });
}

/** The CSRF token the console's forms carry, read from a page like the browser gets it. */
export async function csrfOf(c: TestClient, page = "/admin"): Promise<string> {
  const html = await (await c.fetch(page, { redirect: "manual" })).text();
  const token = html.match(/name="csrf" value="([^"]+)"/)?.[1];
  if (!token) throw new Error(`no CSRF token on ${page}`);
  return token;
}

/** A console form POST; origin and csrf are explicit so tests can forge them. */
export function postForm(app: TestApp, c: TestClient, path: string, fields: Record<string, string>, origin: string | null = app.url) {
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
  if (origin !== null) headers.origin = origin;
  return c.fetch(path, { method: "POST", redirect: "manual", headers, body: form(fields) });
}

/** The text of the element with this data-testid in server-rendered HTML. */
export function testIdText(html: string, id: string): string | undefined {
  return plain(html).match(new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`))?.[1];
}

/** Server-rendered HTML without React's text-node separators (`5<!-- --> searches`). */
export const plain = (html: string) => html.replaceAll("<!-- -->", "");

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

export type Seeded = Awaited<ReturnType<typeof seedDemand>>;

/**
 * A small, fully known data set (figures worked out by hand in the tests):
 * 5 visitors, 6 searches (one 40 days old), 3 registrations, subscribers pending 1 / confirmed 3 /
 * unsubscribed 1 (one of them 40 days old).
 */
export async function seedDemand(database: TestDatabase) {
  const db = database.db;
  const [a, b, c, d, e] = await db
    .insert(subscribers)
    .values([
      { email: "ada@example.com", status: "confirmed", source: "search", confirmedAt: new Date() },
      { email: "bob@example.com", status: "pending", source: "search" },
      { email: "cy@example.com", status: "confirmed", source: "course", confirmedAt: new Date() },
      { email: "dee@example.com", status: "unsubscribed", source: "newsletter", createdAt: daysAgo(40), unsubscribedAt: new Date() },
      { email: "=cmd@example.com", status: "confirmed", source: "newsletter", confirmedAt: new Date() },
    ])
    .returning();
  await db.insert(subscriptions).values([
    { subscriberId: a!.id, list: "launch", state: "active" },
    { subscriberId: b!.id, list: "launch" },
    { subscriberId: c!.id, list: "course", courseId: 1, state: "active" },
    { subscriberId: e!.id, list: "newsletter", state: "active" },
  ]);
  const v = Array.from({ length: 5 }, () => randomUUID());
  await db.insert(visitors).values([
    { id: v[0]!, subscriberId: a!.id },
    { id: v[1]!, subscriberId: b!.id },
    { id: v[2]! },
    { id: v[3]!, subscriberId: c!.id },
    { id: v[4]! },
  ]);
  const s = (visitorId: string, concept: string, budget: number, classSize: number, createdAt = new Date()) => ({
    searchId: randomUUID(),
    visitorId,
    concept,
    budget,
    classSize,
    createdAt,
  });
  await db.insert(searches).values([
    s(v[0]!, "Black holes", 100, 5),
    s(v[0]!, "black  hole", 200, 10),
    s(v[1]!, "Black holes ", 300, 3),
    s(v[1]!, "Stoicism", 50, 1),
    s(v[2]!, "Underwater basket weaving", 500, 25, daysAgo(40)),
    s(v[2]!, "<script>alert('x')</script>", 10, 1),
  ]);
  await db.insert(courseInterests).values([
    { courseId: 1, visitorId: v[3]! },
    { courseId: 1, visitorId: v[4]! },
    { courseId: 2, visitorId: v[4]! },
  ]);
  return { subscribers: { a: a!, b: b!, c: c!, d: d!, e: e! }, visitors: v };
}

/** Every row of every table in the public schema whose text mentions `needle`. */
export async function rowsMentioning(database: TestDatabase, needle: string): Promise<Array<{ table: string; row: string }>> {
  const tables = await database.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const found: Array<{ table: string; row: string }> = [];
  for (const { table_name } of tables.rows) {
    const res = await database.db.execute<{ row: string }>(
      sql`select t::text as row from ${sql.identifier(table_name)} t where t::text ilike ${`%${needle}%`}`,
    );
    for (const r of res.rows) found.push({ table: table_name, row: r.row });
  }
  return found;
}

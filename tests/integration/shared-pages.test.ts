import { createHash, randomUUID } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { courses, wishes } from "../../app/.server/db/schema.ts";
import { startTestApp, type TestApp } from "../helpers/app.ts";
import { openTestDatabase, type TestDatabase } from "../helpers/db.ts";
import { fetchBytes } from "../helpers/raw-http.ts";

// Visitor pages are the same for everyone, so proxies, CDNs and this server itself can share them.

const inlineScripts = (html: string) => [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter((m) => !/\bsrc=/.test(m[1]!)).map((m) => m[2]!);
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("shared pages", () => {
  let database: TestDatabase;
  let app: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    database = await openTestDatabase();
    // Two instances on one database, as behind a load balancer.
    app = await startTestApp(database, { ADMIN_PASSWORD: "console-password" }, { pages: true, production: true });
    other = await startTestApp(database, {}, { pages: true, production: true });
  });
  afterAll(async () => {
    await app?.close();
    await other?.close();
    await database?.destroy();
  });
  beforeEach(() => database.reset());

  it("a page read with GET sets no cookie, may be held by a shared cache when its route says so, and names its inline scripts by hash", async () => {
    for (const path of ["/", "/about", "/faq", "/privacy", "/terms", "/no-such-page"]) {
      const res = await fetch(app.url + path);
      expect(res.status, path).toBe(path === "/no-such-page" ? 404 : 200);
      expect(res.headers.get("set-cookie"), path).toBeNull();
      // The missing page did not opt in: private, as every page is by default.
      expect(res.headers.get("cache-control"), path).toBe(path === "/no-such-page" ? "private, no-store" : "public, max-age=0, s-maxage=60, stale-while-revalidate=600");
      const html = await res.text();
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp, path).not.toContain("nonce-");
      expect(html, path).not.toMatch(/nonce="/);
      const scripts = inlineScripts(html);
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const script of scripts) expect(csp, path).toContain(sha256(script));
    }
  });

  it("HEAD answers a page's header fields as GET does, without the body, before and after it is kept", async () => {
    const fields = (res: Response) => ["etag", "cache-control", "content-security-policy", "content-type", "set-cookie"].map((name) => res.headers.get(name));
    for (const path of ["/", "/about", "/no-such-page"]) {
      const cold = await fetch(other.url + path, { method: "HEAD" });
      const got = await fetch(other.url + path);
      const kept = await fetch(other.url + path, { method: "HEAD" });
      expect(fields(cold), path).toEqual(fields(got));
      expect(fields(kept), path).toEqual(fields(got));
      expect([cold.status, kept.status], path).toEqual([got.status, got.status]);
      expect(await kept.text(), path).toBe("");
    }
  });

  it("answers 304 to a matching ETag, and the same bytes in brotli, gzip or none", async () => {
    const plain = await fetch(`${app.url}/`, { headers: { "accept-encoding": "identity" } });
    const etag = plain.headers.get("etag")!;
    const body = Buffer.from(await plain.arrayBuffer());
    expect(etag).toMatch(/^W\/".+"$/);
    // (fetch adds "Cache-Control: no-cache" to a conditional request unless one is given: a reload
    // that asks for the page end to end, which `fresh` answers in full, as Express does.)
    expect((await fetch(`${app.url}/`, { headers: { "if-none-match": etag, "cache-control": "max-age=0" } })).status).toBe(304);
    expect((await fetch(`${app.url}/`, { headers: { "if-none-match": etag, "cache-control": "no-cache" } })).status).toBe(200);
    const br = await fetchBytes(`${app.url}/`, { "accept-encoding": "br, gzip" });
    const gz = await fetchBytes(`${app.url}/`, { "accept-encoding": "gzip" });
    expect([br.headers["content-encoding"], gz.headers["content-encoding"]]).toEqual(["br", "gzip"]);
    expect(brotliDecompressSync(br.body).equals(body)).toBe(true);
    expect(gunzipSync(gz.body).equals(body)).toBe(true);
    expect(br.body.length).toBeLessThan(body.length / 3);
  });

  it("a course change reaches the page at once, on every instance", async () => {
    const before = await (await fetch(`${app.url}/`)).text();
    await (await fetch(`${other.url}/`)).text();
    const [course] = await database.db.select().from(courses).limit(1);
    const title = `Renamed ${randomUUID().slice(0, 8)}`;
    await database.db.update(courses).set({ title }).where(eq(courses.id, course!.id));
    // The notification arrives on commit; each instance empties its cache when it does.
    await expect.poll(async () => (await (await fetch(`${app.url}/`)).text()).includes(title), { timeout: 5_000 }).toBe(true);
    await expect.poll(async () => (await (await fetch(`${other.url}/`)).text()).includes(title), { timeout: 5_000 }).toBe(true);
    expect(before).not.toContain(title);
  });

  it("a course's page is kept until a change reaches it, on every instance; an unknown course or another query is not", async () => {
    const [course] = await database.db.select().from(courses).limit(1);
    const page = `/courses/${course!.slug}`;
    const shared = `${page}?ref=c_${course!.slug}`;
    const text = async (url: string) => (await fetch(url)).text();
    const res = await fetch(app.url + page);
    expect(res.headers.get("cache-control")).toBe("public, no-cache");
    for (const url of [app.url + page, app.url + shared, other.url + page, app.url + "/courses/not-yet-a-course"]) await text(url);
    // Changed without telling anyone (no trigger, so no notification): the kept copies do not see it.
    const silently = async (sql: string) => database.pool.query(`begin; set local session_replication_role = replica; ${sql}; commit`);
    const hidden = `Hidden ${randomUUID().slice(0, 8)}`;
    await silently(`update courses set title = '${hidden}' where id = ${course!.id}`);
    await silently(`insert into courses (title, slug, instructor, duration_weeks, price_amount, category, description) values ('Not yet', 'not-yet-a-course', 'Someone', 4, 50, 'Technology', 'Soon.')`);
    for (const url of [app.url + page, app.url + shared, other.url + page]) expect(await text(url), url).not.toContain(hidden);
    // Rendered for each request: a 404 (now a course) and a link with any other query.
    expect((await fetch(app.url + "/courses/not-yet-a-course")).status).toBe(200);
    expect(await text(`${app.url}${page}?utm_source=newsletter`)).toContain(hidden);
    // A change made as the app makes them tells every instance at once.
    const title = `Renamed ${randomUUID().slice(0, 8)}`;
    await database.db.update(courses).set({ title }).where(eq(courses.id, course!.id));
    for (const url of [app.url + page, app.url + shared, other.url + page]) {
      await expect.poll(async () => (await text(url)).includes(title), { timeout: 5_000 }).toBe(true);
    }
    await database.db.delete(courses).where(eq(courses.slug, "not-yet-a-course"));
    await database.db.update(courses).set({ title: course!.title }).where(eq(courses.id, course!.id));
  });

  it("a wish's page is kept until a Me too or its hiding reaches it, on every instance; a wish's change leaves other pages kept", async () => {
    const sharer = app.client();
    const searchId = randomUUID();
    await sharer.fetch("/api/user/");
    await sharer.fetch("/api/find-course/", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ search_id: searchId, concept: "Deep sea creatures", budget: 120, class_size: 6 }) });
    const shared = (await (await sharer.fetch("/api/wishes/", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ search_id: searchId }) })).json()) as { id: string };
    const page = `/wishes/${shared.id}`;
    const text = async (url: string) => (await fetch(url)).text();
    const [course] = await database.db.select().from(courses).limit(1);
    const coursePage = `${app.url}/courses/${course!.slug}`;
    for (const url of [app.url + page, other.url + page, `${app.url}${page}?ref=w_${shared.id}`]) expect(await text(url), url).toContain("1 person wants this class");
    expect(await text(coursePage)).toContain(course!.title);
    // Changed without telling anyone: the kept copies do not see it.
    const silently = async (sql: string) => database.pool.query(`begin; set local session_replication_role = replica; ${sql}; commit`);
    const hidden = `Hidden ${randomUUID().slice(0, 8)}`;
    await silently(`update wishes set hidden_at = now() where public_id = '${shared.id}'`);
    await silently(`update courses set title = '${hidden}' where id = ${course!.id}`);
    for (const url of [app.url + page, other.url + page]) expect((await fetch(url)).status, url).toBe(200);
    await silently(`update wishes set hidden_at = null where public_id = '${shared.id}'`);
    // A Me too reaches the wish's pages on every instance; the course's kept page is left as it was.
    const joiner = app.client();
    await joiner.fetch("/api/user/");
    const join = await joiner.fetch(`/api/wishes/${shared.id}/join/`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ budget: 100, class_size: 5 }) });
    expect(join.status).toBe(201);
    for (const url of [app.url + page, other.url + page, `${app.url}${page}?ref=w_${shared.id}`]) {
      await expect.poll(async () => (await text(url)).includes("2 people want this class"), { timeout: 5_000 }).toBe(true);
    }
    expect(await text(coursePage)).not.toContain(hidden);
    // Hidden by the operator: gone at once on every instance.
    await database.db.update(wishes).set({ hiddenAt: new Date() }).where(eq(wishes.publicId, shared.id));
    for (const url of [app.url + page, other.url + page]) await expect.poll(async () => (await fetch(url)).status, { timeout: 5_000 }).toBe(404);
    await database.db.update(courses).set({ title: course!.title }).where(eq(courses.id, course!.id));
  });

  it("the visitor cookie comes with the first write", async () => {
    const res = await fetch(`${app.url}/api/find-course/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ search_id: randomUUID(), concept: "Jazz piano", budget: 80, class_size: 4 }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("set-cookie")).toMatch(/^cw_vid=/);
  });

  it("the console is never shared: no-store, and a nonce of its own per response", async () => {
    const res = await fetch(`${app.url}/admin/login`);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("etag")).toBeNull();
    expect(res.headers.get("content-security-policy")).toMatch(/script-src 'nonce-/);
  });
});

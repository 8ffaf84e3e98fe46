import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { auditLog } from "../../app/.server/db/schema.ts";
import { startTestApp, type TestApp } from "../helpers/app.ts";
import { ADMIN_PASSWORD, csrfOf, login, plain, postForm, seedDemand } from "../helpers/admin.ts";
import { openTestDatabase, type TestDatabase } from "../helpers/db.ts";

// What operators did is recorded once each request is answered: every console form and operator
// API write, refused ones too, with who (the operator, ADMIN_PASSWORD before any account, the token),
// what, on what, how many people it touched and from which address; never changed afterwards; read
// in the console (filtered, exported) and through the operator API. Real server, real database.

const TOKEN = "audit-test-operator-token-0123456789";

describe("the audit log", () => {
  let database: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = await startTestApp(database, { ADMIN_PASSWORD, ADMIN_TOKEN: TOKEN, PUBLIC_URL: "http://classwish.test" }, { pages: true });
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });
  beforeEach(() => database.reset());

  /** The log as stored, oldest first, once `count` lines are there (a line is written as its answer goes out). */
  const lines = (count: number) =>
    vi.waitFor(async () => {
      const rows = await database.db.select().from(auditLog).orderBy(auditLog.id);
      expect(rows.length).toBeGreaterThanOrEqual(count);
      return rows;
    }, { timeout: 15_000, interval: 50 });
  const api = (path: string, init: RequestInit = {}, token = TOKEN) =>
    fetch(`${app.url}/api/admin${path}`, { ...init, headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "x-forwarded-for": "10.7.7.7", ...init.headers } });

  it("records a console sign-in, a refused one and a newsletter sent, with who, what, the people it reached and the address", async () => {
    await seedDemand(database);
    const c = app.client();
    expect((await login(app, c, { password: "not the password", ip: "10.1.1.1" })).status).toBe(401);
    expect((await login(app, c, { ip: "10.1.1.2" })).status).toBe(302);
    const csrf = await csrfOf(c);
    expect((await postForm(app, c, "/admin/email", { intent: "send", subject: "November news", markdown: "Hello", csrf })).status).toBe(200);
    // Each line is written as its answer goes out: in the order the writes commit, so found by what they say.
    const stored = await lines(3);
    const sent = stored.find((l) => l.action === "console: email: send");
    expect(stored.filter((l) => l.action === "console: login").map((l) => [l.actor, l.status, l.ip]).sort()).toEqual([
      ["ADMIN_PASSWORD", 302, "10.1.1.2"],
      ["not signed in", 401, "10.1.1.1"],
    ]);
    expect(sent).toMatchObject({ status: 200, target: expect.stringMatching(/^newsletter \d+$/) });
    expect(sent!.actor).toBe("ADMIN_PASSWORD");
    // Seeded: the newsletter list's confirmed members are the ones it was queued to.
    const queued = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from messages where kind = 'newsletter'`);
    expect(sent!.touched).toBe(queued.rows[0]!.n);
    expect(sent!.touched).toBeGreaterThan(0);
    // No address of a person in the log.
    const everything = JSON.stringify(await lines(3));
    expect(everything).not.toMatch(/@example\.com/);
  });

  it("records the operator API's writes, refused ones too, and answers the log as JSON, filtered, newest first", async () => {
    expect((await api("/newsletters", { method: "POST", body: JSON.stringify({ subject: "API news", markdown: "Hi" }) })).status).toBe(201);
    expect((await api("/announcements/launch", { method: "POST" }, "a wrong token")).status).toBe(401);
    // Reading is not recorded.
    expect((await api("/newsletters/scheduled")).status).toBe(200);
    const stored = await lines(2);
    expect(stored.map((l) => [l.actor, l.action, l.status, l.ip]).sort()).toEqual([
      ["ADMIN_TOKEN", "api: POST /newsletters", 201, "10.7.7.7"],
      ["no valid token", "api: POST /announcements/launch", 401, "10.7.7.7"],
    ]);
    const answer = (await (await api("/audit?action=newsletters")).json()) as { entries: Array<{ action: string; target: string; touched: number }>; next_before: number | null };
    expect(answer.entries.map((e) => e.action)).toEqual(["api: POST /newsletters"]);
    expect(answer.entries[0]).toMatchObject({ target: expect.stringMatching(/^newsletter \d+$/), touched: 0 });
    const newest = Math.max(...stored.map((l) => l.id));
    const all = (await (await api("/audit?limit=1")).json()) as { entries: Array<{ id: number; action: string }>; next_before: number | null };
    expect(all.entries.map((e) => e.id)).toEqual([newest]);
    expect(all.next_before).toBe(newest);
    const older = (await (await api(`/audit?before=${newest}`)).json()) as { entries: Array<{ id: number }>; next_before: number | null };
    expect(older.entries.map((e) => e.id)).toEqual([Math.min(...stored.map((l) => l.id))]);
    expect(older.next_before).toBeNull();
    // A course opened: its line names the course and how many messages went out.
    const opened = (await (await api("/courses/1/open", { method: "POST" })).json()) as { queued: number };
    const [line] = (await lines(3)).filter((l) => l.action === "api: POST /courses/1/open");
    expect(line).toMatchObject({ actor: "ADMIN_TOKEN", target: "course 1", touched: opened.queued, status: 200 });
  });

  it("is append-only: a line cannot be changed or removed", async () => {
    expect((await api("/announcements/launch", { method: "POST" }, "wrong")).status).toBe(401);
    await lines(1);
    await expect(database.pool.query("update audit_log set actor = 'someone else'")).rejects.toThrow(/append-only/);
    await expect(database.pool.query("delete from audit_log")).rejects.toThrow(/append-only/);
    expect((await lines(1)).map((l) => l.actor)).toEqual(["no valid token"]);
  });

  it("shows in the console with filters, and exports what the filters pass as CSV", async () => {
    const c = app.client();
    await login(app, c, { ip: "10.2.2.2" });
    const csrf = await csrfOf(c, "/admin/referrals");
    expect((await postForm(app, c, "/admin/referrals", { intent: "settings", referralBoost: "2", socialProofMin: "3", csrf })).status).toBe(302);
    expect((await api("/announcements/launch", { method: "POST" }, "wrong")).status).toBe(401);
    await lines(3);
    const page = plain(await (await c.fetch("/admin/audit?action=referrals")).text());
    expect(page).toContain("console: referrals: settings");
    expect(page).not.toContain("api: POST /announcements/launch");
    const csv = await (await c.fetch("/admin/export/audit.csv?actor=token")).text();
    expect(csv.split("\r\n")[0]).toBe('"id","at (UTC)","who","what","target","people touched","status","address"');
    expect(csv).toContain('"no valid token","api: POST /announcements/launch"');
    expect(csv).not.toContain("referrals");
  });
});

import { randomUUID } from "node:crypto";
import { lte, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { openDatabase } from "../../app/.server/db/client.ts";
import { hitRateLimit } from "../../app/.server/hit-rate-limit.ts";
import { messages, searches, subscribers } from "../../app/.server/db/schema.ts";
import { loadConfig } from "../../app/.server/config.ts";
import { createLogger } from "../../app/.server/logger.ts";
import { createMailService } from "../../app/.server/mail/service.ts";
import { subscribe } from "../../app/.server/subscriptions/subscribe.ts";
import { ADMIN_PASSWORD, login } from "../helpers/admin.ts";
import { startTestApp, type TestApp } from "../helpers/app.ts";
import { openTestDatabase, tmpDir, type TestDatabase } from "../helpers/db.ts";
import { chunked, rawRequest } from "../helpers/raw-http.ts";

// One test per hole an attacker found (issue "Hostile input and rough operations"); each fails on
// the code before it was closed. The process-level ones (memory, SIGTERM, file modes) are in
// operations.test.ts, the generated requests in fuzz.test.ts.

const ADMIN_TOKEN = "operator-token-0123456789";
const portOf = (app: TestApp) => Number(new URL(app.url).port);
const search = (concept: string, searchId = randomUUID()) => ({ search_id: searchId, concept, budget: 50, class_size: 5 });

describe("hostile input", () => {
  let database: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = await startTestApp(database, { RATE_LIMIT_PER_MIN: "1000", ADMIN_PASSWORD, ADMIN_TOKEN }, { pages: true });
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });
  beforeEach(() => database.reset());

  it("a body in chunked encoding is refused before it is read on pages (411), and past 16 KB in the API (413); nothing is stored", async () => {
    const big = "x".repeat(8 * 1024);
    for (const [path, type, first, status, message] of [
      ["/subscribe", "application/x-www-form-urlencoded", "email=", 411, "must be sent with a Content-Length"],
      ["/admin/login", "application/x-www-form-urlencoded", "password=", 411, "must be sent with a Content-Length"],
      ["/api/find-course/", "application/json", '{"concept":"', 413, "Request body too large"],
    ] as const) {
      const res = await rawRequest(
        portOf(app),
        `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\nOrigin: ${app.url}\r\nTransfer-Encoding: chunked`,
        chunked([first, big, big, big]),
      );
      expect(res.status, path).toBe(status);
      expect(res.body, path).toContain(message);
    }
    expect(await database.db.select().from(subscribers)).toHaveLength(0);
    expect(await database.db.select().from(searches)).toHaveLength(0);
  });

  it("a request target in absolute form is served as its path (RFC 9112), and one that cannot be read is a 400", async () => {
    for (const path of ["/about", "/", "/faq", "/api/courses/"]) {
      const res = await rawRequest(portOf(app), `GET ${app.url}${path} HTTP/1.1\r\nHost: localhost`);
      expect(res.status, path).toBe(200);
    }
    for (const target of ["ftp://x/about", "http://user:pw@localhost/about", "http://[::1/about"]) {
      const res = await rawRequest(portOf(app), `GET ${target} HTTP/1.1\r\nHost: localhost`);
      expect(res.status, target).toBe(400);
      expect(res.body, target).toContain("request target could not be read");
    }
  });

  it("JSON nested thousands deep under the size limit is a 400 that says so, and stores nothing", async () => {
    for (const body of ["[".repeat(5000) + "]".repeat(5000), `{"search_id":"${randomUUID()}","concept":${'{"a":'.repeat(2000)}1${"}".repeat(2000)},"budget":50,"class_size":5}`]) {
      const res = await app.client().postJson("/api/find-course/", body);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toMatch(/nests deeper than/);
    }
    expect(await database.db.select().from(searches)).toHaveLength(0);
  });

  it("any missing, malformed or out-of-range Host is a 400 with a plain message, never a 500", async () => {
    for (const head of [
      "GET / HTTP/1.0",
      "GET / HTTP/1.1\r\nHost: localhost:99999",
      "GET /about HTTP/1.1\r\nHost: exa mple.com",
      "GET / HTTP/1.1\r\nHost: a/b@c",
      "POST /api/find-course/ HTTP/1.1\r\nHost: [::1\r\nContent-Type: application/json\r\nContent-Length: 2",
      `GET / HTTP/1.1\r\nHost: ${"a".repeat(300)}`,
    ]) {
      const res = await rawRequest(portOf(app), head, head.startsWith("POST") ? "{}" : "");
      expect(res.status, head).toBe(400);
      expect(res.body, head).toMatch(/Host header is missing or malformed/);
    }
    // Well-formed hosts still work: a name, an IPv4 and an IPv6 literal with a port.
    for (const host of ["classwish.example", "127.0.0.1:8080", "[::1]:3000"]) {
      expect((await rawRequest(portOf(app), `GET /about HTTP/1.1\r\nHost: ${host}`)).status, host).toBe(200);
    }
  });

  it("text that is not valid Unicode is refused with a 400 that says so, in the API and the forms", async () => {
    const res = await app.client().postJson("/api/find-course/", `{"search_id":"${randomUUID()}","concept":"x\\ud800y","budget":50,"class_size":5}`);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/not valid Unicode/);
    const form = await app.client().fetch("/subscribe", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: app.url },
      body: "email=a%ED%A0%80b%40example.com",
    });
    expect(form.status).toBe(400);
    expect(await form.text()).toMatch(/not valid Unicode/);
    expect(await database.db.select().from(searches)).toHaveLength(0);
    expect(await database.db.select().from(subscribers)).toHaveLength(0);
    // Well-formed text outside the BMP (a surrogate pair) is fine, and replaying it replays.
    const id = randomUUID();
    const visitor = app.client();
    const first = await visitor.postJson("/api/find-course/", search("guitar 🎸", id));
    const again = await visitor.postJson("/api/find-course/", search("guitar 🎸", id));
    expect([first.status, again.status]).toEqual([201, 201]);
    expect((await again.json()).concept).toBe("guitar 🎸");
  });

  it("a course address that no slug can be (a NUL, a capital, a space) is a 404 like any unknown course, never a 500", async () => {
    for (const slug of ["%00", "a%00b", "Black-Holes", "black%20holes", "-x-"]) {
      expect((await app.client().fetch(`/courses/${slug}`)).status, slug).toBe(404);
      expect((await app.client().fetch(`/courses/${slug}/share.png`)).status, slug).toBe(404);
      const reserve = await app.client().fetch(`/courses/${slug}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: app.url },
        body: new URLSearchParams({ intent: "reserve", email: "ana@example.com", website: "" }),
      });
      expect(reserve.status, slug).toBe(404);
    }
    expect(await database.db.select().from(subscribers)).toEqual([]);
  });

  it("the operator API asks for its token before it reads a request: no token is a 401, whatever the body", async () => {
    for (const [type, body] of [
      ["text/plain", "x"],
      ["application/json", "{"],
      ["application/json", '{"subject":"x","markdown":"y"}'],
    ] as const) {
      const res = await fetch(`${app.url}/api/admin/newsletters`, { method: "POST", headers: { "content-type": type, "x-forwarded-for": "10.9.9.9" }, body });
      expect(res.status, `${type} ${body}`).toBe(401);
    }
    // A server without ADMIN_TOKEN has no operator API at all: 404, whatever the request.
    const closed = await startTestApp(database, { RATE_LIMIT_PER_MIN: "1000" });
    try {
      const res = await fetch(`${closed.url}/api/admin/newsletters`, { method: "POST", headers: { "content-type": "text/plain" }, body: "x" });
      expect(res.status).toBe(404);
    } finally {
      await closed.close();
    }
  });

  it("locks the operator token before checking it: after 10 wrong tokens the right one is refused too", async () => {
    const asOperator = (token: string, ip: string) =>
      fetch(`${app.url}/api/admin/outbox`, { headers: { authorization: `Bearer ${token}`, "x-forwarded-for": ip } });
    for (let i = 0; i < 10; i++) expect((await asOperator(`wrong-token-${i}`, "10.1.1.1")).status).toBe(401);
    const right = await asOperator(ADMIN_TOKEN, "10.1.1.1");
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is not locked.
    expect((await asOperator(ADMIN_TOKEN, "10.1.1.2")).status).toBe(200);
  });

  it("counts confirmation mail per mailbox, not per spelling: +tags and Gmail dots share one limit", async () => {
    for (const email of ["victim+1@example.com", "victim+2@example.com", "victim@example.com", "j.doe+x@gmail.com", "jdoe@googlemail.com"]) {
      expect((await app.client().postJson("/api/subscribe/", { email })).status).toBe(202);
    }
    // Five addresses as typed, kept as typed; two mailboxes; each mailbox's budget lets two go now
    // (a person's own two actions never wait), and the third spelling of the first one waits.
    const rows = await database.db.select({ email: subscribers.email, mailbox: subscribers.mailbox }).from(subscribers);
    expect(rows.map((r) => r.email).sort()).toEqual(["j.doe+x@gmail.com", "jdoe@googlemail.com", "victim+1@example.com", "victim+2@example.com", "victim@example.com"]);
    expect(new Set(rows.map((r) => r.mailbox))).toEqual(new Set(["victim@example.com", "jdoe@gmail.com"]));
    const now = await database.db.select().from(messages).where(lte(messages.sendAfter, new Date()));
    expect(now).toHaveLength(4);
    expect(await database.db.select().from(messages)).toHaveLength(5);
  });
});

describe("per-IP limits and forwarded addresses", () => {
  let database: TestDatabase;
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    database = await openTestDatabase();
    // By default no proxy is trusted; a second instance trusts the proxy on this host.
    direct = await startTestApp(database, { RATE_LIMIT_PER_MIN: "5", ADMIN_PASSWORD, ADMIN_TOKEN, TRUST_PROXY: "false" }, { pages: true });
    proxied = await startTestApp(database, { RATE_LIMIT_PER_MIN: "5", TRUST_PROXY: "127.0.0.1" });
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
    await database?.destroy();
  });
  beforeEach(() => database.reset());

  it("without TRUST_PROXY a made-up X-Forwarded-For changes nothing: writes, passwords and tokens stay limited", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await direct.client().postJson("/api/find-course/", search(`topic ${i}`), { "x-forwarded-for": `203.0.113.${i}` });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    expect(await database.db.select().from(searches)).toHaveLength(5);
    // Refused again before its body is read: a body that never comes gets its 429 all the same.
    const early = await rawRequest(portOf(direct), "POST /api/find-course/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100");
    expect(early.status).toBe(429);
    expect(Number(early.headers["retry-after"])).toBeGreaterThan(0);

    const logins: number[] = [];
    for (let i = 0; i < 7; i++) logins.push((await login(direct, direct.client(), { ip: `198.51.100.${i}`, password: "wrong password" })).status);
    expect(logins).toEqual([401, 401, 401, 401, 401, 429, 429]);

    const tokens: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await fetch(`${direct.url}/api/admin/outbox`, { headers: { authorization: "Bearer wrong-wrong-wrong-wrong", "x-forwarded-for": `192.0.2.${i}` } });
      tokens.push(res.status);
    }
    expect(tokens.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(tokens.slice(10)).toEqual([429, 429]);
  });

  it("with TRUST_PROXY naming the proxy, each forwarded client has its own budget", async () => {
    for (const ip of ["203.0.113.7", "203.0.113.8"]) {
      for (let i = 0; i < 5; i++) {
        expect((await proxied.client().postJson("/api/find-course/", search(`t${i}`), { "x-forwarded-for": ip })).status).toBe(201);
      }
      expect((await proxied.client().postJson("/api/find-course/", search("one more"), { "x-forwarded-for": ip })).status).toBe(429);
    }
  });
});

describe("sliding-window limits", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.destroy());

  it("lets no burst through a window boundary: 5 a minute means 5 in any minute", async () => {
    const minute = 60_000;
    const t0 = Math.floor(Date.now() / minute) * minute - 10 * minute;
    const at = (ms: number) => hitRateLimit(database.db, "burst", 5, minute, t0 + ms);
    // Five just before the boundary...
    for (let i = 0; i < 5; i++) expect((await at(59_000 + i * 100)).allowed).toBe(true);
    // ...leave no room just after it (a fixed window would allow five more here).
    const after = await at(61_000);
    expect(after.allowed).toBe(false);
    expect(after.retryAfterSeconds).toBeGreaterThan(0);
    // Waiting what it says is enough, and refused hits did not count against the wait.
    expect((await at(61_000 + after.retryAfterMs)).allowed).toBe(true);
  });

  it("never lets concurrent requests overshoot the limit", async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(database.db, "concurrent", 5, 60_000)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });
});

describe("a known and an unknown address", () => {
  it("subscribing runs the same statements for a confirmed address as for a new one", async () => {
    // A database of its own; the probe's connection logs every statement.
    const fresh = await openTestDatabase();
    const statements: string[] = [];
    const database = await openDatabase({ databaseUrl: fresh.url, dataDir: tmpDir(), logQuery: (q) => statements.push(q) });
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: tmpDir(), LOG_LEVEL: "silent" });
    const mail = await createMailService({ database, config, log: createLogger("silent") });
    const s = { db: database.db, mail: mail.queue, config };
    const caller = { visitorId: randomUUID(), ip: "10.0.0.1" };
    try {
      // A known address: its mailbox confirmed it and its confirmation went out.
      await subscribe(s, caller, { email: "known@example.com", source: "search" });
      await database.db.update(subscribers).set({ status: "confirmed" });
      await database.db.update(messages).set({ status: "sent" });
      const run = async (email: string) => {
        statements.length = 0;
        expect((await subscribe(s, caller, { email, source: "search" })).kind).toBe("accepted");
        return [...statements];
      };
      // Row versions (xmin): the known address's rows are written again, as a new address's are created.
      const versions = async () =>
        ((await database.db.execute(sql`
          select (select xmin::text from subscribers where email = 'known@example.com') as subscriber,
                 (select string_agg(xmin::text, ',') from subscriptions) as subscriptions`))).rows[0];
      const before = await versions();
      const known = await run("known@example.com");
      expect(await versions()).not.toEqual(before);
      expect(known.length).toBeGreaterThan(3);
      expect(await run("stranger@example.com")).toEqual(known);
    } finally {
      await mail.stop();
      await database.close();
      await fresh.destroy();
    }
  });
});

describe("client mistakes in the log", () => {
  let database: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = await startTestApp(database, {}, { pages: true, production: true });
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  it("are warnings, not errors: React Router's origin check on a page and on a .data request", async () => {
    const post = (path: string) =>
      fetch(app.url + path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://evil.example" }, body: "email=a%40example.com" });
    expect((await post("/subscribe")).status).toBe(400);
    expect((await post("/subscribe.data")).status).toBe(400);
    // Each is logged when its answer is finished.
    const lines = () => app.logs.filter((l) => l.msg !== "request").map((l) => `${String(l.level)} ${String(l.msg)} ${String(l.reason ?? l.status ?? "")}`);
    await vi.waitFor(() => expect(lines().filter((l) => l.startsWith("warn page request refused"))).toHaveLength(2));
    expect(lines().filter((l) => l.startsWith("error"))).toEqual([]);
  });
});

import { randomUUID } from "node:crypto";
import { spawn } from "node:child_process";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Client } from "pg";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from "../../app/.server/connection-lost.ts";
import { startEmbeddedPostgres } from "../../app/.server/embedded-postgres.ts";
import { openTestDatabase, tmpDir } from "../helpers/db.ts";
import { startServerProcess, type ServerProcess } from "../helpers/server-process.ts";

// The server while its database goes away under load (issue 26, item 1): an operator's
// pg_terminate_backend of every connection (some inside a transaction) and a kill -9 of the
// embedded PostgreSQL, again and again. The server must not die, must answer what it cannot do
// with 503 and Retry-After (its pages and form posts too: issue 41), must lose nothing it
// acknowledged, and must be back by itself.

const pidFile = (dataDir: string) => path.join(dataDir, "postgres/postmaster.pid");
const postmasterPid = (dataDir: string) => Number(readFileSync(pidFile(dataDir), "utf8").split("\n")[0]);

/**
 * Keeps a killed postmaster from being started again until release(): its pid file names a live
 * process of PostgreSQL's own user (a `sleep`), so PostgreSQL refuses to start, as it does while an
 * old postmaster has not let go. (It takes a pid of another user, or of its parent or grandparent,
 * for a stale file.) release() puts the file back as the dead postmaster left it.
 */
function holdRestart(dataDir: string) {
  const original = readFileSync(pidFile(dataDir), "utf8");
  const owner = statSync(pidFile(dataDir));
  const asOwner = process.getuid?.() === 0 ? { uid: owner.uid, gid: owner.gid } : {};
  const sleeper = spawn("sleep", ["60"], { stdio: "ignore", ...asOwner });
  writeFileSync(pidFile(dataDir), [String(sleeper.pid), ...original.split("\n").slice(1)].join("\n"));
  return {
    release() {
      writeFileSync(pidFile(dataDir), original);
      sleeper.kill("SIGKILL");
    },
  };
}

type Load = {
  /** Search ids answered 201 and addresses answered 202: what the server said it stored. */
  searches: string[];
  emails: string[];
  /** Every answer that was neither an acknowledgement, a 429 nor a 503 carrying Retry-After. */
  wrong: string[];
  unavailable: number;
  stop(): Promise<void>;
};

/** Four loops of writes (searches, subscriptions: each a transaction) until stopped. */
function startLoad(port: number): Load {
  const load: Omit<Load, "stop"> = { searches: [], emails: [], wrong: [], unavailable: 0 };
  let stopping = false;
  const post = (route: string, body: unknown) =>
    fetch(`http://127.0.0.1:${port}${route}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const judge = async (res: Response, acked: () => void) => {
    await res.arrayBuffer();
    if (res.status === 201 || res.status === 202) return acked();
    if (res.status === 503 && res.headers.get("retry-after")) {
      load.unavailable++;
      // As a client would, it waits a little before the next try (not the whole Retry-After: the test wants to see it back).
      return void (await new Promise((r) => setTimeout(r, 100)));
    }
    if (res.status === 429) return;
    load.wrong.push(`${res.status} ${res.headers.get("retry-after") ?? ""}`);
  };
  const loop = async (kind: "search" | "subscribe") => {
    for (;;) {
      if (stopping) return;
      try {
        if (kind === "search") {
          const id = randomUUID();
          await judge(await post("/api/find-course/", { search_id: id, concept: "Tide pools", budget: 40, class_size: 4 }), () => load.searches.push(id));
        } else {
          const email = `load-${randomUUID()}@example.org`;
          await judge(await post("/api/subscribe/", { email, source: "search" }), () => load.emails.push(email));
        }
      } catch (err) {
        load.wrong.push(`no answer: ${(err as Error).cause ?? err}`);
      }
    }
  };
  const loops = Promise.all([loop("search"), loop("search"), loop("subscribe"), loop("subscribe")]);
  return Object.assign(load, {
    stop: async () => {
      stopping = true;
      await loops;
    },
  });
}

async function onDatabase<T>(url: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Resolves once `n` more writes are acknowledged; fails with the server's last words if it died. */
async function moreAcked(server: ServerProcess, load: Load, n: number): Promise<void> {
  const acked = () => load.searches.length + load.emails.length;
  const target = acked() + n;
  await vi.waitFor(
    () => {
      expect(server.child.exitCode, server.output().slice(-4000)).toBe(null);
      expect(acked(), server.output().split("\n").filter((l) => !l.includes('"msg":"request"')).slice(-30).join("\n")).toBeGreaterThanOrEqual(target);
    },
    { timeout: 10_000, interval: 20 },
  );
}

const readyz = async (port: number) => (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined))?.status;

/** While the database is down: /readyz answers 503 and writes are told to come back (Retry-After). */
async function untilUnavailable(server: ServerProcess, load: Load, seen: Set<number | undefined>): Promise<void> {
  const unavailableBefore = load.unavailable;
  await vi.waitFor(
    async () => {
      const status = await readyz(server.port);
      seen.add(status);
      expect(status).toBe(503);
      expect(load.unavailable).toBeGreaterThan(unavailableBefore);
      // The supervisor noticed (its process's exit may come after the first failed queries), and
      // keeps trying to start it again.
      expect(server.output()).toContain("the embedded PostgreSQL stopped unexpectedly");
    },
    { timeout: 15_000, interval: 50 },
  );
}

/**
 * While the database is down, pages and form posts answer as the API does (issue 41, item 1): 503
 * with Retry-After and a page that says the service is briefly unavailable, never a 500.
 */
async function pagesSayUnavailable(port: number): Promise<void> {
  const origin = `http://127.0.0.1:${port}`;
  const answers = {
    "GET /search": await fetch(`${origin}/search`),
    "GET /admin/login": await fetch(`${origin}/admin/login`),
    // The course page's Reserve form, as a browser without JavaScript posts it.
    "POST /courses/…": await fetch(`${origin}/courses/intro-to-python`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin },
      body: new URLSearchParams({ intent: "reserve", email: `outage-${randomUUID()}@example.org`, website: "" }),
      redirect: "manual",
    }),
  };
  for (const [request, res] of Object.entries(answers)) {
    const html = await res.text();
    expect({ request, status: res.status, retryAfter: res.headers.get("retry-after") }).toEqual({ request, status: 503, retryAfter: String(UNAVAILABLE_RETRY_AFTER_SECONDS) });
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    // A heading that says what happened, the server's own words, and no internals.
    expect(html).toMatch(/<h1[^>]*>Briefly unavailable<\/h1>/);
    expect(html).toContain(UNAVAILABLE_MESSAGE);
    expect(html).not.toContain("Unexpected");
    expect(html).not.toMatch(/ECONNREFUSED|ENOENT|postgres/i);
  }
  // A client navigation's data (the router's .data request) is told when to come back too.
  const data = await fetch(`${origin}/search.data`);
  await data.arrayBuffer();
  expect([data.status, data.headers.get("retry-after")]).toEqual([503, String(UNAVAILABLE_RETRY_AFTER_SECONDS)]);
}

describe("the server while its database goes away", () => {
  let server: ServerProcess | undefined;
  afterEach(async () => {
    if (server?.child.exitCode === null) server.child.kill("SIGKILL");
  });

  describe("on the embedded default", () => {
    const dataDir = tmpDir();
    // The first start (initdb) is the slow part on a busy machine: set up before the timed test.
    beforeAll(async () => {
      // No SMTP: confirmations land in DATA_DIR/outbox, which shows the mail queue working after the kills.
      // A console password, so that its login page is served (and reads the database).
      server = await startServerProcess({ DATA_DIR: dataDir, RATE_LIMIT_PER_MIN: "0", ADMIN_PASSWORD: "outage-test-password" });
      await server.ready();
    });

    it("survives terminated backends and a killed embedded PostgreSQL under load: 503s, nothing acknowledged lost, back by itself", async () => {
      const { url } = await startEmbeddedPostgres(dataDir, { mode: "attach" });
      if (!server) throw new Error("the server did not start");
      const load = startLoad(server.port);

      const backInMs: number[] = [];
      for (let round = 0; round < 3; round++) {
        await moreAcked(server, load, 10);
        // An operator ends every connection of the app, mid-transaction or not.
        const ended = await onDatabase(url, (c) =>
          c.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()"),
        );
        expect(ended.rowCount).toBeGreaterThan(0);
        await moreAcked(server, load, 10);
        expect(server.child.exitCode).toBe(null);

        // The database process dies outright; its backends follow it. In the first round its restart
        // is held back (a pid file naming a live process, as a postmaster that has not let go would
        // leave): the server is then truly without its database for as long as the test needs to see
        // it say so, instead of for however long a restart happens to take on this machine.
        const pid = postmasterPid(dataDir);
        const holder = round === 0 ? holdRestart(dataDir) : undefined;
        const killedAt = Date.now();
        process.kill(pid, "SIGKILL");
        const seen = new Set<number | undefined>();
        if (holder) {
          await untilUnavailable(server, load, seen);
          await pagesSayUnavailable(server.port);
          holder.release();
        }
        const downFrom = holder ? Date.now() : killedAt;
        // Back: started again (a backend of the dead one may still answer for a moment), and ready.
        await vi.waitFor(
          async () => {
            const status = await readyz(server!.port);
            seen.add(status);
            expect(server!.output().split("the embedded PostgreSQL is running again").length - 1).toBe(round + 1);
            expect(status).toBe(200);
          },
          { timeout: 15_000, interval: 50 },
        );
        backInMs.push(Date.now() - downFrom);
        // Never no answer, never a 500.
        expect([...seen].filter((s) => s !== 200 && s !== 503)).toEqual([]);
        expect(server.child.exitCode).toBe(null);
        await moreAcked(server, load, 10);
      }
      await load.stop();

      expect(server.child.exitCode).toBe(null);
      expect(load.wrong).toEqual([]);
      // Back within 10 s of each kill (of the release, in the held round).
      for (const ms of backInMs) expect(ms).toBeLessThan(10_000);
      expect(server.output()).toContain("the embedded PostgreSQL stopped unexpectedly");

      // Everything acknowledged is there.
      const stored = await onDatabase(url, async (c) => ({
        searches: new Set((await c.query<{ id: string }>("select search_id::text as id from searches")).rows.map((r) => r.id)),
        emails: new Set((await c.query<{ email: string }>("select email from subscribers")).rows.map((r) => r.email)),
      }));
      expect(load.searches.filter((id) => !stored.searches.has(id))).toEqual([]);
      expect(load.emails.filter((e) => !stored.emails.has(e))).toEqual([]);

      // The mail queue works again: a confirmation asked for now is sent.
      const email = `after-${randomUUID()}@example.org`;
      const res = await fetch(`http://127.0.0.1:${server.port}/api/subscribe/`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, source: "search" }),
      });
      expect(res.status).toBe(202);
      await vi.waitFor(
        () => expect(readdirSync(path.join(dataDir, "outbox")).some((f) => readFileSync(path.join(dataDir, "outbox", f), "utf8").includes(email))).toBe(true),
        { timeout: 15_000, interval: 100 },
      );
      expect(await server.stop()).toBe(0);
      // The load and the three rounds of kills took 9–27 s (load average up to 14), within the 60 s bound.
    }, 60_000);
  });

  it("at DATABASE_URL: backends terminated mid-transaction under load fail only their requests, and the pool recovers", async () => {
    const database = await openTestDatabase();
    try {
      server = await startServerProcess({ DATA_DIR: tmpDir(), DATABASE_URL: database.url, RATE_LIMIT_PER_MIN: "0" });
      await server.ready();
      const load = startLoad(server.port);
      for (let round = 0; round < 3; round++) {
        await moreAcked(server, load, 10);
        const ended = await onDatabase(database.url, (c) =>
          c.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()"),
        );
        expect(ended.rowCount).toBeGreaterThan(0);
      }
      await moreAcked(server, load, 10);
      await load.stop();
      expect(server.child.exitCode).toBe(null);
      expect(load.wrong).toEqual([]);
      const stored = await onDatabase(database.url, async (c) => new Set((await c.query<{ id: string }>("select search_id::text as id from searches")).rows.map((r) => r.id)));
      expect(load.searches.filter((id) => !stored.has(id))).toEqual([]);
      expect((await fetch(`http://127.0.0.1:${server.port}/readyz`)).status).toBe(200);
      expect(await server.stop()).toBe(0);
    } finally {
      await database.destroy();
    }
  }, 60_000);
});

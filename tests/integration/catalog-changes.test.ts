import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CATALOG_CHANNEL, listenCatalogChanges, UNHEARD_REFRESH_MS, type Listening } from "../../app/.server/catalog-changes.ts";
import type { Database } from "../../app/.server/db/client.ts";
import { openTestDatabase, type TestDatabase } from "../helpers/db.ts";
import { overTcp, tcpRelay } from "../helpers/relay.ts";

// The page caches hear what changes through one listening connection per instance; one that drops
// is opened again, and the cache is told in between (it keeps nothing while nothing is heard).

describe("listening for catalog changes", () => {
  let database: TestDatabase;
  let other: Client;
  let unlisten: Listening | undefined;
  const events: string[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
    other = new Client({ connectionString: database.url });
    await other.connect();
  });
  afterAll(async () => {
    await unlisten?.();
    await other?.end();
    await database?.destroy();
  });

  it("hears each change with its table; a dropped connection is reported, opened again, and heard again", async () => {
    unlisten = await listenCatalogChanges(database, {
      onChange: (table) => events.push(`change ${table}`),
      onLost: () => events.push("lost"),
      onListening: () => events.push("listening"),
    });
    expect(events).toEqual(["listening"]);
    // As the triggers send them: the table's name.
    await other.query(`NOTIFY ${CATALOG_CHANNEL}, 'wish_joins'`);
    await vi.waitFor(() => expect(events).toEqual(["listening", "change wish_joins"]));
    // The server ends the listening connection (a restart, a failover, an operator's kill).
    const killed = await other.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN ${CATALOG_CHANNEL}'`);
    expect(killed.rowCount).toBe(1);
    await vi.waitFor(() => expect(events.slice(2)).toEqual(["lost", "listening"]), { timeout: 10_000 });
    await other.query(`NOTIFY ${CATALOG_CHANNEL}, 'courses'`);
    await vi.waitFor(() => expect(events.at(-1)).toBe("change courses"));
  });

  it("heard() returns once every change committed before it was heard, and is no change itself", async () => {
    const heard: string[] = [];
    const listening = await listenCatalogChanges(database, { onChange: (table) => heard.push(table), onLost: () => {}, onListening: () => {} });
    try {
      // Committed by another session just before: nothing is awaited but heard() itself.
      for (const table of ["wishes", "courses", "site_content"]) await other.query(`NOTIFY ${CATALOG_CHANNEL}, '${table}'`);
      expect(await listening.heard()).toBe(true);
      expect(heard).toEqual(["wishes", "courses", "site_content"]);
      // Many at once, each its own token; none is taken for a table.
      expect(await Promise.all(Array.from({ length: 20 }, () => listening.heard()))).toEqual(Array(20).fill(true));
      expect(heard).toHaveLength(3);
    } finally {
      await listening();
    }
    // Stopped: nothing is kept any more, so there is nothing to wait for.
    expect(await listening.heard()).toBe(true);
  });
});

describe("a listening connection that goes silent", () => {
  it("is reported lost once it misses its heartbeat, though nothing dropped", async () => {
    const database = await openTestDatabase();
    // Over TCP: the embedded test server is reached through a socket path, which a relay cannot take.
    const direct = new URL(database.url);
    if (!overTcp(direct)) {
      await database.destroy();
      console.warn("notice: the silent-connection test needs a PostgreSQL over TCP (TEST_DATABASE_URL); skipped here");
      return;
    }
    const relay = await tcpRelay(direct);
    const events: string[] = [];
    const stop = await listenCatalogChanges(
      { ...database, listenUrl: relay.url } as Database,
      { onChange: (table) => events.push(`change ${table}`), onLost: () => events.push("lost"), onListening: () => events.push("listening") },
      { everyMs: 200, timeoutMs: 500 },
    );
    try {
      expect(events).toEqual(["listening"]);
      relay.silence();
      // Nothing dropped: only the heartbeat can tell. The next connection is silent too, so it is lost again and again.
      await vi.waitFor(() => expect(events.slice(0, 2)).toEqual(["listening", "lost"]), { timeout: 10_000 });
    } finally {
      await stop();
      await relay.close();
      await database.destroy();
    }
  });
});

describe("with nothing to listen on (a transaction pooler without DATABASE_DIRECT_URL)", () => {
  it("opens no connection, and tells the listener to read again at once and every UNHEARD_REFRESH_MS until stopped", async () => {
    vi.useFakeTimers();
    try {
      const events: string[] = [];
      // No connection is made: a Database whose URLs lead nowhere would fail one.
      const database = { url: "postgres://nobody@127.0.0.1:1/none", listenUrl: undefined } as unknown as Database;
      const stop = await listenCatalogChanges(database, {
        onChange: (table) => events.push(`change ${table}`),
        onLost: () => events.push("lost"),
        onListening: () => events.push("listening"),
      });
      expect(events).toEqual(["listening"]);
      // Nothing is heard, so nothing is waited for.
      expect(await stop.heard()).toBe(true);
      vi.advanceTimersByTime(UNHEARD_REFRESH_MS * 2);
      expect(events).toEqual(["listening", "listening", "listening"]);
      await stop();
      vi.advanceTimersByTime(UNHEARD_REFRESH_MS * 2);
      expect(events).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });
});

import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CATALOG_CHANNEL, listenCatalogChanges, type Unlisten } from "../../app/.server/db/catalog-changes.ts";
import { openTestDatabase, type TestDatabase } from "../helpers/db.ts";

// The page caches hear what changes through one listening connection per instance; one that drops
// is opened again, and the cache is told in between (it keeps nothing while nothing is heard).

describe("listening for catalog changes", () => {
  let database: TestDatabase;
  let other: Client;
  let unlisten: Unlisten | undefined;
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
});

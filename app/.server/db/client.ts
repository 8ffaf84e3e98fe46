import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { Client, Pool } from "pg";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction. Query functions take an `Executor`, so a use case runs them inside its own transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** The PGlite instance when embedded (pg-boss and tests need it), else undefined. */
  pglite?: PGlite;
  /** The pg pool when on PostgreSQL, else undefined. */
  pool?: Pool;
  /** The connection URL when on PostgreSQL (a LISTEN needs a connection of its own). */
  url?: string;
  ping(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL("../../../drizzle", import.meta.url));
// Any constant works; it only has to be the same for every instance of this app.
const MIGRATION_LOCK_KEY = 727_274_001;

export type OpenOptions = {
  databaseUrl?: string;
  dataDir: string;
  inMemory?: boolean;
  /** In memory: start from this snapshot (`dumpDataDir()`) instead of an empty database (tests start every file from one migrated copy). */
  loadDataDir?: Blob;
  /** Sees the text of every statement the app's queries run (for tests and debugging). */
  logQuery?: (query: string) => void;
};

/** Opens the store (PostgreSQL when a URL is given, else embedded PGlite) and applies migrations. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.logQuery) : openPglite(opts);
}

const queryLogger = (logQuery?: (query: string) => void) => (logQuery ? { logQuery: (query: string) => logQuery(query) } : undefined);

async function openPglite({ dataDir, inMemory, loadDataDir, logQuery }: OpenOptions): Promise<Database> {
  let client: PGlite;
  if (inMemory) {
    client = new PGlite(loadDataDir ? { loadDataDir } : undefined);
  } else {
    // PGlite does not create parent folders.
    const dir = path.join(dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  await client.waitReady;
  const db = drizzlePglite({ client, schema, logger: queryLogger(logQuery) });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    pglite: client,
    ping: async () => void (await client.query("select 1")),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, logQuery?: (query: string) => void): Promise<Database> {
  await migratePostgres(url);
  const pool = new Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  const db = drizzlePg({ client: pool, schema, logger: queryLogger(logQuery) });
  return {
    db: db as unknown as Db,
    kind: "postgres",
    pool,
    url,
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pool.end(),
  };
}

/** Several instances may start at once: an advisory lock lets one migrate while the others wait. */
async function migratePostgres(url: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client }), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}

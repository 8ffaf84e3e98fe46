import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import { fillPlaceholders, sql, type Placeholder, type SQL } from "drizzle-orm";
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { Client, Pool, type QueryResultRow } from "pg";
import { startEmbeddedPostgres } from "./embedded-postgres.ts";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction. Query functions take an `Executor`, so a use case runs them inside its own transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Executor = Db | Tx;

const dialect = new PgDialect();
/** OpenOptions.logQuery of each pool, for the statements that bypass Drizzle's logger. */
const queryLoggers = new WeakMap<Pool, (query: string) => void>();

/**
 * A statement for a hot path (a search), built once: Drizzle turns it into text once, its values
 * come with each call by the names `build` gave its placeholders (`value(name)`), and each pooled
 * connection parses and plans it once, as a named prepared statement. Building the text per call
 * cost the server about a sixth of a search's CPU; planning it cost PostgreSQL about as much as
 * running it.
 */
export function preparedStatement<Row, Values extends Record<string, unknown>>(
  build: (value: (name: keyof Values & string) => Placeholder) => SQL,
): (db: Db, values: Values) => Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(build((name) => sql.placeholder(name)));
  // Named by the text: the server's modules and the page bundle's copy of them share one pool, so a
  // name counted per copy would give two statements one name on a connection (pg refuses that).
  const name = `cw_${createHash("sha256").update(text).digest("base64url").slice(0, 20)}`;
  return async (db, values) => {
    const client = (db as unknown as { $client: Pool }).$client;
    queryLoggers.get(client)?.(text);
    return (await client.query<Row & QueryResultRow>({ name, text, values: fillPlaceholders(params, values) })).rows;
  };
}

export type Database = {
  db: Db;
  /** "embedded": the PostgreSQL this process runs under DATA_DIR; "postgres": one at DATABASE_URL. */
  kind: "embedded" | "postgres";
  pool: Pool;
  /** The connection URL (a LISTEN, pg-boss and a process of its own need one). */
  url: string;
  ping(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL("../../../drizzle", import.meta.url));
// Any constant works; it only has to be the same for every instance of this app.
const MIGRATION_LOCK_KEY = 727_274_001;

export type OpenOptions = {
  databaseUrl?: string;
  dataDir: string;
  /**
   * Without DATABASE_URL: "own" starts the embedded PostgreSQL (the server), "attach" uses the one
   * the server started (`npm run worker`).
   */
  embedded?: "own" | "attach";
  /** Told what the embedded database did that an operator should know. */
  onNotice?: (message: string, level: "info" | "warn") => void;
  /** Sees the text of every statement the app's queries run (for tests and debugging). */
  logQuery?: (query: string) => void;
};

/** Opens the store (PostgreSQL at DATABASE_URL, else the embedded one under DATA_DIR) and applies migrations. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.logQuery, POOL_SIZE);
  const server = await startEmbeddedPostgres(opts.dataDir, { mode: opts.embedded ?? "own", onNotice: opts.onNotice });
  try {
    const database = await openPostgres(server.url, opts.logQuery, EMBEDDED_POOL_SIZE);
    return {
      ...database,
      kind: "embedded",
      close: async () => {
        await database.close();
        await server.stop();
      },
    };
  } catch (err) {
    await server.stop();
    throw err;
  }
}

const queryLogger = (logQuery?: (query: string) => void) => (logQuery ? { logQuery: (query: string) => logQuery(query) } : undefined);

// Connections each instance keeps at most. The embedded database serves one instance on the same
// machine, whose cores the server shares: five keep its CPUs busy, and each backend fewer is
// about 5 MB less (PSS) for the default's memory budget (bench:start).
const POOL_SIZE = 10;
const EMBEDDED_POOL_SIZE = 5;

async function openPostgres(url: string, logQuery: ((query: string) => void) | undefined, poolSize: number): Promise<Database> {
  await migratePostgres(url);
  const pool = new Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 30_000 });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  if (logQuery) queryLoggers.set(pool, logQuery);
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

import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { fillPlaceholders, sql, type Placeholder, type SQL } from "drizzle-orm";
import { PgDialect, type PgDatabase } from "drizzle-orm/pg-core";
import type { NodePgQueryResultHKT } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { Client, Pool, type QueryResultRow } from "pg";
import { startEmbeddedPostgres } from "../embedded-postgres.ts";
import * as schema from "./schema.ts";

export type Db = PgDatabase<NodePgQueryResultHKT, typeof schema>;
/** A transaction. Query functions take an `Executor`, so a use case runs them inside its own transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Executor = Db | Tx;

const dialect = new PgDialect();
/** OpenOptions.logQuery of each pool, for the statements that bypass Drizzle's logger. */
const queryLoggers = new WeakMap<Pool, (query: string) => void>();

/** Pools whose connections keep named prepared statements (a direct connection, not a transaction pooler). */
const namedStatementPools = new WeakSet<Pool>();
/** The names given so far: two statements under one name would clash on a connection. */
const statementNames = new Set<string>();

/**
 * A statement for a hot path (a search), built once: Drizzle turns it into text once, and its values
 * come with each call by the names `build` gave its placeholders (`value(name)`). Building the text
 * per call cost the server about a sixth of a search's CPU. On a direct connection each pooled
 * connection also parses and plans it once, as a prepared statement under `name`: planning cost
 * PostgreSQL about as much as running it (bench:api: 0.5 ms of PostgreSQL's CPU per search more
 * without, and the search's budget missed). Behind a transaction pooler a statement prepared on one
 * server connection is not there on the next, so it goes unnamed (parsed with each call).
 */
export function preparedStatement<Row, Values extends Record<string, unknown>>(
  name: string,
  build: (value: (name: keyof Values & string) => Placeholder) => SQL,
): (db: Db, values: Values) => Promise<Row[]> {
  if (statementNames.has(name)) throw new Error(`Two prepared statements are named "${name}".`);
  statementNames.add(name);
  const { sql: text, params } = dialect.sqlToQuery(build((placeholder) => sql.placeholder(placeholder)));
  return async (db, values) => {
    const client = (db as unknown as { $client: Pool }).$client;
    queryLoggers.get(client)?.(text);
    const query = { text, values: fillPlaceholders(params, values) };
    return (await client.query<Row & QueryResultRow>(namedStatementPools.has(client) ? { ...query, name } : query)).rows;
  };
}

/** What stands between the app's pool and PostgreSQL: nothing (or a session-mode pooler), or a transaction-mode pooler. */
export type Pooler = "none" | "transaction";

export type Database = {
  db: Db;
  /** "embedded": the PostgreSQL this process runs under DATA_DIR; "postgres": one at DATABASE_URL. */
  kind: "embedded" | "postgres";
  pool: Pool;
  /** The connection URL (DATABASE_URL, or the embedded server's): a process of its own needs one. */
  url: string;
  /**
   * Where LISTEN works: DATABASE_DIRECT_URL, else `url` itself unless that is a transaction pooler
   * (which hands each transaction any server connection, so a LISTEN would hear nothing). Undefined
   * then: nothing listens, and what is kept in memory is trusted only for its lifetime.
   */
  listenUrl: string | undefined;
  ping(): Promise<void>;
  close(): Promise<void>;
};

/**
 * The migrations (drizzle/ at the top of the project): found from this module upwards, since it
 * runs from the sources (app/.server/db/) and built into build/server/.
 */
function findMigrationsFolder(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "drizzle/meta/_journal.json"))) return path.join(dir, "drizzle");
    if (path.dirname(dir) === dir) throw new Error(`No drizzle/ folder of migrations above ${from}.`);
  }
}
const migrationsFolder = findMigrationsFolder(path.dirname(fileURLToPath(import.meta.url)));
// Any constant works; it only has to be the same for every instance of this app.
const MIGRATION_LOCK_KEY = 727_274_001;

export type OpenOptions = {
  databaseUrl?: string;
  /** DATABASE_DIRECT_URL: the same database without the pooler in between, for LISTEN and the migrations. */
  directUrl?: string;
  /** DATABASE_POOLER: "transaction" when DATABASE_URL is a transaction-mode pooler (PgBouncer's pool_mode=transaction). */
  pooler?: Pooler;
  dataDir: string;
  /**
   * Without DATABASE_URL: "own" starts the embedded PostgreSQL (the server), "attach" uses the one
   * the server started (`npm run worker`).
   */
  embedded?: "own" | "attach";
  /** Told what an operator should know at start: what the embedded database did, a pooler that leaves nothing listening. */
  onNotice?: (message: string, level: "info" | "warn") => void;
  /** Sees the text of every statement the app's queries run (for tests and debugging). */
  logQuery?: (query: string) => void;
};

/** Opens the store (PostgreSQL at DATABASE_URL, else the embedded one under DATA_DIR) and applies migrations. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.logQuery, POOL_SIZE, opts);
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

type PoolingOptions = Pick<OpenOptions, "directUrl" | "pooler" | "onNotice">;

const UNHEARD_NOTICE =
  "DATABASE_POOLER=transaction without DATABASE_DIRECT_URL: nothing listens for changes to the catalog, so the pages and courses kept in memory are refreshed only as their lifetime runs out (set DATABASE_DIRECT_URL to hear changes at once)";

const queryLogger = (logQuery?: (query: string) => void) => (logQuery ? { logQuery: (query: string) => logQuery(query) } : undefined);

// Connections each instance keeps at most. The embedded database serves one instance on the same
// machine, whose cores the server shares: five keep its CPUs busy, and each backend fewer is
// about 5 MB less (PSS) for the default's memory budget (bench:start).
const POOL_SIZE = 10;
const EMBEDDED_POOL_SIZE = 5;
const CONNECT_TIMEOUT_MS = 10_000;

async function openPostgres(url: string, logQuery: ((query: string) => void) | undefined, poolSize: number, pooling: PoolingOptions = {}): Promise<Database> {
  const pooled = pooling.pooler === "transaction";
  await migratePostgres(pooling.directUrl ?? url);
  // connectionTimeoutMillis: a request waits at most this long for a connection (a database that
  // does not answer at all, or every connection busy) and is then answered 503, not left hanging.
  const pool = new Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 30_000, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  // Nor one dropped while checked out (a transaction's, pg-boss's): pg-pool takes its own listener
  // off a client it hands out, and an 'error' with no listener ends Node. The query in flight on it
  // fails (the request gets 503, isConnectionLost), and the pool discards the client on release.
  pool.on("connect", (client) => client.on("error", () => {}));
  if (logQuery) queryLoggers.set(pool, logQuery);
  if (!pooled) namedStatementPools.add(pool);
  const listenUrl = pooling.directUrl ?? (pooled ? undefined : url);
  if (!listenUrl) pooling.onNotice?.(UNHEARD_NOTICE, "warn");
  const db = drizzlePg({ client: pool, schema, logger: queryLogger(logQuery) });
  return {
    db: db as unknown as Db,
    kind: "postgres",
    pool,
    url,
    listenUrl,
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pool.end(),
  };
}

/**
 * Several instances may start at once: an advisory lock lets one migrate while the others wait. The
 * lock is a transaction's, and the migrations run in that transaction, so it holds on one server
 * connection even through a transaction pooler (a session's lock would stay behind on whichever
 * connection the pooler lent, and let the next instance handed that connection in too).
 */
async function migratePostgres(url: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("begin");
    await client.query("select pg_advisory_xact_lock($1)", [MIGRATION_LOCK_KEY]);
    // Drizzle's migrator opens a transaction of its own: inside this one its BEGIN only warns, and
    // its COMMIT (or ROLLBACK) ends both, releasing the lock once the migrations are in.
    await migratePg(drizzlePg({ client }), { migrationsFolder });
  } finally {
    // Nothing to undo when Drizzle's COMMIT ended the transaction; a failure before it is rolled back.
    await client.query("rollback").catch(() => {});
    await client.end();
  }
}

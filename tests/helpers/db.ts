import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { Client } from "pg";
import { inject } from "vitest";
import { openDatabase, type Database } from "../../app/.server/db/client.ts";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "../../app/.server/embedded-postgres.ts";
import { tempDir } from "./temp-dir.ts";

// Every database test runs on PostgreSQL: the one at TEST_DATABASE_URL (CI: the machine's server),
// else an embedded one the global setup started for the run (tests/helpers/global-setup.ts).

// Tables filled by migrations (seed data); reset() keeps them.
const SEEDED_TABLES = new Set(["courses", "categories"]);

export type TestDatabase = Database & {
  /** Empties every table but the seeded ones, so each test starts clean on one open instance. */
  reset(): Promise<void>;
  /** Closes it and drops the database made for it. */
  destroy(): Promise<void>;
};

/** What Vitest's global setup prepared (undefined elsewhere, e.g. under Playwright). */
function provided<K extends "postgresAdminUrl" | "postgresTemplate">(key: K) {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

/** A throwaway embedded server for a run without Vitest's setup or TEST_DATABASE_URL (e.g. Playwright's own apps). */
let ownServer: Promise<EmbeddedPostgres> | undefined;
function adminUrl(): Promise<string> {
  const url = provided("postgresAdminUrl") ?? process.env.TEST_DATABASE_URL;
  if (url) return Promise.resolve(url);
  ownServer ??= startEmbeddedPostgres(tmpDir(), { mode: "own", durable: false });
  return ownServer.then((s) => s.adminUrl);
}

/** The same server, another database. */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `run` on a connection to the server's admin database, closed after. */
async function withAdmin<T>(base: string, run: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: base });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

/** Runs statements on the server's admin database. */
export const onServer = (base: string, ...statements: string[]): Promise<void> =>
  withAdmin(base, async (admin) => {
    for (const statement of statements) await admin.query(statement);
  });

/** Drops the database `name` and every test database named after it (`testDatabaseName`). */
export const dropDatabasesNamed = (base: string, name: string): Promise<void> =>
  withAdmin(base, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>("select datname from pg_database where datname = $1 or starts_with(datname, $1 || '_')", [name]);
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
  });

/**
 * A database this worker made and is done with, back as the template left it, that the next
 * `openTestDatabase` takes instead of copying the template again: a copy costs 0.4 s on a quiet
 * server and 1–2 s while the suite loads it (about a hundred a run), emptying one 0.05–0.1 s.
 */
const spares: string[] = [];
/** What a fresh copy of the template holds that reset() keeps (`stateOf`), and the script that puts its seeded rows and sequences back: read from the first copy. */
let templateState: string | undefined;
let restoreScript: string | undefined;

/** A database of the run's own (named after its template, so the global teardown finds any left). */
const testDatabaseName = (template: string | undefined) => `${template ?? "cw_test"}_${randomBytes(6).toString("hex")}`;

/** One migrated database per test file (or describe block), as the template the global setup migrated once left it. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const base = await adminUrl();
  const template = provided("postgresTemplate");
  const spare = spares.pop();
  const name = spare ?? testDatabaseName(template);
  // A commit need not wait for the disk: these databases are thrown away, and a test that kills a
  // process kills the server, not PostgreSQL (CI's PostgreSQL syncs every commit; the embedded one
  // of a run without TEST_DATABASE_URL does not sync at all).
  if (!spare) await onServer(base, `create database ${name}${template ? ` template ${template}` : ""}`, `alter database ${name} set synchronous_commit = off`);
  const database = await openDatabase({ databaseUrl: databaseUrl(base, name), dataDir: tmpDir() });
  if (!spare && !templateState) [templateState, restoreScript] = [await stateOf(database), await restoreStatements(database)];

  // Deleting rows (foreign-key triggers off) and restarting the identities is one round trip; TRUNCATE
  // rewrites every table's files, about 80 ms a test.
  let resetScript: string | undefined;
  const reset = async () => {
    resetScript ??= await resetStatements(database);
    // A background worker of the file's app (mail, webhooks) may still be settling the last test's
    // rows, locking them in its own order: PostgreSQL then ends one side with a deadlock. When
    // that is the reset, it is run again (the worker's side has gone through by then).
    for (let attempt = 1; ; attempt++) {
      try {
        return void (await database.pool.query(resetScript));
      } catch (err) {
        if ((err as { code?: string }).code !== "40P01" || attempt === 5) throw err;
      }
    }
  };
  return {
    ...database,
    reset,
    destroy: async () => {
      // Kept for the next file when, emptied, it is the template again (a test that changed a
      // course, the schema or a setting of the database: not) and nothing else is still connected.
      const emptied = await reset()
        .then(() => database.pool.query(`${restoreScript!};\n${FORGET_QUEUE_STATE}`))
        .then(() => stateOf(database))
        .catch(() => undefined);
      await database.close();
      if (emptied === templateState && (await noConnectionsTo(base, name))) spares.push(name);
      else await onServer(base, `drop database if exists ${name} with (force)`);
    },
  };
}

/** The queue's schedules and its instances' claims on the next run of each (the jobs go with each reset): the next app schedules its own. */
const FORGET_QUEUE_STATE = `do $$ begin
  if to_regclass('pgboss.schedule') is not null then
    delete from pgboss.schedule;
    update pgboss.version set cron_on = null, bam_on = null, flow_on = null, reindex_on = null, monitor_backoff_on = null;
  end if;
end $$`;

/**
 * Whether nothing is connected to a database any more: a server process a test left running is;
 * a backend whose client has just closed goes within moments (waited for, up to a second).
 */
const noConnectionsTo = (base: string, name: string): Promise<boolean> =>
  withAdmin(base, async (admin) => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const { rows } = await admin.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
      if (rows[0]!.n === 0) return true;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return false;
  });

/**
 * The seeded tables' rows and the sequences put back as a fresh copy of the template has them (a
 * test adds a course, opens one for seats…), as one script made from that copy: delete, insert
 * the copy's rows (their stored, generated columns left to PostgreSQL), set each used sequence.
 */
async function restoreStatements(database: Database): Promise<string> {
  const statements = ["begin", "set local session_replication_role = replica"];
  for (const table of SEEDED_TABLES) {
    const { rows } = await database.pool.query<{ columns: string; data: unknown }>(
      `select (select string_agg(quote_ident(column_name), ', ' order by ordinal_position) from information_schema.columns
                where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER') as columns,
              (select coalesce(json_agg(t), '[]'::json) from ${table} t) as data`,
      [table],
    );
    const { columns, data } = rows[0]!;
    statements.push(
      `delete from ${table}`,
      `insert into ${table} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${table}, ${literal(JSON.stringify(data))})`,
    );
  }
  const sequences = await database.pool.query<{ statement: string }>(
    "select format('select setval(%L, %s)', quote_ident(schemaname) || '.' || quote_ident(sequencename), last_value) as statement from pg_sequences where schemaname = 'public' and last_value is not null",
  );
  return [...statements, ...sequences.rows.map((r) => r.statement), "commit"].join(";\n");
}

/** A string as an SQL literal (standard_conforming_strings: only quotes are doubled). */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * A digest of what a reset keeps: the public schema (columns, indexes, triggers and whether they
 * fire, functions), the database's settings, the seeded tables' rows and the sequences. The
 * queue's schema is left out: each app adds its queues there, and they are the same for the next.
 */
async function stateOf(database: Database): Promise<string> {
  const { rows } = await database.pool.query<{ digest: string }>(`
    select md5(string_agg(x, E'\\n' order by x)) as digest from (
      select format('column %s.%s %s %s %s', table_name, column_name, data_type, is_nullable, column_default) as x from information_schema.columns where table_schema = 'public'
      union all select format('index %s', indexdef) from pg_indexes where schemaname = 'public'
      union all select format('trigger %s %s %s', t.tgrelid::regclass, t.tgname, t.tgenabled) from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and not t.tgisinternal
      union all select format('function %s %s', p.proname, md5(p.prosrc)) from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'
      union all select format('setting %s', s.setconfig) from pg_db_role_setting s join pg_database d on d.oid = s.setdatabase where d.datname = current_database()
      ${[...SEEDED_TABLES].map((table) => `union all select format('${table} %s', md5(t::text)) from ${table} t`).join("\n      ")}
      union all select format('sequence %s %s', sequencename, last_value) from pg_sequences where schemaname = 'public'
    ) s`);
  return rows[0]!.digest;
}

/** Empties every table but the seeded ones, restarts their ids, and drops the queue's jobs (a job left from one test would act on the next test's rows). */
async function resetStatements(database: Database): Promise<string> {
  const rows = await database.db.execute<{ table_name: string; column_name: string | null }>(sql`
    select t.table_name, c.column_name from information_schema.tables t
    left join information_schema.columns c on c.table_schema = t.table_schema and c.table_name = t.table_name and c.is_identity = 'YES'
    where t.table_schema = 'public' and t.table_type = 'BASE TABLE'`);
  const emptied = rows.rows.filter((r) => !SEEDED_TABLES.has(r.table_name));
  const [queue] = ((await database.db.execute<{ present: boolean }>(sql`select to_regclass('pgboss.job') is not null as present`))).rows;
  return [
    "begin",
    "set local session_replication_role = replica",
    ...[...new Set(emptied.map((r) => r.table_name))].map((t) => `delete from "${t}"`),
    ...emptied.filter((r) => r.column_name).map((r) => `alter table "${r.table_name}" alter column "${r.column_name}" restart`),
    ...(queue?.present ? ["delete from pgboss.job"] : []),
    "commit",
  ].join(";\n");
}

export { removeDir, removeMadeDirs } from "./temp-dir.ts";

/** A folder of the test run's own, removed when its file is done (setup.ts) or the process exits. */
export const tmpDir = (): string => tempDir("classwish-test-");

import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { Client } from "pg";
import { inject } from "vitest";
import { openDatabase, type Database } from "../../app/.server/db/client.ts";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "../../app/.server/embedded-postgres.ts";

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

/** Runs statements on the server's admin database. */
export async function onServer(base: string, ...statements: string[]): Promise<void> {
  const admin = new Client({ connectionString: base });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** One fresh, migrated database per test file, copied from the template the global setup migrated once. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const base = await adminUrl();
  const name = `cw_test_${randomBytes(6).toString("hex")}`;
  const template = provided("postgresTemplate");
  await onServer(base, `create database ${name}${template ? ` template ${template}` : ""}`);
  const database = await openDatabase({ databaseUrl: databaseUrl(base, name), dataDir: tmpDir() });

  // Deleting rows (foreign-key triggers off) and restarting the identities is one round trip; TRUNCATE
  // rewrites every table's files, about 80 ms a test.
  let resetScript: string | undefined;
  return {
    ...database,
    reset: async () => {
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
    },
    destroy: async () => {
      await database.close();
      await onServer(base, `drop database if exists ${name} with (force)`);
    },
  };
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

/** Removes a folder made by tmpDir (best effort: a test's leftovers must not fail the run). */
export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true });

// Every folder made here goes: runs left them in the system's temp folder, embedded servers' data
// folders among them (50 MB and more each). Vitest removes a file's when the file is done
// (setup.ts), and its workers may be killed rather than exit; other processes (a browser spec that
// started an embedded server) when they end.
const made: string[] = [];
export const removeMadeDirs = () => made.splice(0).forEach(removeDir);
process.once("exit", removeMadeDirs);

export function tmpDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "classwish-test-"));
  made.push(dir);
  return dir;
}

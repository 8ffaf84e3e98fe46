import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { Client } from "pg";
import { inject } from "vitest";
import { openDatabase, type Database } from "../../app/.server/db/client.ts";

export type DbKind = "pglite" | "postgres";

/** The stores every database test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const dbKinds: DbKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

// Tables filled by migrations (seed data); reset() keeps them.
const SEEDED_TABLES = new Set(["courses", "categories"]);

export type TestDatabase = Database & {
  /** The connection URL on PostgreSQL (for a server process of its own); undefined on PGlite. */
  url?: string;
  /** Empties every table but the seeded ones, so each test starts clean on one open instance. */
  reset(): Promise<void>;
  /** Closes it and, on PostgreSQL, drops the database made for this file. */
  destroy(): Promise<void>;
};

/** What Vitest's global setup prepared (undefined elsewhere, e.g. under Playwright: then each database migrates itself). */
function provided<K extends "pgliteTemplate" | "postgresTemplate">(key: K) {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

let pgliteSnapshot: Blob | undefined;

/**
 * One fresh, migrated database per test file (PGlite in memory, or a new PostgreSQL database),
 * copied from the template the global setup migrated once.
 */
export async function openTestDatabase(kind: DbKind): Promise<TestDatabase> {
  let database: Database;
  let dropDb = async () => {};
  let databaseUrl: string | undefined;
  if (kind === "postgres") {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error("TEST_DATABASE_URL is not set");
    const name = `cw_test_${randomBytes(6).toString("hex")}`;
    const admin = new Client({ connectionString: base });
    await admin.connect();
    const template = provided("postgresTemplate");
    await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    database = await openDatabase({ databaseUrl, dataDir: tmpDir() });
    dropDb = async () => {
      const c = new Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    const template = provided("pgliteTemplate");
    if (template) pgliteSnapshot ??= new Blob([readFileSync(template)]);
    database = await openDatabase({ dataDir: tmpDir(), inMemory: true, loadDataDir: pgliteSnapshot });
  }

  // Deleting rows (foreign-key triggers off) and restarting the identities is one round trip; TRUNCATE
  // rewrites every table's files, about 80 ms a test on PostgreSQL.
  let resetScript: string | undefined;
  const reset = async () => {
    resetScript ??= await resetStatements(database);
    if (database.pglite) await database.pglite.exec(resetScript);
    else await database.pool!.query(resetScript);
  };
  return {
    ...database,
    url: databaseUrl,
    reset,
    destroy: async () => {
      await database.close();
      await dropDb();
    },
  };
}

/** Empties every table but the seeded ones, restarts their ids, and drops the queue's jobs (a job left from one test would act on the next test's rows). */
async function resetStatements(database: Database): Promise<string> {
  const rows = (await database.db.execute(sql`
    select t.table_name, c.column_name from information_schema.tables t
    left join information_schema.columns c on c.table_schema = t.table_schema and c.table_name = t.table_name and c.is_identity = 'YES'
    where t.table_schema = 'public' and t.table_type = 'BASE TABLE'`)) as unknown as { rows: Array<{ table_name: string; column_name: string | null }> };
  const emptied = rows.rows.filter((r) => !SEEDED_TABLES.has(r.table_name));
  const [queue] = ((await database.db.execute(sql`select to_regclass('pgboss.job') is not null as present`)) as unknown as { rows: Array<{ present: boolean }> }).rows;
  return [
    "begin",
    "set local session_replication_role = replica",
    ...[...new Set(emptied.map((r) => r.table_name))].map((t) => `delete from "${t}"`),
    ...emptied.filter((r) => r.column_name).map((r) => `alter table "${r.table_name}" alter column "${r.column_name}" restart`),
    ...(queue?.present ? ["delete from pgboss.job"] : []),
    "commit",
  ].join(";\n");
}

export const tmpDir = () => mkdtempSync(path.join(tmpdir(), "classwish-test-"));

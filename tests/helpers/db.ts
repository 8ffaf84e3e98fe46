import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { Client } from "pg";
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

/** One fresh, migrated database per test file (PGlite in memory, or a new PostgreSQL database). */
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
    await admin.query(`create database ${name}`);
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
    database = await openDatabase({ dataDir: tmpDir(), inMemory: true });
  }

  const reset = async () => {
    const rows = (await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as unknown as { rows: Array<{ table_name: string }> };
    const tables = rows.rows.map((r) => r.table_name).filter((t) => !SEEDED_TABLES.has(t));
    if (tables.length > 0) {
      await database.db.execute(sql.raw(`truncate ${tables.map((t) => `"${t}"`).join(", ")} restart identity cascade`));
    }
    // The queue's jobs too: a job left from one test would act on the next test's rows (ids restart).
    await database.db.execute(sql`do $$ begin if to_regclass('pgboss.job') is not null then delete from pgboss.job; end if; end $$`);
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

export const tmpDir = () => mkdtempSync(path.join(tmpdir(), "classwish-test-"));

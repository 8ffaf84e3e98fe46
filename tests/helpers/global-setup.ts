import { randomBytes } from "node:crypto";
import type { TestProject } from "vitest/node";
import { openDatabase, type Database } from "../../app/.server/db/client.ts";
import { startEmbeddedPostgres } from "../../app/.server/embedded-postgres.ts";
import { createLogger } from "../../app/.server/logger.ts";
import { startBoss } from "../../app/.server/mail/queue.ts";
import { databaseUrl, dropDatabasesNamed, onServer, removeDir, tmpDir } from "./db.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The PostgreSQL server's admin database (TEST_DATABASE_URL, or the embedded one started here). */
    postgresAdminUrl: string;
    /** A migrated database (with the queue's schema) each test database is created from (`create database … template`). */
    postgresTemplate: string;
  }
}

/** Migrations and the queue's schema, applied once; closed again so the copy is complete. */
async function prepare(database: Database): Promise<void> {
  const boss = await startBoss(database, createLogger("silent"));
  await boss.stop({ graceful: false, close: false });
}

/**
 * Start-up is paid once per run: one PostgreSQL (TEST_DATABASE_URL, which CI sets, or an embedded
 * server without fsync in a temporary folder) and one migrated template every test database copies.
 */
export default async function globalSetup(project: TestProject) {
  const dir = tmpDir();
  const embedded = process.env.TEST_DATABASE_URL ? undefined : await startEmbeddedPostgres(dir, { mode: "own", durable: false });
  const admin = process.env.TEST_DATABASE_URL ?? embedded!.adminUrl;
  try {
    await onServer(admin, "select 1");
  } catch (err) {
    throw new Error(`TEST_DATABASE_URL is set but PostgreSQL is unreachable: ${(err as Error).message}`, { cause: err });
  }
  const template = `cw_template_${randomBytes(6).toString("hex")}`;
  await onServer(admin, `create database ${template}`);
  const database = await openDatabase({ databaseUrl: databaseUrl(admin, template), dataDir: dir });
  await prepare(database);
  await database.close();
  project.provide("postgresAdminUrl", admin);
  project.provide("postgresTemplate", template);

  return async () => {
    // The template, and the test databases workers kept for reuse (named after it; tests/helpers/db.ts).
    await dropDatabasesNamed(admin, template);
    await embedded?.stop();
    removeDir(dir);
  };
}

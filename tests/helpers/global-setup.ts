import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase, type Database } from "../../app/.server/db/client.ts";
import { createLogger } from "../../app/.server/logger.ts";
import { startBoss } from "../../app/.server/mail/queue.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite (with the queue's schema) dumped to this file: each test database starts from it. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database each test database is created from (`create database … template`). */
    postgresTemplate: string | undefined;
  }
}

/** Migrations and the queue's schema, applied once; closed again so the snapshot is complete. */
async function prepare(database: Database): Promise<void> {
  const boss = await startBoss(database, createLogger("silent"));
  await boss.stop({ graceful: false, close: false });
}

/**
 * Start-up is paid once per run: every test database is a copy of one migrated template (PGlite:
 * a snapshot file; PostgreSQL: a template database). CI must run the PostgreSQL suite: without a
 * reachable database it fails instead of skipping.
 */
export default async function globalSetup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), "classwish-template-"));
  const pglite = await openDatabase({ dataDir: dir, inMemory: true });
  await prepare(pglite);
  const file = path.join(dir, "pglite.tar");
  writeFileSync(file, Buffer.from(await (await pglite.pglite!.dumpDataDir("none")).arrayBuffer()));
  await pglite.close();
  project.provide("pgliteTemplate", file);

  const url = process.env.TEST_DATABASE_URL;
  let dropTemplate = async () => {};
  if (!url) {
    if (process.env.CI) throw new Error("CI is set but TEST_DATABASE_URL is not: the PostgreSQL suite cannot run.");
    console.warn("\n[tests] TEST_DATABASE_URL is not set: database tests run on PGlite only (CI runs PostgreSQL too).\n");
    project.provide("postgresTemplate", undefined);
  } else {
    const admin = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    try {
      await admin.connect();
    } catch (err) {
      throw new Error(`TEST_DATABASE_URL is set but PostgreSQL is unreachable: ${(err as Error).message}`, { cause: err });
    }
    const name = `cw_template_${randomBytes(6).toString("hex")}`;
    await admin.query(`create database ${name}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${name}`;
    const pg = await openDatabase({ databaseUrl: templateUrl.toString(), dataDir: dir });
    await prepare(pg);
    await pg.close();
    project.provide("postgresTemplate", name);
    dropTemplate = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  return async () => {
    await dropTemplate();
    rmSync(dir, { recursive: true, force: true });
  };
}

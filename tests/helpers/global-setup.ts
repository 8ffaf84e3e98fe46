import { Client } from "pg";

/** CI must run the PostgreSQL suite: without a reachable database it fails instead of skipping. */
export default async function globalSetup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    if (process.env.CI) throw new Error("CI is set but TEST_DATABASE_URL is not: the PostgreSQL suite cannot run.");
    console.warn("\n[tests] TEST_DATABASE_URL is not set: database tests run on PGlite only (CI runs PostgreSQL too).\n");
    return;
  }
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query("select 1");
  } catch (err) {
    throw new Error(`TEST_DATABASE_URL is set but PostgreSQL is unreachable: ${(err as Error).message}`, { cause: err });
  } finally {
    await client.end().catch(() => {});
  }
}

// A throwaway PostgreSQL database on this machine for a benchmark (BENCH_DATABASE_URL overrides).
import { randomBytes } from "node:crypto";
import { Client } from "pg";

const adminUrl = "postgres://postgres@127.0.0.1:5432/postgres";

export async function benchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, drop: async () => {} };
  const name = `classwish_bench_${randomBytes(4).toString("hex")}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:5432/${name}`,
    async drop() {
      const c = new Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

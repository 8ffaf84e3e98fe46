import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { Client } from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../app/.server/db/client.ts";
import { subscribers } from "../../app/.server/db/schema.ts";
import { dbKinds, tmpDir } from "../helpers/db.ts";

const journal = JSON.parse(readFileSync(new URL("../../drizzle/meta/_journal.json", import.meta.url), "utf8")) as {
  entries: unknown[];
};

describe("migrations", () => {
  it("PGlite: a data folder keeps its data across restarts and is migrated once", async () => {
    const dataDir = tmpDir();
    const first = await openDatabase({ dataDir });
    await first.db.insert(subscribers).values({ email: "kept@example.com", source: "newsletter" });
    await first.close();
    const again = await openDatabase({ dataDir });
    expect(await again.db.select().from(subscribers)).toHaveLength(1);
    const applied = (await again.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect(applied.rows[0]!.n).toBe(journal.entries.length);
    await again.close();
  }, 60_000);

  it.runIf(dbKinds.includes("postgres"))("PostgreSQL: instances starting at once migrate exactly once", async () => {
    const base = process.env.TEST_DATABASE_URL!;
    const name = `cw_mig_${randomBytes(5).toString("hex")}`;
    const admin = new Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(base);
      url.pathname = `/${name}`;
      const instances = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ databaseUrl: url.toString(), dataDir: tmpDir() })));
      const applied = (await instances[0]!.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
        rows: Array<{ n: number }>;
      };
      expect(applied.rows[0]!.n).toBe(journal.entries.length);
      await Promise.all(instances.map((d) => d.close()));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});

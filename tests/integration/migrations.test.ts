import { randomBytes } from "node:crypto";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { sql } from "drizzle-orm";
import { Client } from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../app/.server/db/client.ts";
import { subscribers } from "../../app/.server/db/schema.ts";
import { COURSE_CATEGORIES } from "../../app/lib/schemas/course.ts";
import { dbKinds, tmpDir } from "../helpers/db.ts";

const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));
const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
  entries: Array<{ tag: string }>;
};

/** The migrations folder as it stood before the given one: what a deployed database has applied. */
function migrationsBefore(tag: string): string {
  const dir = tmpDir();
  cpSync(migrationsFolder, dir, { recursive: true });
  const upTo = journal.entries.findIndex((e) => e.tag === tag);
  writeFileSync(path.join(dir, "meta/_journal.json"), JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));
  return dir;
}

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

  it("0005_consent keeps every promise made under the old rules", async () => {
    const client = new PGlite();
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: migrationsBefore("0005_consent") });
    // Before: lists had no state; a Register click from a browser linked to an address counted as
    // that course's list (the old rule of who hears a course opened).
    await client.exec(`
      insert into subscribers (email, source, status, confirmed_at) values
        ('ada@example.com', 'search', 'confirmed', now()), ('bob@example.com', 'newsletter', 'pending', null),
        ('dee@example.com', 'search', 'unsubscribed', null);
      insert into subscriptions (subscriber_id, list) values (1, 'launch'), (2, 'newsletter');
      insert into visitors (id, subscriber_id) values
        ('00000000-0000-4000-8000-000000000001', 1), ('00000000-0000-4000-8000-000000000002', 2), ('00000000-0000-4000-8000-000000000003', 3);
      insert into course_interests (course_id, visitor_id) values
        (3, '00000000-0000-4000-8000-000000000001'), (4, '00000000-0000-4000-8000-000000000002'), (5, '00000000-0000-4000-8000-000000000003');`);
    await migrate(db, { migrationsFolder });
    const { rows } = await client.query<{ email: string; list: string; course_id: number | null; state: string }>(
      `select s.email, x.list, x.course_id, x.state from subscriptions x join subscribers s on s.id = x.subscriber_id order by s.email, x.id`,
    );
    expect(rows.map((r) => [r.email, r.list, r.course_id, r.state])).toEqual([
      ["ada@example.com", "launch", null, "active"],
      ["ada@example.com", "course", 3, "active"],
      ["bob@example.com", "newsletter", null, "pending"],
      ["bob@example.com", "course", 4, "pending"],
    ]);
    const ids = await client.query<{ public_id: string }>(`select public_id from subscribers`);
    expect(new Set(ids.rows.map((r) => r.public_id)).size).toBe(3);
    await client.close();
  }, 60_000);

  it("0006_categories keeps every course's category and clears a score no rating stands behind", async () => {
    const client = new PGlite();
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: migrationsBefore("0006_categories") });
    // Before: the category was one of a fixed seven, and a score could be entered with no ratings.
    await client.exec(`
      insert into courses (title, instructor, rating_score, rating_count, duration_weeks, price_amount, category, description)
      values ('Unrated', 'X', 3.5, 0, 4, 20, 'Philosophy', 'd');`);
    await migrate(db, { migrationsFolder });
    const names = await client.query<{ name: string }>(`select name from categories order by id`);
    expect(names.rows.map((r) => r.name)).toEqual([...COURSE_CATEGORIES]);
    const kept = await client.query<{ category: string; n: number }>(`select category, count(*)::int as n from courses group by category order by category`);
    expect(kept.rows.reduce((n, r) => n + r.n, 0)).toBe(10);
    expect(kept.rows.every((r) => names.rows.some((k) => k.name === r.category))).toBe(true);
    const unrated = await client.query<{ rating_score: string; rating_count: number }>(`select rating_score, rating_count from courses where title = 'Unrated'`);
    expect(unrated.rows.map((r) => [Number(r.rating_score), r.rating_count])).toEqual([[0, 0]]);
    // A course may now name a category the operator added, and no other.
    await client.exec(`insert into categories (name) values ('Music'); update courses set category = 'Music' where title = 'Unrated';`);
    await expect(client.exec(`update courses set category = 'Astrology' where title = 'Unrated'`)).rejects.toThrow(/foreign key/);
    await client.close();
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

import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openTestDatabase } from "../helpers/db.ts";

// The test databases a worker keeps for its next file (tests/helpers/db.ts): one given back after a
// test changed its rows comes back as the template left it, or is not given again.

/** What a test could see of a database: the seeded courses and categories, a table the tests fill, and the next ids. */
async function contents(db: Awaited<ReturnType<typeof openTestDatabase>>["db"]) {
  const { rows } = await db.execute<{ courses: string; categories: string; subscribers: number; next_course: number }>(sql`
    select (select string_agg(id || ' ' || title || ' ' || status, ', ' order by id) from courses) as courses,
           (select string_agg(name, ', ' order by name) from categories) as categories,
           (select count(*)::int from subscribers) as subscribers,
           (select last_value from pg_sequences where sequencename = 'courses_id_seq') as next_course`);
  return rows[0]!;
}

describe("test databases kept for the next file", () => {
  it("comes back as the template left it: seeded rows, emptied tables and ids put back", async () => {
    const first = await openTestDatabase();
    const fresh = await contents(first.db);
    await first.db.execute(sql`update courses set status = 'closed' where id = 1`);
    await first.db.execute(sql`insert into categories (name) values ('A category of this test')`);
    await first.db.execute(sql`insert into subscribers (email, source) values ('kept@example.com', 'newsletter')`);
    await first.db.execute(sql`insert into courses (title, slug, instructor, duration_weeks, price_amount, category, description) select 'Added', 'added', instructor, duration_weeks, price_amount, category, description from courses where id = 1`);
    expect(await contents(first.db)).not.toEqual(fresh);
    await first.destroy();

    const second = await openTestDatabase();
    try {
      // The same database again (this worker kept it), with nothing of what the last test wrote.
      expect(second.url).toBe(first.url);
      expect(await contents(second.db)).toEqual(fresh);
    } finally {
      await second.destroy();
    }
  });

  it("one whose schema a test changed is dropped, not given to the next", async () => {
    const first = await openTestDatabase();
    await first.db.execute(sql`alter table subscribers add column left_by_a_test int`);
    await first.destroy();
    const second = await openTestDatabase();
    try {
      expect(second.url).not.toBe(first.url);
      const { rows } = await second.db.execute<{ n: number }>(sql`select count(*)::int as n from information_schema.columns where column_name = 'left_by_a_test'`);
      expect(rows[0]!.n).toBe(0);
    } finally {
      await second.destroy();
    }
  });
});

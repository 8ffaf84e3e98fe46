import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import * as fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { anyWordQuery, relatedCourses, searchQuery } from "../../app/.server/db/courses.ts";
import { currentOfferedCourses, offeredCoursesListener } from "../../app/.server/db/offered-courses.ts";
import { courses } from "../../app/.server/db/schema.ts";
import { orLexemes, rankOr, weightIndex } from "../../app/.server/db/text-rank.ts";
import { startTestApp } from "../helpers/app.ts";
import { openTestDatabase, type TestDatabase } from "../helpers/db.ts";

// A search ranks its courses from those held in memory (offered-courses.ts, text-rank.ts) by the
// rule PostgreSQL applies in SQL (relatedCourses). These check the two against each other on real
// PostgreSQL: the same ranks to the last bit of a float4, the same courses in the same order.

describe("the offered courses held in memory", () => {
  let database: TestDatabase;
  let words: string[];
  beforeAll(async () => {
    database = await openTestDatabase();
    // Courses that tie with a seeded one (the same words in the title) and that repeat words, so
    // ties, several positions and every weight are ranked.
    const [first] = await database.db.select().from(courses).limit(1);
    const extra = (title: string, description: string) => ({
      ...first!,
      id: undefined,
      searchVector: undefined,
      title,
      slug: `t-${randomUUID()}`,
      description,
      createdAt: undefined,
      updatedAt: undefined,
    });
    await database.db.insert(courses).values([
      extra(`${first!.title}: the sequel`, first!.description),
      extra("Holes, holes and more black holes", "Black holes; black stars; holes in holes, black as black."),
      extra("Stoic calm", "calm calm calm calm calm calm calm calm calm calm calm stoic"),
      extra("Closed black holes", "never shown"),
    ]);
    await database.db.execute(sql`update courses set status = 'closed' where title = 'Closed black holes'`);
    const text = (await database.db.execute(sql`select string_agg(title || ' ' || category || ' ' || description, ' ') as t from courses`)) as unknown as {
      rows: Array<{ t: string }>;
    };
    words = [...new Set(text.rows[0]!.t.split(/[^\p{L}\p{N}]+/u).filter(Boolean))];
  });
  afterAll(async () => {
    await database?.destroy();
  });

  /** A concept made of the courses' words (any case), words of no course, stop words and "or". */
  const concept = () =>
    fc
      .array(
        fc.oneof(
          { weight: 6, arbitrary: fc.tuple(fc.constantFrom(...words), fc.boolean()).map(([w, upper]) => (upper ? w.toUpperCase() : w)) },
          fc.constantFrom("the", "and", "or", "of", "zzyzx", "3d", "é"),
          fc.string({ maxLength: 6 }),
        ),
        { minLength: 1, maxLength: 7 },
      )
      .map((ws) => ws.join(" "));

  it("ranks as PostgreSQL does: each course's ts_rank to the float4, and the same related courses in the same order (ties to the lower id, closed ones never)", async () => {
    const vectors = (await database.db.execute(sql`
      select c.id, (select json_agg(json_build_array(u.lexeme, u.weights)) from unnest(c.search_vector) u) as lexemes from courses c`)) as unknown as {
      rows: Array<{ id: number; lexemes: Array<[string, string[]]> }>;
    };
    const byId = new Map(vectors.rows.map((r) => [r.id, new Map(r.lexemes.map(([l, w]) => [l, w.map(weightIndex)]))]));
    offeredCoursesListener(database.db).listening();
    await vi.waitFor(() => expect(currentOfferedCourses(database.db)).toBeDefined(), { timeout: 10_000 });
    const held = currentOfferedCourses(database.db)!;
    let ranked = 0;
    let tied = 0;
    await fc.assert(
      fc.asyncProperty(concept(), async (text) => {
        // Each course's rank (and whether a search may show it), and relatedCourses' answer.
        const { rows } = (await database.db.execute(sql`
          select q.query::text as query,
            (select json_agg(json_build_array(c.id, ts_rank(c.search_vector, q.query)::float8, c.status <> 'closed' and c.search_vector @@ q.query)) from courses c) as ranks,
            (select coalesce(json_agg(r.id), '[]') from (${relatedCourses(sql`q.query`, sql`c.id`)}) r) as ids
          from ${searchQuery(sql`${anyWordQuery(text)}`)} as q(query)`)) as unknown as {
          rows: Array<{ query: string; ranks: Array<[id: number, rank: number, shown: boolean]>; ids: number[] }>;
        };
        const { query, ranks, ids } = rows[0]!;
        const lexemes = orLexemes(query);
        expect(lexemes, query).toBeDefined();
        for (const [id, rank] of ranks) {
          expect(rankOr(byId.get(id)!, lexemes!), `${text}: course ${id}`).toBe(rank);
          if (rank > 0) ranked++;
        }
        const shown = ranks.filter(([, , s]) => s).map(([, rank]) => rank);
        tied += shown.length - new Set(shown).size;
        expect(held.related(lexemes!).map((c) => c.id), text).toEqual(ids);
      }),
      { numRuns: 150 },
    );
    // The generated concepts did rank courses, and did make ties among those shown.
    expect(ranked).toBeGreaterThan(100);
    expect(tied).toBeGreaterThan(0);
  });

  it("is not trusted after a change to the courses or their seats until read again, nor while changes go unheard", async () => {
    const listener = offeredCoursesListener(database.db);
    listener.listening();
    await vi.waitFor(() => expect(currentOfferedCourses(database.db)).toBeDefined(), { timeout: 10_000 });
    listener.changed("wish_joins"); // not read by it
    expect(currentOfferedCourses(database.db)).toBeDefined();
    await database.db.execute(sql`update courses set title = title || ' (new)' where title = 'Stoic calm'`);
    listener.changed("courses");
    expect(currentOfferedCourses(database.db)).toBeUndefined();
    await vi.waitFor(() => expect(currentOfferedCourses(database.db)?.related(["stoic"]).map((c) => c.title)).toEqual(["Stoic calm (new)"]), { timeout: 10_000 });
    listener.deaf();
    expect(currentOfferedCourses(database.db)).toBeUndefined();
    listener.listening();
    await vi.waitFor(() => expect(currentOfferedCourses(database.db)).toBeDefined(), { timeout: 10_000 });
  });

  it("an app's listener keeps them: held once it listens, untrusted once the app closes (the database outlives it)", async () => {
    offeredCoursesListener(database.db).deaf();
    const app = await startTestApp(database);
    try {
      await vi.waitFor(() => expect(currentOfferedCourses(database.db)).toBeDefined(), { timeout: 10_000 });
    } finally {
      await app.close();
    }
    expect(currentOfferedCourses(database.db)).toBeUndefined();
  });
});

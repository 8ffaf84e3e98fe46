import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";

// The courses each concept key asks for by the matching rule, kept (concept_matches) under the
// fingerprint of the catalog and rule they were matched for (courses/rule-courses.ts matches them).

/** Rows written per statement. */
const BATCH = 5000;

/** The kept matches of one fingerprint, by key. */
export async function readConceptMatches(db: Db, fingerprint: string): Promise<Map<string, number[]>> {
  const { rows } = await db.execute<{ key: string; courses: number[] }>(sql`select key, courses from concept_matches where matched_for = ${fingerprint}`);
  return new Map(rows.map((r) => [r.key, r.courses]));
}

/** Keeps these keys' matches under the fingerprint (replacing a key's older ones). */
export async function writeConceptMatches(db: Db, fingerprint: string, learned: ReadonlyArray<readonly [string, readonly number[]]>): Promise<void> {
  for (let i = 0; i < learned.length; i += BATCH) {
    const part = learned.slice(i, i + BATCH);
    // Arrays of arrays do not pass as one parameter: each key's courses go as text ("{1,2}").
    await db.execute(sql`
      insert into concept_matches (key, matched_for, courses)
      select k, ${fingerprint}, c::int[] from unnest(${sql.param(part.map((p) => p[0]))}::text[], ${sql.param(part.map((p) => `{${p[1].join(",")}}`))}::text[]) as t(k, c)
      on conflict (key) do update set matched_for = excluded.matched_for, courses = excluded.courses`);
  }
}

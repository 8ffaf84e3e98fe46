import { sql } from "drizzle-orm";
import { shownForKey } from "../matching/rule.ts";
import type { Db } from "./client.ts";
import type { OfferedCourses } from "./offered-courses.ts";

// The courses each concept key asks for by the matching rule, kept (concept_matches) so that a
// restart does not match every key searched for again (9 s at 20,000 keys, where the goal is 1 s):
// read once per catalog and rule (OfferedCourses.fingerprint), then only new keys are matched, and
// written back. Rows of another fingerprint are stale and left to be replaced. Per database, in memory.

type Held = { fingerprint: string; courses: Map<string, number[]> };
const held = new WeakMap<Db, Held>();

/** Rows written per statement. */
const BATCH = 5000;

/** The courses each key asks for by the rule (the operator's corrections are not applied here: offered-courses.ts coursesFor). */
export async function ruleCourses(db: Db, offered: OfferedCourses, keys: readonly string[]): Promise<ReadonlyMap<string, readonly number[]>> {
  let h = held.get(db);
  if (h?.fingerprint !== offered.fingerprint) {
    const { rows } = await db.execute<{ key: string; courses: number[] }>(sql`select key, courses from concept_matches where matched_for = ${offered.fingerprint}`);
    h = { fingerprint: offered.fingerprint, courses: new Map(rows.map((r) => [r.key, r.courses])) };
    held.set(db, h);
  }
  const learned: Array<[string, number[]]> = [];
  for (const key of keys) {
    if (h.courses.has(key)) continue;
    const ids = shownForKey(offered.matcher, key).map((c) => c.courseId);
    h.courses.set(key, ids);
    learned.push([key, ids]);
  }
  for (let i = 0; i < learned.length; i += BATCH) {
    const part = learned.slice(i, i + BATCH);
    // Arrays of arrays do not pass as one parameter: each key's courses go as text ("{1,2}").
    await db.execute(sql`
      insert into concept_matches (key, matched_for, courses)
      select k, ${offered.fingerprint}, c::int[] from unnest(${sql.param(part.map((p) => p[0]))}::text[], ${sql.param(part.map((p) => `{${p[1].join(",")}}`))}::text[]) as t(k, c)
      on conflict (key) do update set matched_for = excluded.matched_for, courses = excluded.courses`);
  }
  return h.courses;
}

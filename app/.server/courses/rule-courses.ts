import type { Db } from "../db/client.ts";
import { readConceptMatches, writeConceptMatches } from "../db/concept-matches.ts";
import { shownForKey } from "../matching/rule.ts";
import type { OfferedCourses } from "./offered-courses.ts";

// The courses each concept key asks for by the matching rule, kept (db/concept-matches.ts) so that a
// restart does not match every key searched for again (9 s at 20,000 keys, where the goal is 1 s):
// read once per catalog and rule (OfferedCourses.fingerprint), then only new keys are matched, and
// written back. Rows of another fingerprint are stale and left to be replaced. Per database, in memory.

type Held = { fingerprint: string; courses: Map<string, number[]> };
const held = new WeakMap<Db, Held>();

/** The courses each key asks for by the rule (the operator's corrections are not applied here: offered-courses.ts coursesFor). */
export async function ruleCourses(db: Db, offered: OfferedCourses, keys: readonly string[]): Promise<ReadonlyMap<string, readonly number[]>> {
  let h = held.get(db);
  if (h?.fingerprint !== offered.fingerprint) {
    h = { fingerprint: offered.fingerprint, courses: await readConceptMatches(db, offered.fingerprint) };
    held.set(db, h);
  }
  const learned: Array<[string, number[]]> = [];
  for (const key of keys) {
    if (h.courses.has(key)) continue;
    const ids = shownForKey(offered.matcher, key).map((c) => c.courseId);
    h.courses.set(key, ids);
    learned.push([key, ids]);
  }
  await writeConceptMatches(db, offered.fingerprint, learned);
  return h.courses;
}

import type { Db } from "../db/client.ts";
import type { AskerSource } from "../db/asker-sources.ts";
import { searchedKeys } from "../searches/searched-keys.ts";
import { refreshCourseAskers } from "./asker-index.ts";
import { askerSources } from "../db/course-audience.ts";
import { courseSay } from "../matching/corrections.ts";
import { readOfferedCourses } from "./offered-courses.ts";
import { ruleCourses } from "./rule-courses.ts";

// Who asks for a course by what they searched: the concept keys that match it, by the rule and the
// operator's corrections (db/course-audience.ts: the people behind them, as queries).

/**
 * A concept key whose searches ask for the course: by the rule, or attached by the operator; left out
 * or not; `attachedAs` / `leftOutAs` the concept the operator attached or left out, when it is
 * another phrasing of that one (matching/corrections.ts courseSays).
 */
export type MatchedConcept = { key: string; excluded: boolean; attached: boolean; attachedAs?: string; leftOutAs?: string };

/**
 * The concept keys whose searches ask for the course: the course is among the related courses the
 * site shows for them (the matching rule, app/.server/matching/rule.ts), or the operator attached
 * them, or a concept they phrase otherwise, to it (matching/corrections.ts), with the ones the operator left out (so) marked. The courses are
 * read now, not taken from those a search holds: the console must see a course saved a moment ago.
 * What each key asks for by the rule is kept (concept-matches.ts), so the cost follows new keys.
 */
export async function matchingConcepts(db: Db, courseId: number): Promise<MatchedConcept[]> {
  // One after another: a dry run (admin/dry-run.ts) passes a transaction, one connection, which
  // takes one query at a time (pg deprecates queuing a second; pg 9 refuses it). The keys and the
  // courses are mostly held in memory, so little is lost.
  const keys = await searchedKeys(db);
  const offered = await readOfferedCourses(db);
  const byRule = await ruleCourses(db, offered, keys);
  const matched: MatchedConcept[] = [];
  for (const key of keys) {
    const say = courseSay(offered.corrections, key, courseId);
    // Attached and then left out, it is still listed (struck through), to take back in.
    const attachedAs = say?.attached ? say.as : say?.attachedAs;
    const leftOutAs = say?.attached === false ? say.as : undefined;
    if (attachedAs !== undefined || byRule.get(key)!.includes(courseId))
      matched.push({
        key,
        excluded: leftOutAs !== undefined,
        attached: attachedAs !== undefined,
        ...(attachedAs !== undefined && attachedAs !== key ? { attachedAs } : {}),
        ...(leftOutAs !== undefined && leftOutAs !== key ? { leftOutAs } : {}),
      });
  }
  return matched;
}

export type Askers = { concepts: MatchedConcept[]; sources: AskerSource[] };

/**
 * A course's askers: the concepts that match it (those left out included, marked) and every source
 * of people (without them), its held searching askers brought up to date with those concepts.
 */
export async function askersOf(db: Db, courseId: number): Promise<Askers> {
  const concepts = await matchingConcepts(db, courseId);
  await refreshCourseAskers(
    db,
    courseId,
    concepts.filter((c) => !c.excluded).map((c) => c.key),
  );
  return { concepts, sources: askerSources(courseId) };
}


import { NEAR_CANDIDATES, type AskedConcept, type NearConcepts } from "../../lib/admin/demand.ts";
import type { MessageStatus } from "../../lib/schemas/mail-constants.ts";
import type { Db } from "../db/client.ts";
import { audienceCounts, type AudienceCounts } from "../db/course-audience.ts";
import { askersOf } from "../courses/askers.ts";
import { coursesFor, readOfferedCourses } from "../courses/offered-courses.ts";
import { asTyped } from "../matching/phrases.ts";
import { CLOSE_IN_USE, courseMatch, FLOOR, shownForKey, STRONG_WORD, type CourseMatch } from "../matching/rule.ts";
import { ALL_DAYS, demandIndex, keyDemands, type DemandIndex } from "./demand-index.ts";
import { askedClassOpenKey } from "../mail/outbox.ts";
import { messageProgress } from "./courses.ts";

/** The most asked of the matching concepts the console lists: the page stays small. */
export const ASKED_SAMPLE = 50;

export type CourseAskers = AudienceCounts & {
  /** The most asked matching concepts, each with why it matched and whether it is left out, and how many there are in all. */
  sample: AskedConcept[];
  conceptCount: number;
  excludedCount: number;
  /** Where the "a class you asked for is open" messages of this course are. */
  progress: Record<MessageStatus, number>;
};

/** Said of another concept (as most often typed) that a concept phrases otherwise: the operator's attachment or leave-out holds for it too. */
const asAnother = (index: DemandIndex, key: string): string => `as “${index.spellings([key])[0]?.[0] ?? asTyped(key)}” (the same wish in other words)`;

/** What matched, in words an operator reads: "cosmology ≈ spacetime 0.52, black hole". */
export const whyMatched = (m: CourseMatch): string =>
  m.words
        .filter((w) => w.similarity > 0)
        .map(({ word, courseWord, similarity }) => (word === courseWord ? asTyped(word) : `${asTyped(word)} ≈ ${asTyped(courseWord)} ${similarity.toFixed(2)}`))
        .join(", ");

/** The console's "People who asked" panel of a course: the counts leave out what the operator left out. */
export async function courseAskers(db: Db, courseId: number): Promise<CourseAskers> {
  const { concepts, sources } = await askersOf(db, courseId);
  const [counts, index, progress] = await Promise.all([
    audienceCounts(db, courseId, sources),
    demandIndex(db),
    messageProgress(db, askedClassOpenKey(courseId)),
  ]);
  const matched = new Map(concepts.map((c) => [c.key, c]));
  // Why each listed concept matched: the rule's words and score, for these few keys only.
  const offered = await readOfferedCourses(db);
  const sample = keyDemands(
    index,
    concepts.map((c) => c.key),
    ASKED_SAMPLE,
  ).map(({ key, ...demand }) => {
    const c = matched.get(key)!;
    const m = c.attached ? undefined : shownForKey(offered.matcher, key).find((x) => x.courseId === courseId);
    const said = m ? whyMatched(m) : c.attachedAs === undefined ? "attached by you (Demand page or this page)" : `attached by you ${asAnother(index, c.attachedAs)}`;
    const why = c.leftOutAs === undefined ? said : `${said} · left out by you ${asAnother(index, c.leftOutAs)}`;
    return { concept: key, ...demand, score: Math.round((m?.score ?? 1) * 100) / 100, why, excluded: c.excluded };
  });
  return { ...counts, sample, conceptCount: concepts.length, excludedCount: concepts.filter((c) => c.excluded).length, progress };
}

/** Near concepts listed at most (of the NEAR_CANDIDATES most asked, lib/admin/demand.ts). */
const NEAR_LISTED = 10;
/**
 * How near a concept must come to be listed (the rule shows a course from 0.23, rule.ts FLOOR). On
 * the relevance sets, related concepts the rule missed scored 0.13–0.22 for their course (astrophysics,
 * lifespan extension research; "cosmology" 0.003), and at 0.1 each course lists 4 of the 47 unrelated
 * concepts on average, at 0.15 about 1.4 (docs/decisions/matching.md).
 */
const NEAR_FLOOR = 0.1;

/**
 * The most asked concepts that do not ask for a course (the rule does not show it, and the
 * operator has not attached them) but came nearest, nearest first: what the matching misses is
 * usually among them, for the operator to attach in one step.
 */
export async function nearConcepts(db: Db, courseId: number): Promise<NearConcepts> {
  const [index, offered] = await Promise.all([demandIndex(db), readOfferedCourses(db)]);
  const { keys, perKey } = index.rangeView(ALL_DAYS, ALL_DAYS.to);
  const near: Array<{ key: string; match: CourseMatch }> = [];
  for (const key of keys.slice(0, NEAR_CANDIDATES)) {
    // Shown by the rule (an asker, or one the operator left out) or attached: not a miss.
    if ([...shownForKey(offered.matcher, key), ...coursesFor(offered, key)].some((c) => c.courseId === courseId)) continue;
    const match = courseMatch(offered.matcher, key, courseId);
    if (match && match.score >= NEAR_FLOOR) near.push({ key, match });
  }
  const concepts = near
    .sort((a, b) => b.match.score - a.match.score || perKey.get(b.key)! - perKey.get(a.key)!)
    .slice(0, NEAR_LISTED)
    .map(({ key, match }) => ({ concept: key, example: index.spellings([key])[0]![0], count: perKey.get(key)!, score: Math.round(match.score * 100) / 100, why: whyMatched(match) }));
  return { concepts, shownFrom: FLOOR, strongWord: STRONG_WORD, closeInUse: CLOSE_IN_USE };
}

import type { AskedConcept } from "../../lib/admin/demand.ts";
import type { MessageStatus } from "../../lib/schemas/mail-constants.ts";
import type { Db } from "../db/client.ts";
import { audienceCounts, type AudienceCounts } from "../db/course-audience.ts";
import { askersOf } from "../courses/askers.ts";
import { readOfferedCourses } from "../courses/offered-courses.ts";
import { shownForKey, type CourseMatch } from "../matching/rule.ts";
import { demandIndex, keyDemands } from "./demand-index.ts";
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

/** What matched, in words an operator reads: "cosmology ≈ spacetime 0.52, black = black". */
export const whyMatched = (m: CourseMatch | undefined): string =>
  m === undefined
    ? "attached by you (Demand page or this page)"
    : m.words
        .filter((w) => w.similarity > 0)
        .map((w) => (w.word === w.courseWord ? w.word : `${w.word} ≈ ${w.courseWord} ${w.similarity.toFixed(2)}`))
        .join(", ");

/** The console's "People who asked" panel of a course: the counts leave out what the operator left out. */
export async function courseAskers(db: Db, courseId: number): Promise<CourseAskers> {
  const { concepts, sources } = await askersOf(db, courseId);
  const [counts, byKey, progress] = await Promise.all([
    audienceCounts(db, courseId, sources),
    demandIndex(db).then((index) =>
      keyDemands(
        index,
        concepts.map((c) => c.key),
        ASKED_SAMPLE,
      ),
    ),
    messageProgress(db, askedClassOpenKey(courseId)),
  ]);
  const matched = new Map(concepts.map((c) => [c.key, c]));
  // Why each listed concept matched: the rule's words and score, for these few keys only.
  const offered = await readOfferedCourses(db);
  const sample = byKey.map(({ key, ...demand }) => {
    const c = matched.get(key)!;
    const m = c.attached ? undefined : shownForKey(offered.matcher, key).find((x) => x.courseId === courseId);
    return { concept: key, ...demand, score: Math.round((m?.score ?? 1) * 100) / 100, why: whyMatched(m), excluded: c.excluded };
  });
  return { ...counts, sample, conceptCount: concepts.length, excludedCount: concepts.filter((c) => c.excluded).length, progress };
}

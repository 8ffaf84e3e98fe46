import { groupConcepts, type ConceptDemand } from "../../lib/admin/demand.ts";
import type { MessageStatus } from "../../lib/schemas/mail-constants.ts";
import type { Db } from "../db/client.ts";
import { askersOf, audienceCounts, searchesOf, type AudienceCounts } from "../db/course-audience.ts";
import { askedClassOpenKey } from "../mail/outbox.ts";
import { messageProgress } from "./courses.ts";

/** The most asked of the matching concepts the console shows: a sample, so the page stays small. */
export const ASKED_SAMPLE = 10;

export type CourseAskers = AudienceCounts & {
  /** The most asked matching concepts (grouped as on the Demand page), and how many there are in all. */
  sample: ConceptDemand[];
  conceptCount: number;
  /** Where the "a class you asked for is open" messages of this course are. */
  progress: Record<MessageStatus, number>;
};

/** The console's "People who asked" panel of a course. */
export async function courseAskers(db: Db, courseId: number): Promise<CourseAskers> {
  const { concepts, sources } = await askersOf(db, courseId);
  const [counts, searches, progress] = await Promise.all([
    audienceCounts(db, courseId, sources),
    searchesOf(db, concepts),
    messageProgress(db, askedClassOpenKey(courseId)),
  ]);
  const grouped = groupConcepts(searches);
  return { ...counts, sample: grouped.slice(0, ASKED_SAMPLE), conceptCount: grouped.length, progress };
}

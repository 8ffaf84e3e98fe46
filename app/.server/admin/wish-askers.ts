import type { ConceptDemand } from "../../lib/admin/demand.ts";
import type { CourseStatus } from "../../lib/schemas/course.ts";
import type { Db } from "../db/client.ts";
import { audienceCounts, wishAudienceCounts, type AudienceCounts } from "../db/course-audience.ts";
import { askersOf } from "../courses/askers.ts";
import { demandIndex, keyDemands } from "./demand-index.ts";
import { coursesFromWish, pendingOnWishList } from "../db/wish-audience.ts";
import { wishMatchingConcepts } from "../wishes/wish-concepts.ts";

/** The most asked of the matching concepts the wish page shows. */
const WISH_SAMPLE = 10;

export type WishCourse = { id: number; title: string; status: CourseStatus; askers: AudienceCounts };

export type WishAskers = AudienceCounts & {
  /** Addresses that asked for the wish's list and have not confirmed (not among its people). */
  pendingOnList: number;
  /** The most asked of the matching concepts, and how many there are in all. */
  sample: ConceptDemand[];
  conceptCount: number;
  /** The courses made from the wish, each with its own askers' counts (its People who asked panel). */
  courses: WishCourse[];
};

/**
 * The people of a class wish on its console page: its matching searches, sharer, joiners and list,
 * counted like a course's askers. Agreeing to updates is the launch list or the wish's own list (a
 * course made from the wish counts that list as agreement too); nobody is "told" about a wish, only
 * about a course, so that figure belongs to the courses made from it.
 */
export async function wishAskers(db: Db, wishRowId: number): Promise<WishAskers> {
  const keys = await wishMatchingConcepts(db, wishRowId);
  const [counts, byKey, pendingOnList, made] = await Promise.all([
    wishAudienceCounts(db, wishRowId, keys),
    demandIndex(db).then((index) => keyDemands(index, keys, WISH_SAMPLE)),
    pendingOnWishList(db, wishRowId),
    coursesFromWish(db, wishRowId),
  ]);
  const courses = await Promise.all(made.map(async (c) => ({ ...c, askers: await audienceCounts(db, c.id, (await askersOf(db, c.id)).sources) })));
  const sample = byKey.map(({ key, ...demand }) => ({ concept: key, ...demand }));
  return { ...counts, pendingOnList, sample, conceptCount: keys.length, courses };
}

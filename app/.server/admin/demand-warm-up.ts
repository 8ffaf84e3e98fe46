import type { Db } from "../db/client.ts";
import { searchedKeys } from "../searches/searched-keys.ts";
import { ruleCourses } from "../courses/rule-courses.ts";
import { askersOf } from "../courses/askers.ts";
import { demandIndex } from "./demand-index.ts";
import { readOfferedCourses } from "../courses/offered-courses.ts";
import { demand } from "./demand.ts";

/**
 * Reads, after a start and in the background, what the Demand page and a course's askers need: the
 * concept keys and the courses each asks for (kept by matching, db/concept-matches.ts; matched and
 * kept now for keys it has not seen), each offered course's askers (kept in course_askers, brought
 * up to date with the searches since), the searches (kept in demand_snapshots, read from there and
 * then only the new ones) and their groups. The operator's first call after a start then finds them
 * held instead of waiting. Brought up to date once more at the end, which keeps the searches and the
 * groups just worked out (demand-index.ts) when enough is new. Resolves to how long it took, in ms.
 */
export async function warmUpDemand(db: Db): Promise<number> {
  const started = performance.now();
  const offered = await readOfferedCourses(db);
  await ruleCourses(db, offered, await searchedKeys(db));
  for (const courseId of offered.views.keys()) await askersOf(db, courseId);
  await demand(db, {});
  await demandIndex(db);
  return Math.round(performance.now() - started);
}

import type { Db } from "../db/client.ts";
import { searchedKeys } from "../db/concept-keys.ts";
import { ruleCourses } from "../db/concept-matches.ts";
import { readOfferedCourses } from "../db/offered-courses.ts";
import { demand } from "./demand.ts";

/**
 * Reads, after a start and in the background, what the Demand page and a course's askers hold in
 * memory: the concept keys and the courses each asks for (kept by matching, db/concept-matches.ts;
 * matched and kept now for keys it has not seen), the searches (a million take seconds to read) and
 * their groups. The operator's first call after a start then finds them held instead of waiting.
 * Resolves to how long it took, in ms.
 */
export async function warmUpDemand(db: Db): Promise<number> {
  const started = performance.now();
  await ruleCourses(db, await readOfferedCourses(db), await searchedKeys(db));
  await demand(db, {});
  return Math.round(performance.now() - started);
}

import type { CourseView } from "../../lib/schemas/course.ts";
import type { FindCourseInput } from "../../lib/schemas/requests.ts";
import { matchCourses } from "../db/courses.ts";
import type { Search } from "../db/schema.ts";
import { insertSearch } from "../db/searches.ts";
import { ensureVisitor } from "../db/visitors.ts";
import { overWriteLimit, type Limited } from "../limits.ts";
import type { Caller, Services } from "../services.ts";

export type RecordSearchOutcome =
  | Limited
  | { kind: "conflict" }
  | { kind: "recorded"; replayed: boolean; search: Search; matches: CourseView[] };

/**
 * A visitor confirms a search: stored once per search_id (a retry answers the same), with up to
 * three related courses ranked from the stored concept, so a replay answers the same courses.
 */
export async function recordSearch(s: Services, caller: Caller, input: FindCourseInput): Promise<RecordSearchOutcome> {
  const limited = await overWriteLimit(s, caller.ip);
  if (limited) return limited;
  const result = await s.db.transaction(async (tx) => {
    await ensureVisitor(tx, caller.visitorId);
    return insertSearch(tx, caller.visitorId, input);
  });
  if (result.outcome === "conflict") return { kind: "conflict" };
  const matches = await matchCourses(s.db, result.search.concept);
  return { kind: "recorded", replayed: result.outcome === "replayed", search: result.search, matches };
}

import type { CourseView } from "../../lib/schemas/course.ts";
import type { FindCourseInput } from "../../lib/schemas/requests.ts";
import type { Search } from "../db/schema.ts";
import { insertSearch } from "../db/searches.ts";
import { overWriteLimit, type Limited } from "../limits.ts";
import type { Caller, Services } from "../services.ts";

export type RecordSearchOutcome =
  | Limited
  | { kind: "conflict" }
  | { kind: "recorded"; replayed: boolean; search: Search; matches: CourseView[] };

/**
 * A visitor confirms a search: stored once per search_id (a retry answers the same), with up to
 * three related courses ranked from the concept, so a replay answers the same courses. Two round
 * trips in all: the rate limit, then one statement that records and ranks.
 */
export async function recordSearch(s: Services, caller: Caller, input: FindCourseInput): Promise<RecordSearchOutcome> {
  const limited = await overWriteLimit(s, caller.ip);
  if (limited) return limited;
  const result = await insertSearch(s.db, caller.visitorId, input);
  if (result.outcome === "conflict") return { kind: "conflict" };
  return { kind: "recorded", replayed: result.outcome === "replayed", search: result.search, matches: result.matches };
}

import type { CourseView } from "../../lib/schemas/course.ts";
import type { FindCourseInput } from "../../lib/schemas/requests.ts";
import type { Search } from "../db/schema.ts";
import { creditReferral } from "../db/referrals.ts";
import { insertSearch } from "../db/searches.ts";
import { overWriteLimit, type Limited } from "../limits.ts";
import type { Caller, Services } from "../services.ts";
import { recordWebhookEvent } from "../webhooks/record-event.ts";

export type RecordSearchOutcome =
  | Limited
  | { kind: "conflict" }
  | { kind: "recorded"; replayed: boolean; search: Search; matches: CourseView[] };

/**
 * A visitor confirms a search: stored once per search_id (a retry answers the same), with up to
 * three related courses ranked from the concept, so a replay answers the same courses. The rate
 * limit, then one statement that records and ranks, with the webhook event and the credit to the
 * shared link the visit came through (only for a new search) in the same transaction.
 */
export async function recordSearch(s: Services, caller: Caller, input: FindCourseInput): Promise<RecordSearchOutcome> {
  const limited = await overWriteLimit(s, caller.ip);
  if (limited) return limited;
  const result = await s.db.transaction(async (tx) => {
    const inserted = await insertSearch(tx, caller.visitorId, input);
    if (inserted.outcome === "created") {
      const { searchId, concept, budget, classSize } = inserted.search;
      // Anonymous demand: what was asked for, never who asked.
      await recordWebhookEvent(tx, s.mail, "search.recorded", { search_id: searchId, concept, budget, class_size: classSize, matched_course_ids: inserted.matches.map((m) => m.id) });
      if (caller.referral) await creditReferral(tx, caller.referral, "search", caller.visitorId);
    }
    return inserted;
  });
  if (result.outcome === "conflict") return { kind: "conflict" };
  return { kind: "recorded", replayed: result.outcome === "replayed", search: result.search, matches: result.matches };
}

import type { CourseView } from "../../lib/schemas/course.ts";
import type { FindCourseInput } from "../../lib/schemas/requests.ts";
import type { Search } from "../db/schema.ts";
import { creditReferral } from "../db/referrals.ts";
import { insertSearch } from "../db/searches.ts";
import { overWriteLimit, type Limited } from "../limits.ts";
import type { Caller, Services } from "../services.ts";
import { queueDeliveries } from "../webhooks/queue-deliveries.ts";
import { webhookBody } from "../webhooks/record-event.ts";

export type RecordSearchOutcome =
  | Limited
  | { kind: "conflict" }
  | { kind: "recorded"; replayed: boolean; search: Search; matches: CourseView[] };

/**
 * A visitor confirms a search: stored once per search_id (a retry answers the same), with up to
 * three related courses ranked from the concept, so a replay answers the same courses. The rate
 * limit, then one statement that records, ranks and (only for a new search) writes the webhook
 * event's deliveries; those then get their queue jobs, which only happens when an endpoint asked
 * for searches (a crash in between leaves them to the webhook worker's sweep). A visit through a
 * shared link credits it after (a count: it needs no transaction with the search).
 */
export async function recordSearch(s: Services, caller: Caller, input: FindCourseInput): Promise<RecordSearchOutcome> {
  const limited = await overWriteLimit(s, caller.ip);
  if (limited) return limited;
  // Anonymous demand: what was asked for, never who asked.
  const body = webhookBody("search.recorded", { search_id: input.search_id, concept: input.concept, budget: input.budget, class_size: input.class_size });
  const result = await insertSearch(s.db, caller.visitorId, input, body);
  if (result.outcome === "conflict") return { kind: "conflict" };
  if (result.outcome === "created") {
    await queueDeliveries(s.db, s.mail, result.deliveryIds);
    if (caller.referral) await creditReferral(s.db, caller.referral, "search", caller.visitorId);
  }
  return { kind: "recorded", replayed: result.outcome === "replayed", search: result.search, matches: result.matches };
}

import type { CourseView } from "../../lib/schemas/course.ts";
import type { FindCourseInput } from "../../lib/schemas/requests.ts";
import type { Search } from "../db/schema.ts";
import { insertEmbedSignup } from "../db/embed-signups.ts";
import { creditReferral } from "../db/referrals.ts";
import { insertSearch } from "../db/searches.ts";
import { offeredCourses, relatedViews } from "../courses/offered-courses.ts";
import { conceptKey } from "../matching/text.ts";
import { overWriteLimit, type Limited } from "../limits.ts";
import type { Caller, Services } from "../services.ts";
import { noteEventWrite, recordOnlyFirst } from "../webhooks/asked-events.ts";
import { queueDeliveries } from "../webhooks/queue-deliveries.ts";
import { webhookBody } from "../webhooks/record-event.ts";

export type RecordSearchOutcome =
  | Limited
  | { kind: "conflict" }
  | { kind: "recorded"; replayed: boolean; search: Search; matches: CourseView[] };

/**
 * A visitor confirms a search: stored once per search_id (a retry answers the same), with up to
 * three related courses ranked from the concept by the matching rule on the offered courses this
 * process holds (offered-courses.ts), before the statement, so the statement only writes; a replay
 * ranks the same concept, so it answers the same courses. The rate limit, then one statement that
 * records and (only for a new search) writes the webhook event's deliveries; those then get their
 * queue jobs, which only happens when an endpoint asked for searches (a crash in between leaves
 * them to the webhook worker's sweep). A visit through a shared link credits it after, and a search
 * through a site's embedded form is noted under that site (counts: they need no transaction with the search).
 */
export async function recordSearch(s: Services, caller: Caller, input: FindCourseInput): Promise<RecordSearchOutcome> {
  const limited = await overWriteLimit(s, caller.ip);
  if (limited) return limited;
  const key = conceptKey(input.concept);
  const { views: matches } = relatedViews(await offeredCourses(s.db), key);
  // Anonymous demand: what was asked for, never who asked.
  const body = webhookBody("search.recorded", {
    search_id: input.search_id,
    concept: input.concept,
    budget: input.budget,
    class_size: input.class_size,
    matched_course_ids: matches.map((c) => c.id),
  });
  const search = { visitorId: caller.visitorId, searchId: input.search_id, concept: input.concept, conceptKey: key, budget: input.budget, classSize: input.class_size };
  const { created, existing, deliveryIds, delivering } = await insertSearch(s.db, search, { type: body.type, body }, recordOnlyFirst(s.db, body.type));
  noteEventWrite(s.db, body.type, { delivering, created: created !== null, deliveryIds });
  if (created) {
    await queueDeliveries(s.db, s.mail, deliveryIds);
    if (caller.referral) await creditReferral(s.db, caller.referral, "search", caller.visitorId);
    if (caller.embedOrigin) await insertEmbedSignup(s.db, caller.embedOrigin, { searchId: created.id });
    return { kind: "recorded", replayed: false, search: created, matches };
  }
  // The same id again: the same visitor's same search is its replay; anything else is a conflict.
  return existing && sameSearch(existing, caller.visitorId, input) ? { kind: "recorded", replayed: true, search: existing, matches } : { kind: "conflict" };
}

const sameSearch = (stored: Search, visitorId: string, input: FindCourseInput) =>
  stored.visitorId === visitorId && stored.concept === input.concept && stored.budget === input.budget && stored.classSize === input.class_size;

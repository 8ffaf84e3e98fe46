import type { CourseView } from "../../lib/schemas/course.ts";
import { classifyCourse } from "../courses/course-for-request.ts";
import { recordInterest } from "../db/interests.ts";
import { overWriteLimit, type Limited } from "../limits.ts";
import type { Caller, Services } from "../services.ts";
import { recordWebhookEvent } from "../webhooks/record-event.ts";

export type RegisterInterestOutcome =
  | Limited
  | { kind: "unknown-course" }
  | { kind: "closed"; course: CourseView }
  | {
      kind: "registered";
      course: CourseView;
      /** False when this visitor had already registered: the interest is on record once. */
      created: boolean;
      /** The browser's confirmed address is on the course's opening list: the notice will reach them. */
      notify: boolean;
    };

/**
 * A visitor presses Register. The interest is demand data only: it puts no address on any list
 * (only a click in a message to the mailbox does), so a browser can never sign someone up. Two
 * The rate limit, then one statement that checks the course and records, with the webhook event
 * (the first registration only) in the same transaction.
 */
export async function registerInterest(s: Services, caller: Caller, courseId: number): Promise<RegisterInterestOutcome> {
  const limited = await overWriteLimit(s, caller.ip);
  if (limited) return limited;
  const { course, created, notify } = await s.db.transaction(async (tx) => {
    const record = await recordInterest(tx, courseId, caller.visitorId);
    if (record.created && record.course) {
      // Demand data, anonymous: the course, not the browser.
      await recordWebhookEvent(tx, s.mail, "interest.registered", { course_id: record.course.id, course_title: record.course.title });
    }
    return record;
  });
  const found = classifyCourse(course);
  if (found.kind !== "offered") return found;
  return { kind: "registered", course: found.course, created, notify };
}

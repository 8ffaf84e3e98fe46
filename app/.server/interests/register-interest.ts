import type { CourseView } from "../../lib/schemas/course.ts";
import { classifyCourse } from "../courses/course-for-request.ts";
import { recordInterest } from "../db/interests.ts";
import { overWriteLimit, type Limited } from "../limits.ts";
import type { Caller, Services } from "../services.ts";
import { noteEventWrite, recordOnlyFirst } from "../webhooks/asked-events.ts";
import { queueDeliveries } from "../webhooks/queue-deliveries.ts";
import { webhookBody } from "../webhooks/record-event.ts";

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
 * (only a click in a message to the mailbox does), so a browser can never sign someone up. The
 * rate limit, then one statement that checks the course, records the interest and, for the first
 * registration, writes the webhook event's deliveries (anonymous: the course, not the browser);
 * their jobs follow, only when some endpoint asked for registrations (a crash in between leaves
 * them to the webhook worker's sweep).
 */
export async function registerInterest(s: Services, caller: Caller, courseId: number): Promise<RegisterInterestOutcome> {
  const limited = await overWriteLimit(s, caller.ip);
  if (limited) return limited;
  const event = webhookBody("interest.registered", {});
  const { course, created, notify, deliveryIds, delivering } = await recordInterest(s.db, courseId, caller.visitorId, event, recordOnlyFirst(s.db, event.type));
  noteEventWrite(s.db, event.type, { delivering, created, deliveryIds });
  await queueDeliveries(s.db, s.mail, deliveryIds);
  const found = classifyCourse(course);
  if (found.kind !== "offered") return found;
  return { kind: "registered", course: found.course, created, notify };
}

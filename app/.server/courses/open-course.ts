import { markOpened } from "../db/courses.ts";
import { queueCourseOpened } from "../mail/outbox.ts";
import { listRecipients } from "../db/subscriptions.ts";
import { fillFreeSeats } from "../seats/seat-changes.ts";
import type { Services } from "../services.ts";

export type OpenCourseOutcome = { kind: "not-found" } | { kind: "opened"; queued: number };

/**
 * The operator opens a course: it is marked opened and every confirmed member of its list is told,
 * once each (opening it again queues nothing twice). One transaction: the status and the notices
 * are committed together.
 */
export async function openCourse(s: Services, courseId: number): Promise<OpenCourseOutcome> {
  return s.db.transaction(async (tx) => {
    const course = await markOpened(tx, courseId);
    if (!course) return { kind: "not-found" };
    // Opened again after a pause: seats freed meanwhile go to its waitlist (the update holds the row's lock).
    await fillFreeSeats(tx, s.mail, course, s.config.publicHost);
    return { kind: "opened", queued: await queueCourseOpened(tx, s.mail, course, listRecipients("course", courseId), s.config.publicHost) };
  });
}

import { noteAskersTold } from "../db/course-audience.ts";
import { askersOf } from "./askers.ts";
import { lockCourseStatus } from "../db/courses.ts";
import { recipientsAmong } from "../db/subscriptions.ts";
import { askedClassOpenKey, queueBulk } from "../mail/outbox.ts";
import type { Services } from "../services.ts";

export type NotifyAskersOutcome = { kind: "not-found" } | { kind: "closed"; title: string } | { kind: "queued"; queued: number };

/**
 * The operator tells the people who asked for a course (course-audience.ts) that it is open: "A class
 * you asked for is open", to each confirmed subscriber among them who agreed to updates, once per
 * person and course. One transaction: the course_notifications rows and the messages are committed
 * together, so whoever is noted has a message queued, and nobody is noted twice. Only an offered
 * course can be announced: a closed one is refused.
 */
export async function notifyAskers(s: Services, courseId: number): Promise<NotifyAskersOutcome> {
  return s.db.transaction(async (tx) => {
    // The course's row lock: two presses (or two operators) at once run one after the other, the
    // second finding everyone noted; and the course cannot close halfway. Not a key lock: bringing
    // the course's held askers up to date (askersOf, on another connection) writes rows that refer
    // to the course, which a full "for update" would keep waiting for this transaction.
    const course = await lockCourseStatus(tx, courseId);
    if (!course) return { kind: "not-found" };
    if (course.status === "closed") return { kind: "closed", title: course.title };
    // Matching reads the held courses and keys (s.db); the askers themselves are read in this transaction.
    const { sources } = await askersOf(s.db, courseId);
    const ids = await noteAskersTold(tx, courseId, sources);
    if (ids.length === 0) return { kind: "queued", queued: 0 };
    const queued = await queueBulk(tx, s.mail, "asked_class_open", askedClassOpenKey(courseId), recipientsAmong(ids), { courseId, courseTitle: course.title }, s.config.publicHost);
    return { kind: "queued", queued };
  });
}

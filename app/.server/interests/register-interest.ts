import type { CourseView } from "../../lib/schemas/course.ts";
import { courseForRequest } from "../courses/course-for-request.ts";
import { insertInterest } from "../db/interests.ts";
import { ensureVisitor, visitorOnCourseList } from "../db/visitors.ts";
import { overWriteLimit, type Limited } from "../limits.ts";
import type { Caller, Services } from "../services.ts";

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
 * (only a click in a message to the mailbox does), so a browser can never sign someone up.
 */
export async function registerInterest(s: Services, caller: Caller, courseId: number): Promise<RegisterInterestOutcome> {
  const limited = await overWriteLimit(s, caller.ip);
  if (limited) return limited;
  const found = await courseForRequest(s.db, courseId);
  if (found.kind !== "offered") return found;
  return s.db.transaction(async (tx) => {
    await ensureVisitor(tx, caller.visitorId);
    const created = await insertInterest(tx, courseId, caller.visitorId);
    return { kind: "registered", course: found.course, created, notify: await visitorOnCourseList(tx, caller.visitorId, courseId) };
  });
}

import type { CourseView } from "../../lib/schemas/course.ts";
import { classifyCourse } from "../courses/course-for-request.ts";
import { recordInterest } from "../db/interests.ts";
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
 * (only a click in a message to the mailbox does), so a browser can never sign someone up. Two
 * round trips in all: the rate limit, then one statement that checks the course and records.
 */
export async function registerInterest(s: Services, caller: Caller, courseId: number): Promise<RegisterInterestOutcome> {
  const limited = await overWriteLimit(s, caller.ip);
  if (limited) return limited;
  const { course, created, notify } = await recordInterest(s.db, courseId, caller.visitorId);
  const found = classifyCourse(course);
  if (found.kind !== "offered") return found;
  return { kind: "registered", course: found.course, created, notify };
}

import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import type { CourseView } from "../../lib/course.ts";
import type { Db } from "./client.ts";
import { findCourse } from "./courses.ts";
import { courseInterests, subscribers, subscriptions, visitors } from "./schema.ts";
import { ensureVisitor } from "./visitors.ts";

export type RecordInterestResult =
  | { outcome: "unknown-course" }
  | { outcome: "closed"; course: CourseView }
  | {
      outcome: "created" | "duplicate";
      course: CourseView;
      /** True when the visitor's subscriber is on this course's opening list (the notice will reach them). */
      notify: boolean;
    };

/**
 * Records a visitor's interest in a course once (a second Register changes nothing). When the
 * visitor already gave an e-mail that is still subscribed, that subscriber joins the course's
 * opening list in the same transaction: "we'll notify you" is kept by the server, not the device.
 */
export async function recordInterest(db: Db, visitorId: string, courseId: number): Promise<RecordInterestResult> {
  const course = await findCourse(db, courseId);
  if (!course) return { outcome: "unknown-course" };
  if (course.status === "closed") return { outcome: "closed", course };

  return db.transaction(async (tx) => {
    await ensureVisitor(tx, visitorId);
    const [created] = await tx
      .insert(courseInterests)
      .values({ courseId, visitorId })
      .onConflictDoNothing({ target: [courseInterests.courseId, courseInterests.visitorId] })
      .returning({ id: courseInterests.id });

    const [subscriber] = await tx
      .select({ id: subscribers.id })
      .from(visitors)
      .innerJoin(subscribers, eq(subscribers.id, visitors.subscriberId))
      .where(and(eq(visitors.id, visitorId), ne(subscribers.status, "unsubscribed")));
    if (subscriber) {
      await tx.insert(subscriptions).values({ subscriberId: subscriber.id, list: "course", courseId }).onConflictDoNothing();
    }
    return { outcome: created ? "created" : "duplicate", course, notify: subscriber !== undefined };
  });
}


/**
 * SQL condition: the subscriber registered for the course, either on the course's opening list or
 * through a Register click from a browser linked to them. The one definition of who is told when
 * a course opens (and of who the console counts for it).
 */
export const registeredForCourse = (subscriberId: SQL, courseId: SQL): SQL => sql`(
  exists (select 1 from subscriptions x where x.subscriber_id = ${subscriberId} and x.list = 'course' and x.course_id = ${courseId})
  or exists (select 1 from course_interests ci join visitors v on v.id = ci.visitor_id
             where v.subscriber_id = ${subscriberId} and ci.course_id = ${courseId}))`;

import { sql } from "drizzle-orm";
import type { CourseView } from "../../lib/schemas/course.ts";
import type { Executor } from "./client.ts";
import { toCourseView, visibleColumns, type VisibleCourse } from "./courses.ts";

export type InterestRecord = {
  /** The course asked about, or undefined when there is none. */
  course: CourseView | undefined;
  /** This call recorded the interest (false: it was on record already, or the course is closed). */
  created: boolean;
  /** The visitor's confirmed address is an active member of the course's list. */
  notify: boolean;
};

/**
 * A visitor's interest in a course, recorded once, with the visitor, when the course is offered
 * (not closed: the rule of courses/course-for-request.ts): one statement, one round trip, that also
 * answers what the page needs (the course, and whether its opening notice will reach this browser).
 */
export async function recordInterest(db: Executor, courseId: number, visitorId: string): Promise<InterestRecord> {
  const result = (await db.execute(sql`
    with course as (
      select ${visibleColumns} from courses c where c.id = ${courseId}
    ), visitor as (
      insert into visitors (id) select ${visitorId} from course where course.status <> 'closed' on conflict do nothing
    ), created as (
      insert into course_interests (course_id, visitor_id)
      select ${courseId}, ${visitorId} from course where course.status <> 'closed'
      on conflict (course_id, visitor_id) do nothing
      returning id
    )
    select
      (select row_to_json(course) from course) as course,
      exists (select 1 from created) as created,
      exists (
        select 1 from visitors v
        join subscribers s on s.id = v.subscriber_id and s.status = 'confirmed'
        join subscriptions x on x.subscriber_id = s.id and x.list = 'course' and x.course_id = ${courseId} and x.state = 'active'
        where v.id = ${visitorId}
      ) as notify
  `)) as unknown as { rows: Array<{ course: VisibleCourse | null; created: boolean; notify: boolean }> };
  const row = result.rows[0]!;
  return { course: row.course ? toCourseView(row.course) : undefined, created: row.created, notify: row.notify };
}

import { sql } from "drizzle-orm";
import type { CourseView } from "../../lib/schemas/course.ts";
import type { WebhookBody } from "../webhooks/record-event.ts";
import { preparedStatement, type Db } from "./client.ts";
import { toCourseView, visibleColumns, type VisibleCourse } from "./courses.ts";
import { deliveriesInsert } from "./webhooks.ts";

export type InterestRecord = {
  /** The course asked about, or undefined when there is none. */
  course: CourseView | undefined;
  /** This call recorded the interest (false: it was on record already, or the course is closed). */
  created: boolean;
  /** The visitor's confirmed address is an active member of the course's list. */
  notify: boolean;
  /** The webhook deliveries of a first registration, still without their queue jobs. */
  deliveryIds: number[];
};

type Row = { course: VisibleCourse | null; created: boolean; notify: boolean; delivery_ids: number[] };
type Values = { courseId: number; visitorId: string; eventType: string; event: string };

const recordStatement = preparedStatement<Row, Values>((value) => sql`
    with course as (
      select ${visibleColumns} from courses c where c.id = ${value("courseId")}
    ), visitor as (
      insert into visitors (id) select ${value("visitorId")} from course where course.status <> 'closed' on conflict do nothing
    ), created as (
      insert into course_interests (course_id, visitor_id)
      select ${value("courseId")}, ${value("visitorId")} from course where course.status <> 'closed'
      on conflict (course_id, visitor_id) do nothing
      returning id
    ), deliveries as (
      ${deliveriesInsert(
        value("eventType"),
        sql`jsonb_set(${value("event")}::jsonb, '{data}', (select jsonb_build_object('course_id', course.id, 'course_title', course.title) from course))`,
        { happened: sql`select 1 from created`, enqueued: false },
      )}
    )
    select
      (select row_to_json(course) from course) as course,
      exists (select 1 from created) as created,
      exists (
        select 1 from visitors v
        join subscribers s on s.id = v.subscriber_id and s.status = 'confirmed'
        join subscriptions x on x.subscriber_id = s.id and x.list = 'course' and x.course_id = ${value("courseId")} and x.state = 'active'
        where v.id = ${value("visitorId")}
      ) as notify,
      (select coalesce(json_agg(id), '[]'::json) from deliveries) as delivery_ids
  `);

/**
 * A visitor's interest in a course, recorded once, with the visitor, when the course is offered
 * (not closed: the rule of courses/course-for-request.ts): one statement, one round trip, that also
 * answers what the page needs (the course, and whether its opening notice will reach this browser)
 * and, for a first registration, writes the event's webhook deliveries (`event`: its body, whose
 * data becomes the course's id and title) without their jobs (queueDeliveries gives them theirs).
 */
export async function recordInterest(db: Db, courseId: number, visitorId: string, event: WebhookBody): Promise<InterestRecord> {
  const [row] = await recordStatement(db, { courseId, visitorId, eventType: event.type, event: JSON.stringify(event) });
  return {
    course: row!.course ? toCourseView(row!.course) : undefined,
    created: row!.created,
    notify: row!.notify,
    deliveryIds: row!.delivery_ids.map(Number),
  };
}

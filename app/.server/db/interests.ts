import { sql, type Placeholder, type SQL } from "drizzle-orm";
import type { CourseView } from "../../lib/schemas/course.ts";
import type { WebhookBody } from "../webhooks/record-event.ts";
import { preparedStatement, type Db } from "./client.ts";
import { toCourseView, visibleColumns, type VisibleCourse } from "./courses.ts";
import { deliveriesInsert, eventAsked, eventUnasked, writeWithEvent } from "./webhooks.ts";

export type InterestRecord = {
  /** The course asked about, or undefined when there is none. */
  course: CourseView | undefined;
  /** This call recorded the interest (false: it was on record already, or the course is closed). */
  created: boolean;
  /** The visitor's confirmed address is an active member of the course's list. */
  notify: boolean;
  /** The webhook deliveries of a first registration, still without their queue jobs. */
  deliveryIds: number[];
  /** The statement with the deliveries wrote it (writeWithEvent). */
  delivering: boolean;
};

type Row = { course: VisibleCourse | null; created: boolean; notify: boolean; delivery_ids: number[] };
type Values = { courseId: number; visitorId: string; eventType: string; event: string };
type Value = (name: "courseId" | "visitorId") => Placeholder;

/** The course, and the visitor and the interest when it is offered (each once). */
const courseVisitorInterest = (value: Value, onlyIf?: SQL) => sql`
    with course as (
      select ${visibleColumns} from courses c where c.id = ${value("courseId")}
    ), visitor as (
      insert into visitors (id) select ${value("visitorId")} from course where course.status <> 'closed' on conflict do nothing
    ), created as (
      insert into course_interests (course_id, visitor_id)
      select ${value("courseId")}, ${value("visitorId")} from course where course.status <> 'closed'${onlyIf ? sql` and ${onlyIf}` : sql``}
      on conflict (course_id, visitor_id) do nothing
      returning id
    )`;
const answer = (value: Value) => sql`
      (select row_to_json(course) from course) as course,
      exists (select 1 from created) as created,
      exists (
        select 1 from visitors v
        join subscribers s on s.id = v.subscriber_id and s.status = 'confirmed'
        join subscriptions x on x.subscriber_id = s.id and x.list = 'course' and x.course_id = ${value("courseId")} and x.state = 'active'
        where v.id = ${value("visitorId")}
      ) as notify`;

/** Records and writes the event's deliveries: while an endpoint asks for registrations. */
const recordDeliverStatement = preparedStatement<Row, Values>("interest_record_deliver", (value) => sql`
    ${courseVisitorInterest(value)}, deliveries as (
      ${deliveriesInsert(
        value("eventType"),
        sql`jsonb_set(${value("event")}::jsonb, '{data}', (select jsonb_build_object('course_id', course.id, 'course_title', course.title) from course))`,
        { happened: sql`select 1 from created`, enqueued: false },
      )}
    )
    select ${answer(value)},
      (select coalesce(json_agg(id), '[]'::json) from deliveries) as delivery_ids
  `);

/**
 * Records only, while no endpoint asks for registrations, and says whether one does after all (one
 * added a moment ago): then it recorded nothing, and the statement with the deliveries records it.
 */
const recordStatement = preparedStatement<Written & { asked: boolean }, Omit<Values, "event">>("interest_record", (value) => sql`
    ${courseVisitorInterest(value, eventUnasked(value("eventType")))}
    select ${answer(value)}, ${eventAsked(value("eventType"))} as asked
  `);

/**
 * A visitor's interest in a course, recorded once, with the visitor, when the course is offered
 * (not closed: the rule of courses/course-for-request.ts): one statement, one round trip, that also
 * answers what the page needs (the course, and whether its opening notice will reach this browser)
 * and, for a first registration, writes the event's webhook deliveries (`event`: its body, whose
 * data becomes the course's id and title) without their jobs (queueDeliveries gives them theirs);
 * while no endpoint asks for registrations it leaves them out (webhooks.ts says how one added since
 * still gets it).
 */
export async function recordInterest(db: Db, courseId: number, visitorId: string, event: WebhookBody, recordOnlyFirst = false): Promise<InterestRecord> {
  const values = { courseId, visitorId, eventType: event.type };
  const { written, deliveryIds, delivering } = await writeWithEvent<Written>(recordOnlyFirst, {
    withDeliveries: async () => {
      const [row] = await recordDeliverStatement(db, { ...values, event: JSON.stringify(event) });
      return { written: row!, deliveryIds: row!.delivery_ids.map(Number) };
    },
    recordOnly: async () => {
      const [row] = await recordStatement(db, values);
      return { written: row!, asked: row!.asked };
    },
  });
  return { course: written.course ? toCourseView(written.course) : undefined, created: written.created, notify: written.notify, deliveryIds, delivering };
}

type Written = Omit<Row, "delivery_ids">;

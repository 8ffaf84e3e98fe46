import { asc, eq, sql, type SQL } from "drizzle-orm";
import type { Segment } from "../../lib/schemas/segments.ts";
import type { Executor } from "./client.ts";
import { categories, courses } from "./schema.ts";
import { listRecipients, onList, reachable } from "./subscriptions.ts";

// A newsletter's segment as the query of its recipients: the one definition the console's count
// (a dry run of the send) and the send itself both use, so the count shown is what is queued.

/**
 * Who asked for a course of the category: its list, a Register click from a browser linked to
 * them, or a seat. One set, not a check per subscriber: 0.7 s against 2.9 s with 200,000
 * subscribers, 100,000 of them on the newsletter list (measured on PostgreSQL 18).
 */
const askedForCategory = (category: string): SQL => sql`s.id in (
  select x.subscriber_id from subscriptions x join courses c on c.id = x.course_id where c.category = ${category}
  union select v.subscriber_id from visitors v join course_interests ci on ci.visitor_id = v.id join courses c on c.id = ci.course_id where c.category = ${category}
  union select st.subscriber_id from seats st join courses c on c.id = st.course_id where c.category = ${category})`;

export function segmentRecipients(segment: Segment): SQL {
  switch (segment.kind) {
    case "list":
      return listRecipients(segment.list);
    case "course":
      return listRecipients("course", segment.courseId);
    case "category":
      return sql`select s.id from subscribers s where ${reachable} and ${onList(sql`s.id`, "newsletter")} and ${askedForCategory(segment.category)}`;
    case "source":
      return sql`select s.id from subscribers s where ${reachable} and ${onList(sql`s.id`, "newsletter")} and s.source = ${segment.source}`;
  }
}

/** Whether the course or the category a segment names exists. */
export async function courseExists(db: Executor, id: number): Promise<boolean> {
  return (await db.select({ id: courses.id }).from(courses).where(eq(courses.id, id))).length > 0;
}

export async function categoryExists(db: Executor, name: string): Promise<boolean> {
  return (await db.select({ name: categories.name }).from(categories).where(eq(categories.name, name))).length > 0;
}

/** What a segment can name: every course (by title) and every category (by name). */
export async function segmentTargets(db: Executor) {
  const [courseRows, categoryRows] = await Promise.all([
    db.select({ id: courses.id, title: courses.title }).from(courses).orderBy(asc(courses.title)),
    db.select({ name: categories.name }).from(categories).orderBy(asc(categories.name)),
  ]);
  return { courseRows, categoryRows };
}

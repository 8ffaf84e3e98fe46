import { and, asc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { formatCoursePrice, formatDuration, isCourseSlug, type CatalogRanges, type CourseView } from "../../lib/schemas/course.ts";
import type { Db, Executor } from "./client.ts";
import { courses, type Course } from "./schema.ts";

/** Seats of the course not yet held: the class size less the held seats, never below 0. */
export const seatsLeftOf = (courseId: SQL, classSize: SQL) =>
  sql<number>`greatest(${classSize} - (select count(*) from seats st where st.course_id = ${courseId} and st.state = 'held'), 0)::int`;

/** The columns a visitor may see (never the search vector or bookkeeping times). */
const visible = {
  id: courses.id,
  title: courses.title,
  slug: courses.slug,
  instructor: courses.instructor,
  ratingScore: courses.ratingScore,
  ratingCount: courses.ratingCount,
  durationWeeks: courses.durationWeeks,
  priceAmount: courses.priceAmount,
  currency: courses.currency,
  category: courses.category,
  level: courses.level,
  description: courses.description,
  status: courses.status,
  classSize: courses.classSize,
  startsAt: courses.startsAt,
  // Qualified by hand: Drizzle writes a lone table's columns unqualified, and inside the subquery an
  // unqualified "id" would be the seat's.
  seatsLeft: seatsLeftOf(sql`"courses"."id"`, sql`"courses"."class_size"`),
};
/** startsAt is a string when the row comes as JSON built in SQL. */
export type VisibleCourse = Pick<Course, Exclude<keyof typeof visible, "seatsLeft" | "startsAt">> & { seatsLeft: number; startsAt: Date | string | null };

export function toCourseView(c: VisibleCourse): CourseView {
  return {
    id: c.id,
    title: c.title,
    slug: c.slug,
    instructor: c.instructor,
    rating: { score: c.ratingScore, count: c.ratingCount, icon: "star" },
    duration: formatDuration(c.durationWeeks),
    duration_weeks: c.durationWeeks,
    price: formatCoursePrice(c.priceAmount, c.currency),
    price_amount: c.priceAmount,
    currency: c.currency,
    category: c.category,
    level: c.level,
    description: c.description,
    status: c.status,
    class_size: c.classSize,
    seats_left: Number(c.seatsLeft),
    starts_at: c.startsAt === null ? null : new Date(c.startsAt).toISOString(),
  };
}

/** Upcoming trial courses in a stable order: closed ones are no longer offered. */
export async function listCourses(db: Db): Promise<CourseView[]> {
  const rows = await db.select(visible).from(courses).where(ne(courses.status, "closed")).orderBy(asc(courses.id));
  return rows.map(toCourseView);
}

/** Those of the courses that have opened (their notice has gone out). */
export async function openedCourses(db: Executor, ids: number[]): Promise<Array<{ id: number; title: string }>> {
  if (ids.length === 0) return [];
  return db.select({ id: courses.id, title: courses.title }).from(courses).where(and(eq(courses.status, "opened"), inArray(courses.id, ids)));
}

export async function findCourse(db: Executor, id: number): Promise<CourseView | undefined> {
  const [row] = await db.select(visible).from(courses).where(eq(courses.id, id));
  return row ? toCourseView(row) : undefined;
}

/** A course by its page's slug, whatever its status (a closed course's page says so). */
export async function findCourseBySlug(db: Executor, slug: string): Promise<CourseView | undefined> {
  // An address no slug can be names no course (and a NUL in it would be refused by PostgreSQL).
  if (!isCourseSlug(slug)) return undefined;
  const [row] = await db.select(visible).from(courses).where(eq(courses.slug, slug));
  return row ? toCourseView(row) : undefined;
}

/** The slugs of the offered courses, for the sitemap. */
export async function offeredCourseSlugs(db: Db): Promise<Array<{ slug: string; updatedAt: Date }>> {
  return db.select({ slug: courses.slug, updatedAt: courses.updatedAt }).from(courses).where(ne(courses.status, "closed")).orderBy(asc(courses.id));
}

/** The visible columns of `courses c`, named as VisibleCourse (for JSON built in SQL). */
export const visibleColumns = sql`c.id, c.title, c.slug, c.instructor, c.rating_score as "ratingScore", c.rating_count as "ratingCount",
  c.duration_weeks as "durationWeeks", c.price_amount as "priceAmount", c.currency, c.category, c.level, c.description, c.status,
  c.class_size as "classSize", c.starts_at as "startsAt", ${seatsLeftOf(sql`c.id`, sql`c.class_size`)} as "seatsLeft"`;

/**
 * The catalog's ranges as the FAQ states them: prices (Singapore dollars) and durations of the
 * courses offered now (not closed). Null while no course is offered.
 */
export async function catalogRanges(db: Executor): Promise<CatalogRanges | null> {
  const [row] = await db
    .select({
      minPrice: sql<number | null>`min(${courses.priceAmount}) filter (where ${courses.currency} = 'SGD')`,
      maxPrice: sql<number | null>`max(${courses.priceAmount}) filter (where ${courses.currency} = 'SGD')`,
      minWeeks: sql<number | null>`min(${courses.durationWeeks})`,
      maxWeeks: sql<number | null>`max(${courses.durationWeeks})`,
    })
    .from(courses)
    .where(ne(courses.status, "closed"));
  if (!row || row.minWeeks === null || row.maxWeeks === null) return null;
  return {
    price: row.minPrice === null || row.maxPrice === null ? null : { min: Number(row.minPrice), max: Number(row.maxPrice) },
    weeks: { min: Number(row.minWeeks), max: Number(row.maxWeeks) },
  };
}

/** Marks the course opened (its row locked until the transaction ends); the course as a seat change needs it, or undefined. */
export async function markOpened(tx: Executor, courseId: number) {
  const [course] = await tx
    .update(courses)
    .set({ status: "opened", updatedAt: new Date() })
    .where(eq(courses.id, courseId))
    .returning({ id: courses.id, title: courses.title, slug: courses.slug, status: courses.status, classSize: courses.classSize, startsAt: courses.startsAt });
  return course;
}

/**
 * The course's title and status under a "no key update" lock: presses run one after the other, and
 * the course cannot close meanwhile, while rows that refer to it can still be written.
 */
export async function lockCourseStatus(tx: Executor, courseId: number) {
  const [course] = await tx.select({ title: courses.title, status: courses.status }).from(courses).where(eq(courses.id, courseId)).for("no key update");
  return course;
}

/** The ids of the courses not closed. */
export async function unclosedCourseIds(db: Executor): Promise<number[]> {
  const rows = await db.execute<{ id: number }>(sql`select id from courses where status <> 'closed'`);
  return rows.rows.map((r) => Number(r.id));
}

import { and, asc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { formatCoursePrice, formatDuration, type CourseView } from "../../lib/schemas/course.ts";
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
  const [row] = await db.select(visible).from(courses).where(eq(courses.slug, slug));
  return row ? toCourseView(row) : undefined;
}

/** The slugs of the offered courses, for the sitemap. */
export async function offeredCourseSlugs(db: Db): Promise<Array<{ slug: string; updatedAt: Date }>> {
  return db.select({ slug: courses.slug, updatedAt: courses.updatedAt }).from(courses).where(ne(courses.status, "closed")).orderBy(asc(courses.id));
}

// Enough words for any concept (200 characters at most); caps the query's size all the same.
const MAX_TERMS = 40;

/**
 * Turns free text into a websearch_to_tsquery input that matches ANY of its words: a concept is a
 * sentence ("What really happens inside a black hole?"), and requiring every word would match
 * nothing. Only letters and digits pass, so no quote, minus or "or" of the visitor changes the
 * query's meaning; the database drops stop words and stems the rest.
 */
export function anyWordQuery(concept: string): string {
  const words = concept
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== "" && w.toLowerCase() !== "or")
    .slice(0, MAX_TERMS);
  return words.join(" or ");
}

/** The visible columns of `courses c`, named as VisibleCourse (for JSON built in SQL). */
export const visibleColumns = sql`c.id, c.title, c.slug, c.instructor, c.rating_score as "ratingScore", c.rating_count as "ratingCount",
  c.duration_weeks as "durationWeeks", c.price_amount as "priceAmount", c.currency, c.category, c.level, c.description, c.status,
  c.class_size as "classSize", c.starts_at as "startsAt", ${seatsLeftOf(sql`c.id`, sql`c.class_size`)} as "seatsLeft"`;

/** How many related courses a search is shown (the page's *Trial courses close to …*). */
export const RELATED_COURSES = 3;

/**
 * The related-courses rule, in one place: up to `limit` offered courses whose document matches the
 * query, best first — PostgreSQL full-text search over title (weighted most), category and
 * description, ranked by ts_rank; ties go to the lower id so a replayed search answers the same.
 * `query` is a tsquery: searchQuery of a concept, or a column of many concepts' queries.
 */
export function relatedCourses(query: SQL, columns: SQL, limit = RELATED_COURSES): SQL {
  return sql`select ${columns}
    from ${courses} c
    where c.status <> 'closed' and c.search_vector @@ ${query}
    order by ts_rank(c.search_vector, ${query}) desc, c.id asc
    limit ${limit}`;
}

/**
 * A concept's query for the related courses: anyWordQuery's text (SQL: a parameter or a column),
 * parsed as a web search. As a subquery, so a prepared statement parses its parameter once: in a
 * generic plan the bare function call is evaluated again for every course it is tested and ranked
 * against (15 µs of PostgreSQL's CPU per search, measured).
 */
export const searchQuery = (text: SQL) => sql`(select websearch_to_tsquery('english', ${text}))`;

/**
 * Which of the concepts no offered course matches (the same matching as a search's): one
 * statement for all of them, in their order.
 */
export async function unmatchedConcepts(db: Executor, concepts: string[]): Promise<Set<number>> {
  if (concepts.length === 0) return new Set();
  const queries = concepts.map(anyWordQuery);
  const result = (await db.execute(sql`
    select q.n - 1 as index from unnest(${sql.param(queries)}::text[]) with ordinality as q(text, n)
    where q.text = '' or not exists (
      select 1 from ${courses} c
      where c.status <> 'closed' and c.search_vector @@ websearch_to_tsquery('english', q.text))
  `)) as unknown as { rows: Array<{ index: number | string }> };
  return new Set(result.rows.map((r) => Number(r.index)));
}

import { asc, eq, sql } from "drizzle-orm";
import type { Db, Executor } from "./client.ts";
import { courses, type Course } from "./schema.ts";
import { onList, reachable } from "./subscriptions.ts";

// The console's courses (admin/courses.ts): each with its demand, and the rows its forms write.

// Correlated subqueries name the outer table in plain SQL: Drizzle writes its columns unqualified,
// and inside a subquery an unqualified "id" would mean the inner table's.
export async function courseDemandRows(db: Db) {
  return db
    .select({
      id: courses.id,
      title: courses.title,
      category: courses.category,
      status: courses.status,
      priceAmount: courses.priceAmount,
      currency: courses.currency,
      ratingScore: courses.ratingScore,
      ratingCount: courses.ratingCount,
      classSize: courses.classSize,
      registrations: sql<number>`(select count(*) from course_interests ci where ci.course_id = courses.id)::int`,
      heldSeats: sql<number>`(select count(*) from seats st where st.course_id = courses.id and st.state = 'held')::int`,
      waiting: sql<number>`(select count(*) from seats st where st.course_id = courses.id and st.state = 'waiting')::int`,
      // The same rule as openCourse's recipients, so the figure is what opening would send.
      confirmedSubscribers: sql<number>`(select count(*) from subscribers s where ${reachable}
        and ${onList(sql`s.id`, "course", sql`courses.id`)})::int`,
    })
    .from(courses)
    .orderBy(asc(courses.id));
}

export async function getCourse(db: Db, id: number): Promise<Course | undefined> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id));
  return row;
}

/** Inserts a course (a unique or foreign-key violation is thrown for the caller to name); its id. */
export async function insertCourse(db: Db, values: typeof courses.$inferInsert): Promise<number> {
  const [row] = await db.insert(courses).values(values).returning({ id: courses.id });
  return row!.id;
}

/** Updates a course from its form; its id, or undefined when there is no such course. */
export async function updateCourseRow(db: Executor, id: number, values: Partial<typeof courses.$inferInsert>): Promise<number | undefined> {
  const [row] = await db
    .update(courses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(courses.id, id))
    .returning({ id: courses.id });
  return row?.id;
}

import { sql } from "drizzle-orm";
import { shownCount, type ShareSettings } from "../../lib/schemas/share-settings.ts";
import type { CourseProof } from "../../lib/schemas/share-view.ts";
import type { Executor } from "./client.ts";

// Social proof that is true: read from the database each time a page is rendered, from the counts
// the database keeps (course_counts, migration 0023; the page caches drop a page when they change),
// and hidden below the operator's threshold. "Want this": the browsers that registered interest in
// the course (each once). "On the waitlist": confirmed requests waiting for a seat of a full course.

type Row = { id: number; wanting: number; waiting: number };

const proofOf = (row: Row, settings: ShareSettings): CourseProof => ({
  wanting: shownCount(row.wanting, settings),
  waiting: shownCount(row.waiting, settings),
});

const counts = (where: ReturnType<typeof sql>) => sql`
  select c.id, coalesce(k.wanting, 0) as wanting, coalesce(k.waiting, 0) as waiting
  from courses c left join course_counts k on k.course_id = c.id where ${where}`;

/** Every offered course's figures, by course id. */
export async function courseProofs(db: Executor, settings: ShareSettings): Promise<Record<number, CourseProof>> {
  const { rows } = await db.execute<Row>(counts(sql`c.status <> 'closed'`));
  return Object.fromEntries(rows.map((r) => [r.id, proofOf(r, settings)]));
}

/** One course's figures (its page). */
export async function courseProof(db: Executor, courseId: number, settings: ShareSettings): Promise<CourseProof> {
  const { rows } = await db.execute<Row>(counts(sql`c.id = ${courseId}`));
  return rows[0] ? proofOf(rows[0], settings) : { wanting: null, waiting: null };
}

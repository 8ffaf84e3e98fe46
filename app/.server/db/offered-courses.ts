import { sql } from "drizzle-orm";
import { correctionsInForce, type CorrectionInForce } from "./demand-corrections.ts";
import type { Executor } from "./client.ts";
import { visibleColumns, type VisibleCourse } from "./courses.ts";

// The offered courses as matching reads them (courses/offered-courses.ts makes them ready and holds them).

/**
 * The courses not closed, as JSON as the course pages read them (a numeric rating is a number
 * there), and the operator's corrections in the same statement (a search that finds no courses
 * held reads them with one).
 */
export async function readOfferedRows(db: Executor): Promise<{ courses: VisibleCourse[]; corrections: CorrectionInForce[] }> {
  const { rows } = await db.execute<{ courses: VisibleCourse[]; corrections: CorrectionInForce[] }>(sql`
    select (select coalesce(json_agg(m order by m.id), '[]') from (select ${visibleColumns} from courses c where c.status <> 'closed') m) as courses,
      (select coalesce(json_agg(x), '[]') from (${correctionsInForce}) x) as corrections`);
  return rows[0]!;
}

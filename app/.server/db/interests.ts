import type { Executor } from "./client.ts";
import { courseInterests } from "./schema.ts";

/** Records a visitor's interest in a course once; returns whether this call recorded it. */
export async function insertInterest(tx: Executor, courseId: number, visitorId: string): Promise<boolean> {
  const [created] = await tx
    .insert(courseInterests)
    .values({ courseId, visitorId })
    .onConflictDoNothing({ target: [courseInterests.courseId, courseInterests.visitorId] })
    .returning({ id: courseInterests.id });
  return created !== undefined;
}

import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "./client.ts";
import { subscribers, subscriptions, visitors } from "./schema.ts";

/** Makes sure the anonymous visitor has a row; cheap and safe to call before every write. */
export async function ensureVisitor(db: Executor, visitorId: string): Promise<void> {
  await db.insert(visitors).values({ id: visitorId }).onConflictDoNothing();
}

/**
 * Links browsers to the subscriber whose mailbox confirmed their requests: from then on their
 * searches and registrations belong to that person. Nothing else ever links a browser.
 */
export async function linkVisitors(tx: Executor, visitorIds: string[], subscriberId: number): Promise<void> {
  if (visitorIds.length === 0) return;
  await tx.update(visitors).set({ subscriberId }).where(inArray(visitors.id, visitorIds));
}

/** What the visitor may know about themselves: never anyone else's data, never the address itself. */
export async function visitorState(db: Executor, visitorId: string): Promise<{ has_email: boolean }> {
  const [row] = await db
    .select({ status: subscribers.status })
    .from(visitors)
    .innerJoin(subscribers, eq(subscribers.id, visitors.subscriberId))
    .where(eq(visitors.id, visitorId));
  return { has_email: row !== undefined && row.status !== "unsubscribed" };
}

/** Whether the browser's confirmed address is an active member of the course's list. */
export async function visitorOnCourseList(db: Executor, visitorId: string, courseId: number): Promise<boolean> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(visitors)
    .innerJoin(subscribers, eq(subscribers.id, visitors.subscriberId))
    .innerJoin(subscriptions, eq(subscriptions.subscriberId, subscribers.id))
    .where(
      and(
        eq(visitors.id, visitorId),
        eq(subscribers.status, "confirmed"),
        eq(subscriptions.list, "course"),
        eq(subscriptions.courseId, courseId),
        eq(subscriptions.state, "active"),
      ),
    );
  return rows.length > 0;
}

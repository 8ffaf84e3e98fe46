import { eq } from "drizzle-orm";
import type { Executor } from "./client.ts";
import { subscribers, visitors } from "./schema.ts";

/**
 * Links the browser that pressed Confirm on a link from the mailbox to that subscriber: from then
 * on its searches and registrations belong to that person. Holding the link is the proof; nothing
 * else ever links a browser (typing an address proves nothing).
 */
export async function linkVisitor(tx: Executor, visitorId: string, subscriberId: number): Promise<void> {
  await tx.insert(visitors).values({ id: visitorId, subscriberId }).onConflictDoUpdate({ target: visitors.id, set: { subscriberId } });
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


import { eq, sql } from "drizzle-orm";
import type { Executor } from "./client.ts";
import { subscribers, visitors } from "./schema.ts";

/**
 * Links the browser that pressed Confirm on a link from the mailbox (a list's confirmation, a
 * seat's) to that subscriber: from then on its searches and registrations belong to that person,
 * and its requests for that mailbox are the owner's (provesMailbox). Holding the link is the proof;
 * nothing else ever links a browser (typing an address proves nothing).
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


/**
 * Whether this browser has proven the subscriber's mailbox: it is linked (it pressed a button on a
 * link from the mailbox) to an address of the same mailbox (subscribers.mailbox: any spelling).
 * Such a browser asks as the mailbox's owner, not as a stranger typing an address.
 */
export async function provesMailbox(db: Executor, visitorId: string, subscriberId: number): Promise<boolean> {
  const result = await db.execute<{ proven: boolean }>(sql`
    select exists (
      select 1 from ${visitors} v
      join ${subscribers} linked on linked.id = v.subscriber_id
      join ${subscribers} asked on asked.mailbox = linked.mailbox
      where v.id = ${visitorId} and asked.id = ${subscriberId}
    ) as proven`);
  return result.rows[0]?.proven === true;
}

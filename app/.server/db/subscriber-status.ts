import { eq, sql } from "drizzle-orm";
import { dropPendingMail, queueConfirmation } from "../mail/outbox.ts";
import type { MailQueue } from "../mail/queue.ts";
import type { Db } from "./client.ts";
import { courses, subscribers, subscriptions, type Subscriber } from "./schema.ts";

// The subscription lifecycle after the first consent: confirm (double opt-in), unsubscribe (from
// every list, at once), and subscribe again (which needs a new confirmation).

export async function findSubscriber(db: Db, id: number): Promise<Subscriber | undefined> {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.id, id));
  return row;
}

export type ListMembership = { list: "launch" | "newsletter" | "course"; courseTitle: string | null };

export async function listMemberships(db: Db, subscriberId: number): Promise<ListMembership[]> {
  return db
    .select({ list: subscriptions.list, courseTitle: courses.title })
    .from(subscriptions)
    .leftJoin(courses, eq(courses.id, subscriptions.courseId))
    .where(eq(subscriptions.subscriberId, subscriberId))
    .orderBy(subscriptions.id);
}

/** pending → confirmed. Confirming twice changes nothing; an unsubscribed address is not revived. */
export async function confirmSubscriber(db: Db, id: number): Promise<Subscriber | undefined> {
  const [row] = await db
    .update(subscribers)
    .set({
      status: sql`case when ${subscribers.status} = 'pending' then 'confirmed' else ${subscribers.status} end`,
      confirmedAt: sql`coalesce(${subscribers.confirmedAt}, case when ${subscribers.status} = 'pending' then now() end)`,
    })
    .where(eq(subscribers.id, id))
    .returning();
  return row;
}

/** Off every list at once, with no further step; mail not yet sent is dropped. */
export async function unsubscribeSubscriber(db: Db, id: number): Promise<Subscriber | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(subscribers)
      .set({ status: "unsubscribed", unsubscribedAt: sql`coalesce(${subscribers.unsubscribedAt}, now())` })
      .where(eq(subscribers.id, id))
      .returning();
    if (!row) return undefined;
    await tx.delete(subscriptions).where(eq(subscriptions.subscriberId, id));
    await dropPendingMail(tx, id);
    return row;
  });
}

/** Consent given again from the unsubscribe page: back on launch and newsletter, pending a new confirmation. */
export async function resubscribe(db: Db, queue: MailQueue, id: number, host: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(subscribers)
      .set({ status: "pending", consentAt: sql`now()`, unsubscribedAt: null, confirmedAt: null })
      .where(eq(subscribers.id, id))
      .returning({ id: subscribers.id });
    if (!row) return false;
    await tx
      .insert(subscriptions)
      .values([
        { subscriberId: id, list: "launch" },
        { subscriberId: id, list: "newsletter" },
      ])
      .onConflictDoNothing();
    await queueConfirmation(tx, queue, id, host);
    return true;
  });
}

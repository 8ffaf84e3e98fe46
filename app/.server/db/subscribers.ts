import { and, eq, isNull, sql } from "drizzle-orm";
import { queueConfirmation } from "../mail/outbox.ts";
import type { MailQueue } from "../mail/queue.ts";
import type { Db } from "./client.ts";
import { searches, subscribers, subscriptions, visitors, type Subscriber } from "./schema.ts";

export type SubscribeRequest = {
  email: string;
  source: Subscriber["source"];
  list: "launch" | "newsletter" | "course";
  courseId?: number;
  visitorId: string;
  /** The search the prompt followed: links its visitor too when cookies were blocked. */
  searchId?: string;
  /** Host part of Message-IDs (the public URL's). */
  host: string;
};

/**
 * Records consent for an (already normalised) address and puts it on a list, in one transaction.
 * A new address is pending until confirmed by e-mail; one that had unsubscribed gives consent anew.
 * The visitor (and the search's visitor) is linked, so their searches and interests belong to it.
 * A pending address gets a confirmation message (double opt-in), queued in the same transaction
 * and within the per-address limits.
 */
export async function subscribe(db: Db, mail: MailQueue, req: SubscribeRequest): Promise<{ subscriber: Subscriber; isNew: boolean }> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(subscribers)
      .values({ email: req.email, source: req.source })
      .onConflictDoNothing({ target: subscribers.email })
      .returning();
    let subscriber = inserted;
    if (!subscriber) {
      const [renewed] = await tx
        .update(subscribers)
        .set({
          // Consent given again after an unsubscribe starts over at pending (double opt-in again).
          status: sql`case when ${subscribers.status} = 'unsubscribed' then 'pending' else ${subscribers.status} end`,
          consentAt: sql`case when ${subscribers.status} = 'unsubscribed' then now() else ${subscribers.consentAt} end`,
          unsubscribedAt: null,
        })
        .where(eq(subscribers.email, req.email))
        .returning();
      if (!renewed) throw new Error("subscriber vanished during subscribe");
      subscriber = renewed;
    }

    await tx
      .insert(subscriptions)
      .values({ subscriberId: subscriber.id, list: req.list, courseId: req.courseId ?? null })
      .onConflictDoNothing();

    await tx
      .insert(visitors)
      .values({ id: req.visitorId, subscriberId: subscriber.id })
      .onConflictDoUpdate({ target: visitors.id, set: { subscriberId: subscriber.id } });

    if (req.searchId) {
      const [search] = await tx
        .select({ visitorId: searches.visitorId })
        .from(searches)
        .where(eq(searches.searchId, req.searchId));
      if (search && search.visitorId !== req.visitorId) {
        await tx
          .update(visitors)
          .set({ subscriberId: subscriber.id })
          .where(and(eq(visitors.id, search.visitorId), isNull(visitors.subscriberId)));
      }
    }
    if (subscriber.status === "pending") await queueConfirmation(tx, mail, subscriber.id, req.host);
    return { subscriber, isNew: inserted !== undefined };
  });
}

import { eq, sql } from "drizzle-orm";
import type { StoredSource } from "../../lib/schemas/subscription-kinds.ts";
import type { Executor } from "./client.ts";
import { subscribers, type Subscriber } from "./schema.ts";

// The subscribers table: one row per (normalised) address. Consent to each list lives on its
// membership (subscriptions.ts); the address's own status says whether its mailbox ever confirmed.

export async function findSubscriber(db: Executor, id: number): Promise<Subscriber | undefined> {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.id, id));
  return row;
}

/** By the address as stored (normalised). */
export async function findSubscriberByEmail(db: Executor, email: string): Promise<Subscriber | undefined> {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.email, email));
  return row;
}

export async function findSubscriberByPublicId(db: Executor, publicId: string): Promise<Subscriber | undefined> {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.publicId, publicId));
  return row;
}

/**
 * The address's row, created pending on first use, and locked until the transaction ends: requests
 * for one address are serialised, so the per-address mail limits hold under a burst. One statement
 * that writes either way (a new row, or a new version of the old one), so a known and an unknown
 * address cost the same and cannot be told apart by how long the answer takes.
 */
export async function lockSubscriberByEmail(tx: Executor, email: string, source: StoredSource): Promise<Subscriber> {
  const [row] = await tx
    .insert(subscribers)
    .values({ email, source })
    .onConflictDoUpdate({ target: subscribers.email, set: { email: sql`excluded.email` } })
    .returning();
  if (!row) throw new Error("subscriber upsert returned no row");
  return row;
}

export async function lockSubscriber(tx: Executor, id: number): Promise<Subscriber | undefined> {
  const [row] = await tx.select().from(subscribers).where(eq(subscribers.id, id)).for("update");
  return row;
}

/** The mailbox clicked a confirmation link: confirmed from now on (again, after an unsubscribe). */
export async function markConfirmed(tx: Executor, id: number): Promise<void> {
  await tx
    .update(subscribers)
    .set({
      status: "confirmed",
      confirmedAt: sql`case when ${subscribers.status} = 'confirmed' then ${subscribers.confirmedAt} else now() end`,
      unsubscribedAt: null,
    })
    .where(eq(subscribers.id, id));
}

export async function markUnsubscribed(tx: Executor, id: number): Promise<void> {
  await tx
    .update(subscribers)
    .set({ status: "unsubscribed", unsubscribedAt: sql`coalesce(${subscribers.unsubscribedAt}, now())` })
    .where(eq(subscribers.id, id));
}

/** The address bounced: undeliverable from the first time on. */
export async function markUndeliverable(tx: Executor, id: number): Promise<void> {
  await tx.update(subscribers).set({ undeliverableAt: sql`coalesce(${subscribers.undeliverableAt}, now())` }).where(eq(subscribers.id, id));
}

/** The address's suppression was lifted: it may be written to again. */
export async function clearUndeliverable(tx: Executor, email: string): Promise<void> {
  await tx.update(subscribers).set({ undeliverableAt: null }).where(eq(subscribers.email, email));
}

import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { MessageStatus } from "../../lib/schemas/mail-constants.ts";
import type { Db, Executor } from "./client.ts";
import { messages, subscribers, type Message } from "./schema.ts";

// A worker's claim on a message (mail/claims.ts says what a claim is): the row is `sending`,
// `locked_until` says until when, and `attempts` (raised by each claim) names the claim.

const lease = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/** Takes the row if it is queued or retrying, or held by a claim that has lapsed. */
export async function takeMessage(db: Db, id: number, leaseSeconds: number): Promise<Message | undefined> {
  const [claimed] = await db
    .update(messages)
    .set({ status: "sending", attempts: sql`${messages.attempts} + 1`, lockedUntil: lease(leaseSeconds) })
    .where(
      and(
        eq(messages.id, id),
        or(inArray(messages.status, ["queued", "retrying"]), and(eq(messages.status, "sending"), lt(messages.lockedUntil, sql`now()`))),
      ),
    )
    .returning();
  return claimed;
}

/** The subscriber's address and standing at send time, in one statement: whether it is suppressed, whether the campaign is paused. */
export async function recipientAtSend(db: Db, subscriberId: number, campaign: string | null) {
  const [sub] = await db
    .select({
      email: subscribers.email,
      publicId: subscribers.publicId,
      status: subscribers.status,
      undeliverableAt: subscribers.undeliverableAt,
      // Spelled out with aliases: drizzle leaves columns unqualified in a selected expression, and "email" would be the inner table's.
      suppressed: sql<boolean>`exists (select 1 from suppressions sp where sp.email = subscribers.email and sp.lifted_at is null)`,
      campaignPaused: sql<boolean>`exists (select 1 from mail_campaign_pauses cp where cp.campaign = ${campaign} and cp.paused_at is not null)`,
    })
    .from(subscribers)
    .where(eq(subscribers.id, subscriberId));
  return sub;
}

/** Whether an address is on the suppression list now. */
export async function isSuppressed(db: Db, email: string): Promise<boolean> {
  const { rows } = await db.execute<{ suppressed: boolean }>(sql`select exists (select 1 from suppressions where email = ${email} and lifted_at is null) as suppressed`);
  return rows[0]?.suppressed === true;
}

/** The claim `attempt` on this message, if it is still the live one. */
const ownClaim = (id: number, attempt: number) => and(eq(messages.id, id), eq(messages.status, "sending"), eq(messages.attempts, attempt));

/** Extends a live claim by another lease; false once it is no longer this worker's. */
export async function renewClaim(db: Db, id: number, attempt: number, leaseSeconds: number): Promise<boolean> {
  const rows = await db.update(messages).set({ lockedUntil: lease(leaseSeconds) }).where(ownClaim(id, attempt)).returning({ id: messages.id });
  return rows.length > 0;
}

/**
 * Ends a claim with the message's outcome, in one statement (for `sent`, the only thing between the
 * SMTP server's acceptance and the row saying so). False if the claim was no longer this worker's.
 */
export async function settleClaim(db: Db, id: number, attempt: number, status: Exclude<MessageStatus, "queued" | "sending">, error?: string): Promise<boolean> {
  const rows = await db
    .update(messages)
    .set({ status, lastError: error ?? null, lockedUntil: null, ...(status === "sent" ? { sentAt: sql`now()` } : {}) })
    .where(ownClaim(id, attempt))
    .returning({ id: messages.id });
  return rows.length > 0;
}

/**
 * Holds a claimed message of a paused campaign (`paused`, no job), only while the campaign is still
 * paused: the pause row is locked and read again, so a Resume committing meanwhile (which queues
 * the campaign's paused messages) cannot miss this one. False when it was resumed: send it then.
 */
export async function holdForPause(db: Db, id: number, attempt: number): Promise<boolean> {
  const held = await db.execute(sql`
    update messages set status = 'paused', locked_until = null
    where id = ${id} and status = 'sending' and attempts = ${attempt}
      and exists (select 1 from mail_campaign_pauses cp where cp.campaign = messages.campaign and cp.paused_at is not null for share)
    returning id`);
  return held.rows.length > 0;
}

/** Whether another worker holds a live claim on the message now (so its job should come back later). */
export async function heldByLiveClaim(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.status, "sending"), sql`${messages.lockedUntil} >= now()`));
  return row !== undefined;
}

/**
 * Every message whose claim lapsed goes back to `retrying`, or ends `failed` once it has had
 * `maxAttempts`, with `reason` as its last error (`{attempt}` in it becomes the row's attempts);
 * the update takes each row once, so many workers may sweep at once.
 */
export async function releaseLapsedClaims(tx: Executor, maxAttempts: number, reason: string): Promise<Array<{ id: number; status: MessageStatus }>> {
  return tx
    .update(messages)
    .set({
      status: sql`case when ${messages.attempts} >= ${maxAttempts}::int then 'failed' else 'retrying' end`,
      lastError: sql`replace(${reason}::text, '{attempt}', ${messages.attempts}::text)`,
      lockedUntil: null,
    })
    .where(and(eq(messages.status, "sending"), lt(messages.lockedUntil, sql`now()`)))
    .returning({ id: messages.id, status: messages.status });
}

import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { MessageStatus } from "../../lib/schemas/mail-constants.ts";
import type { Db } from "../db/client.ts";
import { messages, subscribers, type Message } from "../db/schema.ts";
import { isBulkCampaign } from "./suppression.ts";
import type { MailQueue } from "./queue.ts";

// A worker's claim on a message: the row is `sending`, `locked_until` says until when, and the
// row's `attempts` (raised by each claim) names the claim, so a worker whose claim lapsed and was
// taken by another can neither renew nor settle it. Every message is in a state some worker
// finishes: queued/retrying rows have a queue job, a live claim has a live worker, and a lapsed
// claim is put back on the queue by whichever worker's sweeper sees it first.

export type ClaimedMessage = Message & {
  email: string;
  /** null: mail to the operator (a demand alert), to its `recipient`, no subscriber's. */
  subscriberPublicId: string | null;
  subscriberStatus: string;
  undeliverable: boolean;
  /** On the suppression list (bounced, complained): nothing of any kind goes to it. */
  suppressed: boolean;
  /** Its bulk campaign paused itself (bounce or complaint rate): held until the operator resumes it. */
  campaignPaused: boolean;
};

const lease = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/**
 * Takes a message for sending. Only one worker can win: the row must be queued or retrying, or
 * held by a claim that has lapsed (its worker died). A sent, failed or dropped message is never taken.
 */
export async function claimMessage(db: Db, id: number, leaseSeconds: number): Promise<ClaimedMessage | undefined> {
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
  if (!claimed) return undefined;
  if (claimed.subscriberId === null) return claimedForRecipient(db, claimed);
  // Read at send time, in the same statement as the address: a suppression or pause recorded since the message was queued holds it.
  const [sub] = await db
    .select({
      email: subscribers.email,
      publicId: subscribers.publicId,
      status: subscribers.status,
      undeliverableAt: subscribers.undeliverableAt,
      // Spelled out with aliases: drizzle leaves columns unqualified in a selected expression, and "email" would be the inner table's.
      suppressed: sql<boolean>`exists (select 1 from suppressions sp where sp.email = subscribers.email and sp.lifted_at is null)`,
      campaignPaused: sql<boolean>`exists (select 1 from mail_campaign_pauses cp where cp.campaign = ${claimed.campaign} and cp.paused_at is not null)`,
    })
    .from(subscribers)
    .where(eq(subscribers.id, claimed.subscriberId));
  if (!sub) return undefined;
  return {
    ...claimed,
    email: sub.email,
    subscriberPublicId: sub.publicId,
    subscriberStatus: sub.status,
    undeliverable: sub.undeliverableAt !== null,
    suppressed: sub.suppressed,
    campaignPaused: isBulkCampaign(claimed.campaign) && sub.campaignPaused,
  };
}

/**
 * A claimed message to the operator's own address (no subscriber: no list, no campaign, no
 * confirmation): only the suppression list holds it, read at send time as for any message.
 */
async function claimedForRecipient(db: Db, claimed: Message): Promise<ClaimedMessage> {
  const email = claimed.recipient!;
  const { rows } = await db.execute<{ suppressed: boolean }>(sql`select exists (select 1 from suppressions where email = ${email} and lifted_at is null) as suppressed`);
  return { ...claimed, email, subscriberPublicId: null, subscriberStatus: "operator", undeliverable: false, suppressed: rows[0]?.suppressed === true, campaignPaused: false };
}

/** The claim `attempt` on this message, if it is still the live one. */
const ownClaim = (id: number, attempt: number) => and(eq(messages.id, id), eq(messages.status, "sending"), eq(messages.attempts, attempt));

/** Extends a live claim by another lease (while a slow send is under way); false once it is no longer this worker's. */
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
 * Puts every message whose claim lapsed (its worker stopped mid-send) back on the queue with a new
 * job, or ends it `failed` once it has had `maxAttempts`. Safe with many workers sweeping at once:
 * the update takes each row once, and its job is committed with it.
 */
export async function sweepLapsedClaims(db: Db, queue: MailQueue, maxAttempts: number): Promise<{ requeued: number[]; failed: number[] }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(messages)
      .set({
        status: sql`case when ${messages.attempts} >= ${maxAttempts}::int then 'failed' else 'retrying' end`,
        lastError: sql`'the worker sending it stopped (claim lapsed, attempt ' || ${messages.attempts} || ' of ' || ${maxAttempts}::int || ')'`,
        lockedUntil: null,
      })
      .where(and(eq(messages.status, "sending"), lt(messages.lockedUntil, sql`now()`)))
      .returning({ id: messages.id, status: messages.status });
    const requeued = rows.filter((r) => r.status === "retrying").map((r) => r.id);
    await queue.enqueue(tx, requeued);
    return { requeued, failed: rows.filter((r) => r.status === "failed").map((r) => r.id) };
  });
}

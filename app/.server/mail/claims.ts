import type { Db } from "../db/client.ts";
import { isSuppressed, recipientAtSend, releaseLapsedClaims, takeMessage } from "../db/message-claims.ts";
import type { Message } from "../db/schema.ts";
import { isBulkCampaign } from "./suppression.ts";
import type { MailQueue } from "./queue.ts";

// A worker's claim on a message: the row is `sending`, `locked_until` says until when, and the
// row's `attempts` (raised by each claim) names the claim, so a worker whose claim lapsed and was
// taken by another can neither renew nor settle it (db/message-claims.ts). Every message is in a
// state some worker finishes: queued/retrying rows have a queue job, a live claim has a live
// worker, and a lapsed claim is put back on the queue by whichever worker's sweeper sees it first.

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

/**
 * Takes a message for sending. Only one worker can win: the row must be queued or retrying, or
 * held by a claim that has lapsed (its worker died). A sent, failed or dropped message is never taken.
 */
export async function claimMessage(db: Db, id: number, leaseSeconds: number): Promise<ClaimedMessage | undefined> {
  const claimed = await takeMessage(db, id, leaseSeconds);
  if (!claimed) return undefined;
  if (claimed.subscriberId === null) return claimedForRecipient(db, claimed);
  // Read at send time: a suppression or pause recorded since the message was queued holds it.
  const sub = await recipientAtSend(db, claimed.subscriberId, claimed.campaign);
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
  return { ...claimed, email, subscriberPublicId: null, subscriberStatus: "operator", undeliverable: false, suppressed: await isSuppressed(db, email), campaignPaused: false };
}

/**
 * Puts every message whose claim lapsed (its worker stopped mid-send) back on the queue with a new
 * job, or ends it `failed` once it has had `maxAttempts`. Safe with many workers sweeping at once:
 * the update takes each row once, and its job is committed with it.
 */
export async function sweepLapsedClaims(db: Db, queue: MailQueue, maxAttempts: number): Promise<{ requeued: number[]; failed: number[] }> {
  return db.transaction(async (tx) => {
    const rows = await releaseLapsedClaims(tx, maxAttempts, `the worker sending it stopped (claim lapsed, attempt {attempt} of ${maxAttempts})`);
    const requeued = rows.filter((r) => r.status === "retrying").map((r) => r.id);
    await queue.enqueue(tx, requeued);
    return { requeued, failed: rows.filter((r) => r.status === "failed").map((r) => r.id) };
  });
}

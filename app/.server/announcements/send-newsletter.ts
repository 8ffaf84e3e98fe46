import type { NewsletterInput } from "../../lib/schemas/requests.ts";
import { NEWSLETTER_SEGMENT, segmentValue, type Segment } from "../../lib/schemas/segments.ts";
import { dropCampaignMail } from "../db/messages.ts";
import { insertNewsletter, isDue, lockNewsletter, markCancelled, setNewsletterRecipients } from "../db/newsletters.ts";
import { segmentRecipients } from "../db/segment-recipients.ts";
import { queueBulk } from "../mail/outbox.ts";
import type { Services } from "../services.ts";
import { segmentExists } from "./segments.ts";

// The console and the API read the schedule through here.
export { scheduledNewsletters } from "../db/newsletters.ts";

export type NewsletterSend = { segment?: Segment; scheduledFor?: Date };

export type SendNewsletterOutcome = { kind: "queued"; newsletterId: number; queued: number } | { kind: "unknown-segment" } | { kind: "in-the-past" };

/**
 * A newsletter to a segment (by default the newsletter list), now or at `scheduledFor`. The letter
 * and its messages are committed together; scheduled ones are held in the outbox until their time
 * (rows and queue jobs in PostgreSQL, so a restart loses nothing), each recipient once (the dedupe
 * key), and the people who unsubscribe or leave the list meanwhile are dropped when it goes.
 */
export async function sendNewsletterTo(s: Services, input: NewsletterInput, send: NewsletterSend): Promise<SendNewsletterOutcome> {
  const segment = send.segment ?? NEWSLETTER_SEGMENT;
  if (send.scheduledFor && send.scheduledFor.getTime() <= Date.now()) return { kind: "in-the-past" };
  return s.db.transaction(async (tx) => {
    if (!(await segmentExists(tx, segment))) return { kind: "unknown-segment" } as const;
    const newsletterId = await insertNewsletter(tx, { subject: input.subject, markdown: input.markdown, segment: segmentValue(segment), scheduledFor: send.scheduledFor ?? null });
    const queued = await queueBulk(tx, s.mail, "newsletter", `newsletter:${newsletterId}:`, segmentRecipients(segment), { newsletterId }, s.config.publicHost, send.scheduledFor);
    await setNewsletterRecipients(tx, newsletterId, queued);
    return { kind: "queued", newsletterId, queued } as const;
  });
}

export type CancelOutcome = { kind: "cancelled"; dropped: number } | { kind: "not-found" } | { kind: "too-late" };

/**
 * Cancels a scheduled newsletter before it goes: its messages still waiting are dropped, in one
 * transaction with the mark. Once its time has come it may be partly sent: too late to cancel.
 */
export async function cancelNewsletter(s: Pick<Services, "db">, id: number): Promise<CancelOutcome> {
  return s.db.transaction(async (tx) => {
    const letter = await lockNewsletter(tx, id);
    if (!letter || letter.cancelledAt) return { kind: "not-found" } as const;
    // Compared in the database's clock, the one the queue's jobs start by.
    if (await isDue(tx, letter.scheduledFor)) return { kind: "too-late" } as const;
    const dropped = await dropCampaignMail(tx, `newsletter:${id}`);
    await markCancelled(tx, id);
    return { kind: "cancelled", dropped } as const;
  });
}

import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { NewsletterInput } from "../../lib/schemas/requests.ts";
import { NEWSLETTER_SEGMENT, segmentValue, type Segment } from "../../lib/schemas/segments.ts";
import { messages, newsletters } from "../db/schema.ts";
import type { Db } from "../db/client.ts";
import { queueBulk } from "../mail/outbox.ts";
import type { Services } from "../services.ts";
import { segmentExists, segmentRecipients } from "./segments.ts";

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
    const [letter] = await tx
      .insert(newsletters)
      .values({ subject: input.subject, markdown: input.markdown, segment: segmentValue(segment), scheduledFor: send.scheduledFor ?? null })
      .returning({ id: newsletters.id });
    const newsletterId = letter!.id;
    const queued = await queueBulk(tx, s.mail, "newsletter", `newsletter:${newsletterId}:`, segmentRecipients(segment), { newsletterId }, s.config.publicHost, send.scheduledFor);
    await tx.update(newsletters).set({ recipients: queued }).where(eq(newsletters.id, newsletterId));
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
    const [letter] = await tx.select().from(newsletters).where(eq(newsletters.id, id)).for("update");
    if (!letter || letter.cancelledAt) return { kind: "not-found" } as const;
    // Compared in the database's clock, the one the queue's jobs start by.
    const { rows } = await tx.execute<{ due: boolean }>(sql`select coalesce(${letter.scheduledFor}::timestamptz <= now(), true) as due`);
    if (rows[0]?.due !== false) return { kind: "too-late" } as const;
    const dropped = await tx
      .update(messages)
      .set({ status: "dropped", lockedUntil: null })
      .where(and(eq(messages.campaign, `newsletter:${id}`), inArray(messages.status, ["queued", "retrying", "paused"])))
      .returning({ id: messages.id });
    await tx.update(newsletters).set({ cancelledAt: sql`now()` }).where(eq(newsletters.id, id));
    return { kind: "cancelled", dropped: dropped.length } as const;
  });
}

/** Newsletters scheduled and not yet gone nor cancelled, soonest first. */
export const scheduledNewsletters = (db: Db) =>
  db
    .select({ id: newsletters.id, subject: newsletters.subject, segment: newsletters.segment, scheduledFor: newsletters.scheduledFor, recipients: newsletters.recipients })
    .from(newsletters)
    .where(and(isNull(newsletters.cancelledAt), sql`${newsletters.scheduledFor} > now()`))
    .orderBy(newsletters.scheduledFor, desc(newsletters.id));

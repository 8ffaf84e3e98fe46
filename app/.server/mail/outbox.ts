import { randomUUID } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { CONFIRMATION_LIMITS, type MessageKind, type MessageStatus } from "../../lib/schemas/mail-constants.ts";
import type { ConfirmationTiming } from "../../lib/schemas/subscription-kinds.ts";
import type { Db, Executor, Tx } from "../db/client.ts";
import type { messages } from "../db/schema.ts";
import { pendingSubscriptionIds } from "../db/subscriptions.ts";
import { lockSubscriber } from "../db/subscribers.ts";
import {
  bringForward,
  findConfirmationRow,
  insertBulk,
  insertMessage,
  lockMailbox,
  mailboxMessages,
  mailboxOptedOut,
  messageCountsByStatus,
  messagePayload,
  setMessagePayload,
} from "../db/messages.ts";
import type { MailQueue } from "./queue.ts";

// The outbox: every message is a row here and a queue job, written in the caller's transaction
// (both are committed, or neither). The worker sends what the rows say.

const newMessageId = (host: string) => `<${randomUUID()}@${host}>`;

const timingOf = (at: Date, now: Date): ConfirmationTiming =>
  at.getTime() <= now.getTime() ? { when: "now" } : { when: "later", minutes: Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 60_000)) };

/** The messages a stranger can cause by typing an address: a list's confirmation, a seat's. */
export const STRANGER_KINDS = ["confirm", "seat_confirm"] as const satisfies readonly MessageKind[];

export type MailboxMessage = { subscriberId: number; kind: MessageKind; status: MessageStatus; sendAfter: Date; composed: boolean; dedupeKey: string };

/** Queued or to be retried: not sent yet. */
const isWaiting = (m: { status: MessageStatus }) => m.status === "queued" || m.status === "retrying";

export type MailboxBudget = {
  /** The mailbox's messages of STRANGER_KINDS (any spelling) still waiting or within the longest window, newest first. */
  earlier: MailboxMessage[];
  /** Its last word was an unsubscribe (with no confirmation since): nothing a stranger asks for reaches it. */
  optedOut: boolean;
  /** Messages held back by the limits (due later), newest first. */
  held: MailboxMessage[];
  /** When one more message may go. */
  nextSlot: Date;
};

/**
 * One budget per mailbox for every message a stranger can cause (CONFIRMATION_LIMITS: two within
 * 10 minutes, so a person's own two actions never wait, and three a day), whatever the spelling
 * (subscribers.mailbox: case, +tags, Gmail's dots), the list, the course or the sender's address.
 * Takes a transaction lock on the mailbox, so requests for it are serialised and a burst cannot
 * pass the limits; the caller writes its message (or not) before the lock ends.
 */
async function mailboxBudget(tx: Executor, subscriberId: number, now = new Date()): Promise<MailboxBudget> {
  await lockMailbox(tx, subscriberId);
  const earlier = await mailboxMessages(tx, subscriberId, STRANGER_KINDS, new Date(now.getTime() - CONFIRMATION_LIMITS.windows.at(-1)!.ms));
  const optedOut = await mailboxOptedOut(tx, subscriberId);
  return {
    earlier,
    optedOut,
    held: earlier.filter((m) => isWaiting(m) && m.sendAfter.getTime() > now.getTime()),
    nextSlot: nextConfirmationSlot(earlier, now),
  };
}

/**
 * Makes sure a confirmation message will reach the subscriber, within the mailbox's budget
 * (mailboxBudget). A message still waiting to be sent to this address covers this request too (it
 * lists what is pending when it is sent); otherwise a new one is queued, held back until the limits
 * allow it (a flood past MAX_HELD adds nothing). A mailbox that unsubscribed gets nothing a stranger
 * asks for, with the same answer as anyone (it comes back through "Subscribe again" on its own
 * unsubscribe link: `askedByMailbox`).
 */
export async function scheduleConfirmation(
  tx: Tx,
  queue: MailQueue,
  subscriberId: number,
  host: string,
  now = new Date(),
  opts: { askedByMailbox?: boolean; byOwner?: boolean } = {},
): Promise<ConfirmationTiming> {
  return scheduleWithinBudget(tx, queue, subscriberId, now, {
    ...opts,
    // Only one not yet written: once composed, a message's list (and its link) is fixed.
    coveredBy: (r) => r.kind === "confirm" && r.subscriberId === subscriberId && !r.composed,
    message: { kind: "confirm", dedupeKey: `confirm:${randomUUID()}`, messageId: newMessageId(host) },
  });
}

/**
 * How many messages one mailbox may have held back at once: a day's budget. A request no waiting
 * message carries gets a message of its own, at the budget's next slot, so a person's requests
 * are not lost however close together; past this many, the mailbox is being flooded (spellings,
 * seats), and a further request is answered with the last one's time and adds nothing. Either way
 * the mailbox gets at most CONFIRMATION_LIMITS in any window.
 */
const MAX_HELD = CONFIRMATION_LIMITS.windows.at(-1)!.count;

/**
 * One message a stranger can cause (STRANGER_KINDS), within the mailbox's budget: a waiting one it
 * `coveredBy` answers the request; else `message` is queued at the budget's next slot (unless
 * MAX_HELD are held already). Nothing for a mailbox that opted out, unless the mailbox itself asks
 * (`askedByMailbox`).
 *
 * `byOwner`: a browser that proved the mailbox asks (db/visitors.ts: provesMailbox), not a
 * stranger. Its message is not held: a waiting one that covers the request goes now (brought
 * forward, with a job due now; its later job then finds it sent), else a new one is queued now,
 * whatever the budget (the person asked for their own mail; seats go first come, first served).
 * It still counts in the budget that holds a stranger's requests back.
 */
export async function scheduleWithinBudget(
  tx: Executor,
  queue: MailQueue,
  subscriberId: number,
  now: Date,
  opts: {
    askedByMailbox?: boolean;
    byOwner?: boolean;
    coveredBy: (earlier: MailboxMessage) => boolean;
    message: Omit<typeof messages.$inferInsert, "subscriberId" | "sendAfter">;
  },
): Promise<ConfirmationTiming> {
  const budget = await mailboxBudget(tx, subscriberId, now);
  if (budget.optedOut && !opts.askedByMailbox && !opts.byOwner) return { when: "now" };
  const waiting = budget.earlier.find((r) => isWaiting(r) && opts.coveredBy(r));
  if (waiting && opts.byOwner && waiting.sendAfter > now) {
    const id = await bringForward(tx, waiting.dedupeKey, now);
    if (id !== undefined) {
      await queue.enqueue(tx, [id]);
      return { when: "now" };
    }
  } else if (waiting) return timingOf(waiting.sendAfter, now);
  if (!opts.byOwner && budget.held.length >= MAX_HELD) return timingOf(budget.held[0]!.sendAfter, now);
  const at = opts.byOwner ? now : budget.nextSlot;
  const id = await insertMessage(tx, { ...opts.message, subscriberId, sendAfter: at });
  await queue.enqueue(tx, [id], at > now ? at : undefined);
  return timingOf(at, now);
}

/**
 * When the next confirmation may go, given the earlier ones (newest first): the n-th newest that was
 * not dropped must have left its window (CONFIRMATION_LIMITS) before the next one goes.
 */
export function nextConfirmationSlot(earlier: ReadonlyArray<{ status: MessageStatus; sendAfter: Date }>, now: Date): Date {
  const sent = earlier.filter((r) => r.status !== "dropped");
  let at = now;
  for (const { count, ms } of CONFIRMATION_LIMITS.windows) {
    const nth = sent[count - 1];
    if (nth && nth.sendAfter.getTime() + ms > at.getTime()) at = new Date(nth.sendAfter.getTime() + ms);
  }
  return at;
}

export { newMessageId };

/** A confirmation message by the key its link carries. */
export async function findConfirmation(db: Executor, key: string) {
  const row = await findConfirmationRow(db, key);
  if (!row || row.subscriberId === null) return undefined;
  const ids = (row.payload as { subscriptionIds?: unknown }).subscriptionIds;
  return { id: row.id, subscriberId: row.subscriberId, subscriptionIds: Array.isArray(ids) ? ids.filter((n): n is number => Number.isSafeInteger(n)) : [] };
}

/**
 * When a confirmation is first written, it covers the requests pending at that moment: recorded on
 * the row, so its link confirms exactly what the message listed. A resend (retry, crash) lists the
 * same, never a request made after the first copy may have reached the mailbox.
 */
export async function coverPendingRequests(db: Executor, messageId: number, subscriberId: number): Promise<number[]> {
  // Under the subscriber's row lock, which every request for a list takes before writing it: a
  // request still being written is waited for and covered here; one made after this commits finds
  // the message composed and gets a message of its own (scheduleConfirmation). Unlocked, a request
  // written meanwhile relied on this message, which never listed it.
  return db.transaction(async (tx) => {
    await lockSubscriber(tx, subscriberId);
    const fixed = ((await messagePayload(tx, messageId)) as { subscriptionIds?: number[] } | undefined)?.subscriptionIds;
    if (fixed) return fixed;
    const ids = await pendingSubscriptionIds(tx, subscriberId);
    await setMessagePayload(tx, messageId, { subscriptionIds: ids });
    return ids;
  });
}

/**
 * Queues list mail to every recipient the query selects, once per dedupe key: repeating the same
 * action finds the rows already there and queues nothing new. Returns how many were queued now.
 * `sendAfter`: held until then (a scheduled newsletter), its rows and jobs durable meanwhile.
 */
export async function queueBulk(
  tx: Executor,
  queue: MailQueue,
  kind: MessageKind,
  keyPrefix: string,
  recipients: SQL,
  payload: Record<string, unknown>,
  host: string,
  sendAfter?: Date,
): Promise<number> {
  const ids = await insertBulk(tx, { kind, keyPrefix, recipients, payload, host, ...(sendAfter ? { sendAfter } : {}) });
  await queue.enqueue(tx, ids, sendAfter);
  return ids.length;
}

/** The dedupe-key prefix of a course's opening notices (the console follows them by it). */
export const courseOpenedKey = (courseId: number) => `course_opened:${courseId}:`;

/** The dedupe-key prefix of a course's "a class you asked for is open" messages (the console follows them by it). */
export const askedClassOpenKey = (courseId: number) => `asked_class_open:${courseId}:`;

/**
 * A course's opening notice to the recipients the query selects: once per person, whoever queues
 * it (opening the course, or a late confirmation catching up), since the dedupe key is the same.
 */
export const queueCourseOpened = (tx: Executor, queue: MailQueue, course: { id: number; title: string }, recipients: SQL, host: string) =>
  queueBulk(tx, queue, "course_opened", courseOpenedKey(course.id), recipients, { courseId: course.id, courseTitle: course.title }, host);

export type OutboxCounts = Record<MessageStatus, number> & {
  /** Among the above: queued more than OVERDUE_AFTER_MINUTES past its time, or `sending` under a lapsed claim. */
  overdue: number;
};

export async function outboxCounts(db: Db): Promise<OutboxCounts> {
  const rows = await messageCountsByStatus(db);
  const counts: OutboxCounts = { queued: 0, sending: 0, sent: 0, retrying: 0, failed: 0, dropped: 0, paused: 0, overdue: 0 };
  for (const r of rows) {
    counts[r.status] = Number(r.n);
    counts.overdue += Number(r.overdue);
  }
  return counts;
}

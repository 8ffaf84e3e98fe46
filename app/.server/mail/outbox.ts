import { randomUUID } from "node:crypto";
import { and, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { CONFIRMATION_LIMITS, type MessageKind, type MessageStatus } from "../../lib/mail-constants.ts";
import type { Db } from "../db/client.ts";
import { registeredForCourse } from "../db/interests.ts";
import { courses, messages, newsletters, subscribers, type Message } from "../db/schema.ts";
import type { MailQueue } from "./queue.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Executor = Db | Tx;

const newMessageId = (host: string) => `<${randomUUID()}@${host}>`;

/**
 * Queues one confirmation message for a pending subscriber, within the list-bombing limits (one per
 * address per 10 minutes, three a day). Returns whether a message was queued; callers answer the
 * visitor the same either way, so nothing reveals what an address has received.
 */
export async function queueConfirmation(tx: Tx, queue: MailQueue, subscriberId: number, host: string, now = new Date()): Promise<boolean> {
  // Serialises concurrent requests for one address, so the limits hold under a burst too.
  await tx.execute(sql`select id from ${subscribers} where id = ${subscriberId} for update`);
  const [recent] = await tx
    .select({
      lastTen: sql<number>`count(*) filter (where ${messages.createdAt} > ${new Date(now.getTime() - 10 * 60_000)})::int`,
      lastDay: sql<number>`count(*)::int`,
    })
    .from(messages)
    .where(
      and(eq(messages.subscriberId, subscriberId), eq(messages.kind, "confirm"), gt(messages.createdAt, new Date(now.getTime() - 24 * 3600_000))),
    );
  if ((recent?.lastTen ?? 0) >= CONFIRMATION_LIMITS.perTenMinutes || (recent?.lastDay ?? 0) >= CONFIRMATION_LIMITS.perDay) return false;
  const [row] = await tx
    .insert(messages)
    .values({ subscriberId, kind: "confirm", dedupeKey: `confirm:${subscriberId}:${randomUUID()}`, messageId: newMessageId(host), createdAt: now })
    .returning({ id: messages.id });
  await queue.enqueue(tx, [row!.id]);
  return true;
}

/**
 * Queues list mail to every recipient the query selects, once per dedupe key: repeating the same
 * action finds the rows already there and queues nothing new. Returns how many were queued now.
 */
async function queueBulk(db: Db, queue: MailQueue, kind: MessageKind, keyPrefix: string, recipients: ReturnType<typeof sql>, payload: Record<string, unknown>, host: string): Promise<number> {
  return db.transaction(async (tx) => {
    const inserted = (await tx.execute(sql`
      insert into ${messages} (subscriber_id, kind, dedupe_key, payload, message_id)
      select r.id, ${kind}, ${keyPrefix} || r.id, ${JSON.stringify(payload)}::jsonb, '<' || gen_random_uuid() || ${`@${host}>`}
      from (${recipients}) r
      on conflict (dedupe_key) do nothing
      returning id`)) as unknown as { rows: Array<{ id: number }> };
    const ids = inserted.rows.map((r) => Number(r.id));
    await queue.enqueue(tx, ids);
    return ids.length;
  });
}

/** Confirmed subscribers who may receive list mail (`s` is the subscribers row). */
export const reachable = sql`s.status = 'confirmed' and s.undeliverable_at is null`;

/** Marks the course opened and tells every confirmed subscriber registered for it, once each. */
export async function openCourse(db: Db, queue: MailQueue, courseId: number, host: string): Promise<{ found: boolean; queued: number }> {
  const [course] = await db
    .update(courses)
    .set({ status: "opened", updatedAt: new Date() })
    .where(eq(courses.id, courseId))
    .returning({ id: courses.id, title: courses.title });
  if (!course) return { found: false, queued: 0 };
  const recipients = sql`
    select s.id from subscribers s
    where ${reachable} and ${registeredForCourse(sql`s.id`, sql`${courseId}`)}`;
  const queued = await queueBulk(db, queue, "course_opened", `course_opened:${courseId}:`, recipients, { courseId, courseTitle: course.title }, host);
  return { found: true, queued };
}

/**
 * A subscriber confirmed after some of their courses had already opened: they get those notices
 * now (once each: the same dedupe keys as openCourse). Returns how many were queued.
 */
export async function queueOpenedCoursesFor(db: Db, queue: MailQueue, subscriberId: number, host: string): Promise<number> {
  return db.transaction(async (tx) => {
    const inserted = (await tx.execute(sql`
      insert into ${messages} (subscriber_id, kind, dedupe_key, payload, message_id)
      select ${subscriberId}, 'course_opened', 'course_opened:' || c.id || ':' || ${subscriberId},
             jsonb_build_object('courseId', c.id, 'courseTitle', c.title), '<' || gen_random_uuid() || ${`@${host}>`}
      from courses c
      where c.status = 'opened' and ${registeredForCourse(sql`${subscriberId}`, sql`c.id`)}
      on conflict (dedupe_key) do nothing
      returning id`)) as unknown as { rows: Array<{ id: number }> };
    const ids = inserted.rows.map((r) => Number(r.id));
    await queue.enqueue(tx, ids);
    return ids.length;
  });
}

export async function queueLaunch(db: Db, queue: MailQueue, host: string): Promise<number> {
  const recipients = sql`select s.id from subscribers s where ${reachable}
    and exists (select 1 from subscriptions x where x.subscriber_id = s.id and x.list = 'launch')`;
  return queueBulk(db, queue, "launch", "launch:", recipients, {}, host);
}

export async function queueNewsletter(db: Db, queue: MailQueue, subject: string, markdown: string, host: string) {
  const [letter] = await db.insert(newsletters).values({ subject, markdown }).returning({ id: newsletters.id });
  const recipients = sql`select s.id from subscribers s where ${reachable}
    and exists (select 1 from subscriptions x where x.subscriber_id = s.id and x.list = 'newsletter')`;
  const queued = await queueBulk(db, queue, "newsletter", `newsletter:${letter!.id}:`, recipients, { newsletterId: letter!.id }, host);
  return { newsletterId: letter!.id, queued };
}

export type ClaimedMessage = Message & { email: string; subscriberStatus: string; undeliverable: boolean };

/**
 * Takes a message for sending. Only one worker can win: the row must be queued or retrying, or
 * held by a claim that has lapsed (its worker died). A sent, failed or dropped message is never taken.
 */
export async function claimMessage(db: Db, id: number, leaseSeconds: number): Promise<ClaimedMessage | undefined> {
  const [claimed] = await db
    .update(messages)
    .set({ status: "sending", attempts: sql`${messages.attempts} + 1`, lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(
      and(
        eq(messages.id, id),
        or(inArray(messages.status, ["queued", "retrying"]), and(eq(messages.status, "sending"), lt(messages.lockedUntil, sql`now()`))),
      ),
    )
    .returning();
  if (!claimed) return undefined;
  const [sub] = await db
    .select({ email: subscribers.email, status: subscribers.status, undeliverableAt: subscribers.undeliverableAt })
    .from(subscribers)
    .where(eq(subscribers.id, claimed.subscriberId));
  if (!sub) return undefined;
  return { ...claimed, email: sub.email, subscriberStatus: sub.status, undeliverable: sub.undeliverableAt !== null };
}

export async function settleMessage(db: Db, id: number, status: Exclude<MessageStatus, "queued" | "sending">, error?: string): Promise<void> {
  await db
    .update(messages)
    .set({ status, lastError: error ?? null, lockedUntil: null, ...(status === "sent" ? { sentAt: new Date() } : {}) })
    .where(eq(messages.id, id));
}

/** Mail not yet sent to this subscriber is dropped (unsubscribed, erased or undeliverable). */
export async function dropPendingMail(db: Executor, subscriberId: number): Promise<void> {
  await db
    .update(messages)
    .set({ status: "dropped", lockedUntil: null })
    .where(and(eq(messages.subscriberId, subscriberId), inArray(messages.status, ["queued", "retrying"])));
}

/** A permanent refusal (5xx): no more mail goes to this address. */
export async function markUndeliverable(db: Db, subscriberId: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(subscribers).set({ undeliverableAt: now }).where(and(eq(subscribers.id, subscriberId), isNull(subscribers.undeliverableAt)));
    await dropPendingMail(tx, subscriberId);
  });
}

export async function outboxCounts(db: Db): Promise<Record<MessageStatus, number>> {
  const rows = await db.select({ status: messages.status, n: sql<number>`count(*)::int` }).from(messages).groupBy(messages.status);
  const counts: Record<MessageStatus, number> = { queued: 0, sending: 0, sent: 0, retrying: 0, failed: 0, dropped: 0 };
  for (const r of rows) counts[r.status] = Number(r.n);
  return counts;
}

export async function getNewsletter(db: Db, id: number) {
  const [row] = await db.select().from(newsletters).where(eq(newsletters.id, id));
  return row;
}

import { and, desc, eq, gt, inArray, like, notInArray, or, sql, type SQL } from "drizzle-orm";
import { NEWSLETTER_SEGMENT, segmentsOfList, segmentValue } from "../../lib/schemas/segments.ts";
import { OVERDUE_AFTER_MINUTES, type MessageKind, type MessageStatus } from "../../lib/schemas/mail-constants.ts";
import type { ListName } from "../../lib/schemas/subscription-kinds.ts";
import type { Db, Executor } from "./client.ts";
import { messages, subscribers } from "./schema.ts";

// The outbox's rows (mail/outbox.ts decides what is written and when): every message is a row
// here and a queue job, written in the caller's transaction.

/** The mailbox (subscribers.mailbox: any spelling of the address) of a subscriber, as a subquery. */
const mailboxOf = (subscriberId: number) => sql`(select ${subscribers.mailbox} from ${subscribers} where ${subscribers.id} = ${subscriberId})`;

/** Serialises every request for this subscriber's mailbox until the transaction ends. */
export async function lockMailbox(tx: Executor, subscriberId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${mailboxOf(subscriberId)}))`);
}

/** The mailbox's messages of these kinds still waiting or sent after `since`, newest first. */
export async function mailboxMessages(tx: Executor, subscriberId: number, kinds: readonly MessageKind[], since: Date) {
  return tx
    .select({
      subscriberId: subscribers.id,
      kind: messages.kind,
      status: messages.status,
      sendAfter: messages.sendAfter,
      composed: sql<boolean>`${messages.payload} ? 'subscriptionIds'`,
      dedupeKey: messages.dedupeKey,
    })
    .from(messages)
    .innerJoin(subscribers, eq(subscribers.id, messages.subscriberId))
    .where(
      and(
        sql`${subscribers.mailbox} = ${mailboxOf(subscriberId)}`,
        inArray(messages.kind, [...kinds]),
        or(inArray(messages.status, ["queued", "retrying"]), gt(messages.sendAfter, since)),
      ),
    )
    .orderBy(desc(messages.sendAfter));
}

/** The mailbox's last word was an unsubscribe (with no confirmation since). */
export async function mailboxOptedOut(tx: Executor, subscriberId: number): Promise<boolean> {
  const mailbox = mailboxOf(subscriberId);
  const [word] = await tx
    .select({
      optedOut: sql<boolean>`coalesce(max(${subscribers.unsubscribedAt}) filter (where ${subscribers.status} = 'unsubscribed')
        > coalesce(max(${subscribers.confirmedAt}) filter (where ${subscribers.status} = 'confirmed'), '-infinity'), false)`,
    })
    .from(subscribers)
    .where(sql`${subscribers.mailbox} = ${mailbox}`);
  return word?.optedOut === true;
}

/** A waiting message (by its dedupe key) to go at `at`; its id, or undefined if it is no longer waiting. */
export async function bringForward(tx: Executor, dedupeKey: string, at: Date): Promise<number | undefined> {
  const [row] = await tx
    .update(messages)
    .set({ sendAfter: at })
    .where(and(eq(messages.dedupeKey, dedupeKey), inArray(messages.status, ["queued", "retrying"])))
    .returning({ id: messages.id });
  return row?.id;
}

export async function insertMessage(tx: Executor, values: typeof messages.$inferInsert): Promise<number> {
  const [row] = await tx.insert(messages).values(values).returning({ id: messages.id });
  return row!.id;
}

/** A confirmation message by the key its link carries. */
export async function findConfirmationRow(db: Executor, key: string) {
  const [row] = await db
    .select({ id: messages.id, subscriberId: messages.subscriberId, payload: messages.payload })
    .from(messages)
    .where(and(eq(messages.dedupeKey, `confirm:${key}`), eq(messages.kind, "confirm")));
  return row;
}

export async function messagePayload(db: Executor, id: number): Promise<unknown> {
  const [message] = await db.select({ payload: messages.payload }).from(messages).where(eq(messages.id, id));
  return message?.payload;
}

export async function setMessagePayload(db: Executor, id: number, payload: Record<string, unknown>): Promise<void> {
  await db.update(messages).set({ payload }).where(eq(messages.id, id));
}

/**
 * Inserts one message per recipient the query selects, keyed `keyPrefix` + subscriber id; a key
 * already there is skipped. The ids inserted now.
 */
export async function insertBulk(
  tx: Executor,
  m: { kind: MessageKind; keyPrefix: string; recipients: SQL; payload: Record<string, unknown>; host: string; sendAfter?: Date },
): Promise<number[]> {
  const inserted = await tx.execute<{ id: number }>(sql`
    insert into ${messages} (subscriber_id, kind, dedupe_key, payload, message_id, send_after)
    select r.id, ${m.kind}, ${m.keyPrefix} || r.id, ${JSON.stringify(m.payload)}::jsonb, '<' || gen_random_uuid() || ${`@${m.host}>`}, coalesce(${m.sendAfter ?? null}::timestamptz, now())
    from (${m.recipients}) r
    on conflict (dedupe_key) do nothing
    returning id`);
  return inserted.rows.map((r) => Number(r.id));
}

/** Settles a message outside any worker's claim (tests play the mailbox with it); workers use settleClaim. */
export async function settleMessage(db: Db, id: number, status: Exclude<MessageStatus, "queued" | "sending">, error?: string): Promise<void> {
  await db
    .update(messages)
    .set({ status, lastError: error ?? null, lockedUntil: null, ...(status === "sent" ? { sentAt: new Date() } : {}) })
    .where(eq(messages.id, id));
}

/**
 * Mail not yet sent to this subscriber is dropped (unsubscribed, erased or undeliverable), held mail
 * of a paused campaign too; `except` names kinds that stay (an unsubscribe keeps a held seat's mail).
 */
export async function dropPendingMail(db: Executor, subscriberId: number, except: readonly MessageKind[] = []): Promise<void> {
  await db
    .update(messages)
    .set({ status: "dropped", lockedUntil: null })
    .where(
      and(
        eq(messages.subscriberId, subscriberId),
        inArray(messages.status, ["queued", "retrying", "paused"]),
        except.length > 0 ? notInArray(messages.kind, [...except]) : undefined,
      ),
    );
}

/**
 * Mail of one list not yet sent to this subscriber is dropped (they left that list): the
 * newsletters sent to its segments (a scheduled one included), its launch notice, its course's
 * opening notice, its sequence's steps. A wish's list has no mail of its own.
 */
export async function dropPendingListMail(db: Executor, subscriberId: number, ref: { list: ListName; courseId?: number | null }): Promise<void> {
  const { values, prefixes } = segmentsOfList(ref);
  // A newsletter's segment is its row's (null before segments: the newsletter list).
  const segment = sql`(select coalesce(n.segment, ${segmentValue(NEWSLETTER_SEGMENT)}) from newsletters n where n.id = (${messages.payload}->>'newsletterId')::int)`;
  const newsletterOfList: SQL[] = [...values.map((v) => sql`${segment} = ${v}`), ...prefixes.map((p) => sql`starts_with(${segment}, ${p})`)];
  const ownNotice = ref.list === "launch" ? sql`${messages.campaign} = 'launch'` : ref.list === "course" ? sql`${messages.campaign} = ${`course_opened:${ref.courseId}`}` : undefined;
  // Its sequence's steps (the launch list's and the newsletter's) not sent yet.
  const sequence = ref.list === "launch" || ref.list === "newsletter" ? and(eq(messages.kind, "sequence"), sql`${messages.payload}->>'list' = ${ref.list}`) : undefined;
  const conditions = [...(newsletterOfList.length > 0 ? [and(eq(messages.kind, "newsletter"), or(...newsletterOfList))] : []), ...(ownNotice ? [ownNotice] : []), ...(sequence ? [sequence] : [])];
  if (conditions.length === 0) return;
  await db
    .update(messages)
    .set({ status: "dropped", lockedUntil: null })
    .where(and(eq(messages.subscriberId, subscriberId), inArray(messages.status, ["queued", "retrying", "paused"]), or(...conditions)));
}

/**
 * Messages per status, and how many of them are overdue: queued more than OVERDUE_AFTER_MINUTES
 * past their time, or `sending` under a lapsed claim.
 */
export async function messageCountsByStatus(db: Db): Promise<Array<{ status: MessageStatus; n: number; overdue: number }>> {
  const overdue = sql<boolean>`(${messages.status} = 'queued' and ${messages.sendAfter} < now() - make_interval(mins => ${OVERDUE_AFTER_MINUTES}::int))
    or (${messages.status} = 'sending' and ${messages.lockedUntil} < now())`;
  return db
    .select({ status: messages.status, n: sql<number>`count(*)::int`, overdue: sql<number>`(count(*) filter (where ${overdue}))::int` })
    .from(messages)
    .groupBy(messages.status);
}

/** Failed messages (one by id, or all) back to `queued`; only rows still `failed` move. Their ids. */
export async function requeueFailed(tx: Executor, id?: number): Promise<number[]> {
  const failed = eq(messages.status, "failed");
  const rows = await tx
    .update(messages)
    .set({ status: "queued", lockedUntil: null })
    .where(id === undefined ? failed : and(eq(messages.id, id), failed))
    .returning({ id: messages.id });
  return rows.map((r) => r.id);
}

/**
 * The outbox row a relay's event is about: by its Message-ID when the relay reports it (and only if
 * it went to that recipient), else the latest message that left for the recipient. Undefined when
 * we sent no such message: the event is not about our mail and changes nothing.
 */
export async function findMessageFor(db: Executor, email: string, messageIdHeader?: string): Promise<number | undefined> {
  const left = inArray(messages.status, ["sent", "failed", "sending", "retrying"]);
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .innerJoin(subscribers, eq(subscribers.id, messages.subscriberId))
    .where(and(eq(subscribers.email, email), left, ...(messageIdHeader ? [eq(messages.messageId, messageIdHeader)] : [])))
    .orderBy(desc(messages.id))
    .limit(1);
  return row?.id;
}

/** The address a message went to (a subscriber's), or undefined. */
export async function messageRecipient(db: Executor, id: number): Promise<string | undefined> {
  const [message] = await db
    .select({ email: subscribers.email })
    .from(messages)
    .innerJoin(subscribers, eq(subscribers.id, messages.subscriberId))
    .where(eq(messages.id, id));
  return message?.email;
}

/** The campaign a message belongs to (null: none, or no such message). */
export async function messageCampaign(db: Executor, id: number): Promise<string | null> {
  const [row] = await db.select({ campaign: messages.campaign }).from(messages).where(eq(messages.id, id));
  return row?.campaign ?? null;
}

/** A campaign's held (`paused`) messages back to `queued`; their ids. */
export async function requeuePaused(tx: Executor, campaign: string): Promise<number[]> {
  const rows = await tx
    .update(messages)
    .set({ status: "queued", lockedUntil: null })
    .where(and(eq(messages.campaign, campaign), inArray(messages.status, ["paused"])))
    .returning({ id: messages.id });
  return rows.map((r) => r.id);
}

/** A campaign's messages not sent yet are dropped; how many. */
export async function dropCampaignMail(tx: Executor, campaign: string): Promise<number> {
  const dropped = await tx
    .update(messages)
    .set({ status: "dropped", lockedUntil: null })
    .where(and(eq(messages.campaign, campaign), inArray(messages.status, ["queued", "retrying", "paused"])))
    .returning({ id: messages.id });
  return dropped.length;
}

/** Inserts a message unless its dedupe key is there already; its id, or undefined when it was. */
export async function insertMessageOnce(tx: Executor, values: typeof messages.$inferInsert): Promise<number | undefined> {
  const [row] = await tx.insert(messages).values(values).onConflictDoNothing({ target: messages.dedupeKey }).returning({ id: messages.id });
  return row?.id;
}

/** A seat's confirmation links not sent yet are dropped (one being sent now is left to its worker). */
export async function dropSeatConfirmations(tx: Executor, seatId: number): Promise<void> {
  await tx
    .update(messages)
    .set({ status: "dropped", lockedUntil: null })
    .where(and(eq(messages.kind, "seat_confirm"), like(messages.dedupeKey, `seat_confirm:${seatId}:%`), inArray(messages.status, ["queued", "retrying"])));
}

/** Inserts messages, skipping any that conflict with a row already there; the ids inserted now. */
export async function insertMessagesOnce(tx: Executor, values: Array<typeof messages.$inferInsert>): Promise<number[]> {
  const rows = await tx.insert(messages).values(values).onConflictDoNothing().returning({ id: messages.id });
  return rows.map((r) => r.id);
}

/** Messages whose dedupe key starts with the prefix, counted by status. */
export async function statusCountsByKeyPrefix(db: Db, keyPrefix: string): Promise<Array<{ status: MessageStatus; n: number }>> {
  return db
    .select({ status: messages.status, n: sql<number>`count(*)::int` })
    .from(messages)
    .where(like(messages.dedupeKey, `${keyPrefix}%`))
    .groupBy(messages.status);
}

/** The failed messages to subscribers, newest first. */
export async function failedMessages(db: Db, limit = 50) {
  return db
    .select({
      id: messages.id,
      kind: messages.kind,
      email: subscribers.email,
      attempts: messages.attempts,
      lastError: messages.lastError,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .innerJoin(subscribers, eq(subscribers.id, messages.subscriberId))
    .where(eq(messages.status, "failed"))
    .orderBy(desc(messages.id))
    .limit(limit);
}

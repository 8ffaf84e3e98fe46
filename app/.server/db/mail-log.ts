import { desc, eq, sql, type SQL } from "drizzle-orm";
import type { MessageKind, MessageStatus } from "../../lib/schemas/mail-constants.ts";
import type { Db } from "./client.ts";
import { messages, subscribers } from "./schema.ts";

export type SendKind = Extract<MessageKind, "newsletter" | "launch" | "invitation" | "course_opened" | "asked_class_open">;

// The console's log of the outbox (admin/mail-log.ts shows it): sends grouped with their counts, and every message.

// The counts of a group of messages (`m` is the messages row); "on the way" is queued, sending or retrying.
const counts = sql`count(*)::int as total,
  (count(*) filter (where m.status = 'sent'))::int as sent,
  (count(*) filter (where m.status in ('queued', 'sending', 'retrying')))::int as "onTheWay",
  (count(*) filter (where m.status = 'failed'))::int as failed,
  (count(*) filter (where m.status = 'dropped'))::int as dropped`;

/** `name`: what the send is of (a newsletter's subject, a wave's id, a course's title; null for the launch announcement). */
export type SendHistoryRow = { kind: SendKind; name: string | null; firstQueuedAt: Date | string; total: number; sent: number; onTheWay: number; failed: number; dropped: number };

/**
 * Every newsletter (also one that reached nobody), the launch announcement, each launch wave's
 * invitations, each course's opening notices and its "a class you asked for is open" messages,
 * newest first: one row each with its messages by status. At most `limit` rows.
 */
export async function sendHistoryRows(db: Db, limit: number): Promise<SendHistoryRow[]> {
  const res = await db.execute<SendHistoryRow>(sql`
    select * from (
      select 'newsletter' as kind, n.subject as name, n.created_at as "firstQueuedAt", ${counts}
        from newsletters n left join messages m on m.kind = 'newsletter' and m.payload->>'newsletterId' = n.id::text
        group by n.id
      union all
      select 'launch', null, min(m.created_at), ${counts} from messages m where m.kind = 'launch' having count(*) > 0
      union all
      select 'invitation', m.payload->>'waveId', min(m.created_at), ${counts}
        from messages m where m.kind = 'invitation' group by m.payload->>'waveId'
      union all
      select 'course_opened', max(m.payload->>'courseTitle'), min(m.created_at), ${counts}
        from messages m where m.kind = 'course_opened' group by m.payload->>'courseId'
      union all
      select 'asked_class_open', max(m.payload->>'courseTitle'), min(m.created_at), ${counts}
        from messages m where m.kind = 'asked_class_open' group by m.payload->>'courseId'
    ) h order by "firstQueuedAt" desc limit ${limit}`);
  return res.rows;
}

const statusWhere = (status?: MessageStatus): SQL | undefined => (status ? eq(messages.status, status) : undefined);

export async function countMessages(db: Db, status?: MessageStatus): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(messages).where(statusWhere(status));
  return Number(row?.n ?? 0);
}

/** The log of messages, newest first, one page of it (of one status, or all). */
export async function messageLog(db: Db, status: MessageStatus | undefined, slice: { limit: number; offset: number }) {
  return db
    .select({
      id: messages.id,
      kind: messages.kind,
      status: messages.status,
      subscriberId: messages.subscriberId,
      email: subscribers.email,
      attempts: messages.attempts,
      lastError: messages.lastError,
      createdAt: messages.createdAt,
      sentAt: messages.sentAt,
    })
    .from(messages)
    .innerJoin(subscribers, eq(subscribers.id, messages.subscriberId))
    .where(statusWhere(status))
    .orderBy(desc(messages.id))
    .limit(slice.limit)
    .offset(slice.offset);
}

import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { segmentsOfList, NEWSLETTER_SEGMENT, segmentValue } from "../../lib/schemas/segments.ts";
import type { ListName } from "../../lib/schemas/subscription-kinds.ts";
import type { Executor } from "../db/client.ts";
import { messages } from "../db/schema.ts";

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

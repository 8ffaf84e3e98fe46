import { randomUUID } from "node:crypto";
import { and, desc, eq, like } from "drizzle-orm";
import type { ConfirmationTiming } from "../../lib/schemas/subscription-kinds.ts";
import type { Executor } from "../db/client.ts";
import { messages } from "../db/schema.ts";
import { newMessageId, nextConfirmationSlot, timingOf } from "../mail/outbox.ts";
import type { MailQueue } from "../mail/queue.ts";

// The two messages about a seat, written in the caller's transaction like every message: the link
// that confirms a seat request, and the notice that a seat was freed for someone on the waitlist.

type SeatRef = { id: number; publicId: string; subscriberId: number };
type CourseRef = { id: number; title: string };

const payloadOf = (seat: SeatRef, course: CourseRef) => ({ seatId: seat.id, seatPublicId: seat.publicId, courseId: course.id, courseTitle: course.title });

/**
 * Makes sure a seat's confirmation link will reach the mailbox, within the limits of every
 * confirmation (one per 10 minutes, three a day), counted per seat: a message still waiting to go
 * covers a repeated request, otherwise the next is scheduled when the limits allow. Nothing is
 * refused, and the answer says when it goes out. The caller holds the address's row lock, so
 * requests for one seat are serialised.
 */
export async function scheduleSeatConfirmation(tx: Executor, queue: MailQueue, seat: SeatRef, course: CourseRef, host: string, now = new Date()): Promise<ConfirmationTiming> {
  const earlier = await tx
    .select({ status: messages.status, sendAfter: messages.sendAfter })
    .from(messages)
    .where(and(eq(messages.kind, "seat_confirm"), like(messages.dedupeKey, `seat_confirm:${seat.id}:%`)))
    .orderBy(desc(messages.sendAfter))
    .limit(10);
  const waiting = earlier.find((m) => m.status === "queued" || m.status === "retrying");
  if (waiting) return timingOf(waiting.sendAfter, now);
  const at = nextConfirmationSlot(earlier, now);
  const [row] = await tx
    .insert(messages)
    .values({
      subscriberId: seat.subscriberId,
      kind: "seat_confirm",
      dedupeKey: `seat_confirm:${seat.id}:${randomUUID()}`,
      payload: payloadOf(seat, course),
      messageId: newMessageId(host),
      sendAfter: at,
    })
    .returning({ id: messages.id });
  await queue.enqueue(tx, [row!.id], at > now ? at : undefined);
  return timingOf(at, now);
}

/** "A seat is yours": to someone the waitlist just moved up. */
export async function queueSeatGranted(tx: Executor, queue: MailQueue, seat: SeatRef, course: CourseRef, host: string): Promise<void> {
  const [row] = await tx
    .insert(messages)
    .values({
      subscriberId: seat.subscriberId,
      kind: "seat_granted",
      dedupeKey: `seat_granted:${seat.id}:${randomUUID()}`,
      payload: payloadOf(seat, course),
      messageId: newMessageId(host),
    })
    .returning({ id: messages.id });
  await queue.enqueue(tx, [row!.id]);
}

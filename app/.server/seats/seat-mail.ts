import { randomUUID } from "node:crypto";
import { REMINDER_OFFSETS, type ReminderOffset } from "../../lib/schemas/mail-constants.ts";
import type { ConfirmationTiming } from "../../lib/schemas/subscription-kinds.ts";
import type { Executor } from "../db/client.ts";
import { courseSchedule, heldSeatsOf, heldSeatsToldOtherwise } from "../db/seats.ts";
import { insertMessage, insertMessageOnce } from "../db/messages.ts";
import { newMessageId, scheduleWithinBudget } from "../mail/outbox.ts";
import type { MailQueue } from "../mail/queue.ts";

// The messages about a seat, written in the caller's transaction like every message: the link that
// confirms a seat request, the notice that a seat was freed for someone on the waitlist, the receipt
// of a seat confirmed, and the reminders before the first session.

type SeatRef = { id: number; publicId: string; subscriberId: number };
type CourseRef = { id: number; title: string };
/** A holder's message tells the first session (null: not announced), which a later change is compared with. */
type HeldCourseRef = CourseRef & { startsAt: Date | null };

const payloadOf = (seat: SeatRef, course: CourseRef) => ({ seatId: seat.id, seatPublicId: seat.publicId, courseId: course.id, courseTitle: course.title });
const holderPayloadOf = (seat: SeatRef, course: HeldCourseRef) => ({ ...payloadOf(seat, course), startsAt: course.startsAt?.toISOString() ?? null });

/**
 * Makes sure a seat's confirmation link will reach the mailbox, within the budget every message a
 * stranger can cause shares (mailboxBudget: per mailbox, whatever the spelling or the course): a
 * message still waiting for this seat covers a repeated request, otherwise the next is scheduled
 * when the limits allow (a flood past a day's budget held adds nothing: scheduleWithinBudget).
 * Nothing is refused, and the answer says when it goes out. A mailbox that unsubscribed gets no
 * seat mail a stranger asks for (the same answer as anyone). `byOwner`: a browser that proved the
 * mailbox asks, and its link goes now (scheduleWithinBudget).
 */
export async function scheduleSeatConfirmation(
  tx: Executor,
  queue: MailQueue,
  seat: SeatRef,
  course: CourseRef,
  host: string,
  opts: { byOwner?: boolean; now?: Date } = {},
): Promise<ConfirmationTiming> {
  return scheduleWithinBudget(tx, queue, seat.subscriberId, opts.now ?? new Date(), {
    byOwner: opts.byOwner,
    coveredBy: (m) => m.kind === "seat_confirm" && m.dedupeKey.startsWith(`seat_confirm:${seat.id}:`),
    message: { kind: "seat_confirm", dedupeKey: `seat_confirm:${seat.id}:${randomUUID()}`, payload: payloadOf(seat, course), messageId: newMessageId(host) },
  });
}

/** "A seat is yours": to someone the waitlist just moved up. */
export async function queueSeatGranted(tx: Executor, queue: MailQueue, seat: SeatRef, course: HeldCourseRef, host: string): Promise<void> {
  const id = await insertMessage(tx, {
    subscriberId: seat.subscriberId,
    kind: "seat_granted",
    dedupeKey: `seat_granted:${seat.id}:${randomUUID()}`,
    payload: holderPayloadOf(seat, course),
    messageId: newMessageId(host),
  });
  await queue.enqueue(tx, [id]);
}

/** "Your seat is confirmed": the schedule, the calendar file and the joining link, once per hold (its request's time keys it). */
export async function queueSeatReceipt(tx: Executor, queue: MailQueue, seat: SeatRef & { requestedAt: Date }, course: HeldCourseRef, host: string): Promise<void> {
  const id = await insertMessageOnce(tx, {
    subscriberId: seat.subscriberId,
    kind: "seat_receipt",
    dedupeKey: `seat_receipt:${seat.id}:${seat.requestedAt.getTime()}`,
    payload: holderPayloadOf(seat, course),
    messageId: newMessageId(host),
  });
  if (id !== undefined) await queue.enqueue(tx, [id]);
}

/**
 * "New schedule": to each holder last told another first session than the course now has (or told
 * none was announced), with the schedule and a calendar file whose event replaces the one they
 * added. Once per change, however often the course is saved (the notice is then what they were
 * last told). Returns how many.
 */
export async function queueScheduleChanged(tx: Executor, queue: MailQueue, course: HeldCourseRef, host: string): Promise<number> {
  if (!course.startsAt) return 0;
  const startsAt = course.startsAt;
  let added = 0;
  for (const seat of await heldSeatsToldOtherwise(tx, course.id, startsAt)) {
    const id = await insertMessageOnce(tx, {
      subscriberId: seat.subscriberId,
      kind: "seat_rescheduled",
      // Keyed by the message that told the old time: a time changed back and forth is told each time.
      dedupeKey: `seat_rescheduled:${seat.id}:${seat.toldIn}:${startsAt.toISOString()}`,
      payload: holderPayloadOf(seat, course),
      messageId: newMessageId(host),
    });
    if (id === undefined) continue;
    await queue.enqueue(tx, [id]);
    added++;
  }
  return added;
}

/**
 * Schedules the reminders 24 h and 1 h before the course's first session for its held seats (all,
 * or those named), each a message row and a pg-boss job due at its time: durable, and kept by the
 * outbox's claim to one send. A key names the seat, its hold, the session's time and the offset,
 * so scheduling again (another instance, a save that changed nothing) adds nothing, and a new time
 * adds new reminders; those for the old time are dropped when due (the worker checks the time).
 * A reminder whose time has passed is not scheduled. Returns how many were added.
 */
export async function scheduleSeatReminders(tx: Executor, queue: MailQueue, courseId: number, host: string, seatIds?: number[], now = new Date()): Promise<number> {
  const course = await courseSchedule(tx, courseId);
  if (!course?.startsAt) return 0;
  const startsAt = course.startsAt;
  let added = 0;
  for (const seat of await heldSeatsOf(tx, courseId, seatIds)) {
    for (const offset of Object.keys(REMINDER_OFFSETS) as ReminderOffset[]) {
      const at = new Date(startsAt.getTime() - REMINDER_OFFSETS[offset]);
      if (at <= now) continue;
      const id = await insertMessageOnce(tx, {
        subscriberId: seat.subscriberId,
        kind: "seat_reminder",
        dedupeKey: `seat_reminder:${seat.id}:${seat.requestedAt.getTime()}:${startsAt.toISOString()}:${offset}`,
        payload: { ...holderPayloadOf(seat, course), offset },
        messageId: newMessageId(host),
        sendAfter: at,
      });
      if (id === undefined) continue;
      await queue.enqueue(tx, [id], at);
      added++;
    }
  }
  return added;
}

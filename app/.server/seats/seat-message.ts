import { REMINDER_OFFSETS, type MessageKind, type ReminderOffset } from "../../lib/schemas/mail-constants.ts";
import { googleCalendarUrl, outlookCalendarUrl, type ClassEvent } from "../../lib/site/class-calendar.ts";
import { scheduleText, SINGAPORE } from "../../lib/site/schedule.ts";
import { coursePath } from "../../lib/schemas/course.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { seatStateTimes, seatWithCourse } from "../db/seats.ts";
import type { SeatHolderMail } from "../mail/templates.ts";
import { seatToken } from "../mail/tokens.ts";
import type { OutgoingMail } from "../mail/transport.ts";
import { seatCalendar } from "./seat-calendar.ts";

// A seat holder's message as the worker sends it, read at send time: the course's schedule and
// joining link as they are now, the seat's state (a released seat gets nothing), and whether a
// reminder or a new time's notice is still for the session's time (a rescheduled class has newer ones).

/**
 * Whether a holder's message is no longer true: the seat is not held (released, or never got), the
 * course closed, or a reminder is for a time the class no longer has.
 */
export async function seatMessageUntrue(db: Db, kind: MessageKind, payload: Record<string, unknown>): Promise<boolean> {
  const seat = await seatWithCourse(db, Number(payload.seatId));
  if (!seat || seat.state !== "held" || seat.status === "closed") return true;
  // A reminder, or a new time's notice, for a time the class no longer has: a newer one replaces it.
  if (kind !== "seat_reminder" && kind !== "seat_rescheduled") return false;
  return seat.startsAt === null || seat.startsAt.toISOString() !== String(payload.startsAt);
}

/**
 * Whether a seat's confirmation link is no longer needed: the seat was confirmed (held, or a place
 * on the waitlist) or released since the link was asked for (`queuedAt`), or is gone. A link held
 * back by the mailbox's budget would otherwise arrive a day later for nothing. A link asked for
 * after the seat was confirmed is still sent (its page tells the person the seat they hold), and so
 * is one for a seat asked for again after a release (pending again).
 */
export async function seatConfirmUnneeded(db: Db, payload: Record<string, unknown>, queuedAt: Date): Promise<boolean> {
  const seat = await seatStateTimes(db, Number(payload.seatId));
  if (!seat) return true;
  const since = (at: Date | null) => at !== null && at > queuedAt;
  if (seat.state === "released") return since(seat.releasedAt);
  if (seat.state === "held" || seat.state === "waiting") return since(seat.confirmedAt);
  return false;
}

/** The message's content, and its calendar file when the schedule is set. */
export async function seatHolderMail(
  db: Db,
  config: Config,
  kind: SeatHolderMail["kind"],
  payload: Record<string, unknown>,
): Promise<{ content: SeatHolderMail; attachments?: OutgoingMail["attachments"] }> {
  const seat = await seatWithCourse(db, Number(payload.seatId));
  const courseTitle = seat?.title ?? String(payload.courseTitle);
  const seatUrl = `${config.PUBLIC_URL}/seats?token=${seatToken(config, String(payload.seatPublicId))}`;
  const offset = kind === "seat_reminder" && String(payload.offset) in REMINDER_OFFSETS ? (String(payload.offset) as ReminderOffset) : undefined;
  const joiningUrl = seat?.joiningUrl ?? null;
  const base = { kind, courseTitle, seatUrl, joiningUrl, ...(offset ? { offset } : {}) };
  if (!seat?.startsAt) return { content: { ...base, schedule: null } };
  const startsAt = seat.startsAt.toISOString();
  const event: ClassEvent = {
    title: courseTitle,
    startsAt,
    sessions: seat.weeks,
    details: `${courseTitle}, a live class on Classwish. Your seat: ${seatUrl}${joiningUrl ? `\nJoin: ${joiningUrl}` : ""}`,
    location: joiningUrl ?? `${config.PUBLIC_URL}${coursePath(seat.slug)}`,
  };
  const zone = seat.timeZone && seat.timeZone !== SINGAPORE ? seat.timeZone : undefined;
  const content: SeatHolderMail = {
    ...base,
    schedule: {
      singapore: scheduleText(startsAt),
      ...(zone ? { local: { zone, text: scheduleText(startsAt, zone) } } : {}),
      googleUrl: googleCalendarUrl(event),
      outlookUrl: outlookCalendarUrl(event),
    },
  };
  const ics = seatCalendar({ ...event, uid: `seat-${seat.publicId}@${config.publicHost}`, url: seatUrl });
  return { content, attachments: [{ filename: "class.ics", content: ics, contentType: "text/calendar; charset=utf-8; method=PUBLISH" }] };
}

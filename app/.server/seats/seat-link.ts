import type { Executor } from "../db/client.ts";
import { findSeat, heldSeats, lockSeatCourse, releaseSeatRow, settleSeat, waitlistPosition, type FoundSeat } from "../db/seats.ts";
import { verifySeatToken } from "../mail/tokens.ts";
import { linkVisitor } from "../db/visitors.ts";
import type { Caller, Services } from "../services.ts";
import { recordWebhookEvent } from "../webhooks/record-event.ts";
import { fillFreeSeats } from "./seat-changes.ts";
import { queueSeatReceipt, scheduleSeatReminders } from "./seat-mail.ts";
import { dropSeatConfirmations } from "../db/messages.ts";

// The link in a seat's messages (/seats?token=…): GET shows the seat, POST confirms it (the
// mailbox's click) or gives it up. A confirmation takes the course's row lock, so seats go in the
// order of the clicks and the class is never oversold, however many arrive at once.

/** startsAt: the first session (ISO 8601; null: not announced); weeks: how many weekly sessions. */
type CourseRef = { title: string; slug: string; startsAt: string | null; weeks: number };

// `email`: whose seat this is; the page shows it masked.
export type SeatView =
  | { kind: "invalid" }
  | { kind: "expired"; course: CourseRef }
  | { kind: "not-open"; course: CourseRef }
  /** waitlist: the class is full now, so the click joins its waitlist (the page says so from the start). */
  | { kind: "pending"; email: string; course: CourseRef; waitlist: boolean }
  | { kind: "held"; email: string; course: CourseRef; justNow: boolean }
  | { kind: "waiting"; email: string; course: CourseRef; position: number; justNow: boolean }
  | { kind: "released"; email: string; course: CourseRef; justNow: boolean };

type Found = { seat: FoundSeat; expired: boolean };

async function find(db: Executor, s: Services, token: string | null): Promise<Found | undefined> {
  const check = verifySeatToken(s.config, token);
  if (!check.valid) return undefined;
  const seat = await findSeat(db, check.key);
  return seat ? { seat, expired: check.expired } : undefined;
}

/** What the seat is now. */
async function viewOf(db: Executor, found: Found | undefined, justNow = false): Promise<SeatView> {
  if (!found) return { kind: "invalid" };
  const { seat, expired } = found;
  const c = seat.course;
  const course = { title: c.title, slug: c.slug, startsAt: c.startsAt ? new Date(c.startsAt).toISOString() : null, weeks: c.durationWeeks };
  switch (seat.state) {
    case "pending":
      if (expired) return { kind: "expired", course };
      if (c.status !== "opened") return { kind: "not-open", course };
      return { kind: "pending", email: seat.email, course, waitlist: (await heldSeats(db, seat.courseId)) >= c.classSize };
    case "held":
      return { kind: "held", email: seat.email, course, justNow };
    case "waiting":
      return { kind: "waiting", email: seat.email, course, position: await waitlistPosition(db, seat.id), justNow };
    case "released":
      return { kind: "released", email: seat.email, course, justNow };
  }
}

/** What the link's page shows (GET changes nothing: link scanners fetch it). */
export async function readSeat(s: Services, token: string | null): Promise<SeatView> {
  return viewOf(s.db, await find(s.db, s, token));
}

/**
 * The mailbox owner pressed Confirm: the seat is taken if the class has room, else the person joins
 * the waitlist. Under the course's row lock, in one transaction: the count and the change are one
 * step, so parallel confirmations of the last seat give it to exactly one of them. The seat's links
 * still held back are dropped, and the browser that pressed it (`caller`) is linked to the
 * address, as a list's Confirm links it: its next requests for this mailbox are the owner's.
 */
export async function confirmSeat(s: Services, token: string | null, timeZone?: string, caller?: Pick<Caller, "visitorId">): Promise<SeatView> {
  return s.db.transaction(async (tx) => {
    const first = await find(tx, s, token);
    if (!first || first.seat.state !== "pending" || first.expired) return viewOf(tx, first);
    const course = await lockSeatCourse(tx, first.seat.courseId);
    // Read again under the lock: another click may have settled it meanwhile.
    const found = await find(tx, s, token);
    if (!course || !found || found.seat.state !== "pending" || course.status !== "opened") return viewOf(tx, found);
    // Seats someone freed go to those already waiting before anyone new.
    await fillFreeSeats(tx, s.mail, course, s.config.publicHost);
    const state = (await heldSeats(tx, course.id)) < course.classSize ? "held" : "waiting";
    await settleSeat(tx, found.seat.id, state, timeZone);
    await dropSeatConfirmations(tx, found.seat.id);
    // The browser that pressed it holds the mailbox's link: from now on it asks as the mailbox's owner.
    if (caller) await linkVisitor(tx, caller.visitorId, found.seat.subscriberId);
    if (state === "held") {
      await queueSeatReceipt(tx, s.mail, found.seat, course, s.config.publicHost);
      await scheduleSeatReminders(tx, s.mail, course.id, s.config.publicHost, [found.seat.id]);
    }
    await recordWebhookEvent(tx, s.mail, "seat.confirmed", { course_id: course.id, course_slug: course.slug, email: found.seat.email, state });
    return viewOf(tx, { seat: { ...found.seat, state }, expired: false }, true);
  });
}

/**
 * Gives up a held seat or a place on the waitlist: a freed seat goes at once to the first waiting,
 * with an e-mail. The course's lock first, as for a confirmation.
 */
export async function releaseSeatAt(s: Services, tx: Executor, courseId: number, seatId: number): Promise<boolean> {
  const course = await lockSeatCourse(tx, courseId);
  if (!course) return false;
  const before = await releaseSeatRow(tx, seatId);
  if (before !== undefined) await dropSeatConfirmations(tx, seatId);
  if (before === "held") await fillFreeSeats(tx, s.mail, course, s.config.publicHost);
  return before !== undefined;
}

/** The holder's own link: Release my seat (or leave the waitlist). */
export async function releaseSeat(s: Services, token: string | null): Promise<SeatView> {
  return s.db.transaction(async (tx) => {
    const found = await find(tx, s, token);
    if (!found) return { kind: "invalid" } as const;
    const released = await releaseSeatAt(s, tx, found.seat.courseId, found.seat.id);
    return viewOf(tx, await find(tx, s, token), released);
  });
}

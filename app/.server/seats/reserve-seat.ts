import type { CourseView } from "../../lib/schemas/course.ts";
import type { ConfirmationTiming } from "../../lib/schemas/subscription-kinds.ts";
import { findCourse } from "../db/courses.ts";
import { requestSeat } from "../db/seats.ts";
import { lockSubscriberByEmail } from "../db/subscribers.ts";
import { provesMailbox } from "../db/visitors.ts";
import { screenAddress } from "../intake/address-intake.ts";
import { overSubscribeLimit, overWriteLimit, type Limited } from "../limits.ts";
import type { Caller, Services } from "../services.ts";
import { scheduleSeatConfirmation } from "./seat-mail.ts";

export type ReserveSeatInput = {
  courseId: number;
  /** Normalised by the schema. */
  email: string;
  /** The form's hidden field: anything in it came from a bot. */
  honeypot?: string;
};

export type ReserveSeatOutcome =
  | Limited
  | { kind: "unknown-course" }
  /** A throwaway inbox: nothing is stored and no message is sent. */
  | { kind: "disposable" }
  /** Only an opened course gives seats (one still taking interest, or closed, does not). */
  | { kind: "not-open"; course: CourseView }
  | { kind: "accepted"; course: CourseView; confirmation: ConfirmationTiming };

/**
 * Someone types an address to reserve a seat. That asks; it holds nothing: the seat is taken (or a
 * place on the waitlist) only by a click in the message sent to that mailbox, in the order of those
 * clicks. The answer is the same whether the address is new, already holds a seat or waits (only
 * the per-seat mail limits decide when the message goes), so it tells nobody who has a seat. A
 * browser that proved the mailbox (it pressed a button on a link from it) is its owner, not a
 * stranger: its link goes at once.
 */
export async function reserveSeat(s: Services, caller: Caller, input: ReserveSeatInput): Promise<ReserveSeatOutcome> {
  const screened = screenAddress(s.config, input.email, input.honeypot);
  if (screened === "disposable") return { kind: "disposable" };
  const limited = (await overWriteLimit(s, caller.ip)) ?? (await overSubscribeLimit(s, caller.ip));
  if (limited) return limited;
  const course = await findCourse(s.db, input.courseId);
  if (!course) return { kind: "unknown-course" };
  if (course.status !== "opened") return { kind: "not-open", course };
  if (screened === "bot") return { kind: "accepted", course, confirmation: { when: "now" } };
  return s.db.transaction(async (tx) => {
    const subscriber = await lockSubscriberByEmail(tx, input.email, "seat");
    const seat = await requestSeat(tx, course.id, subscriber.id);
    // A browser that proved this mailbox reserves as its owner: the link is not held back.
    const byOwner = await provesMailbox(tx, caller.visitorId, subscriber.id);
    return { kind: "accepted", course, confirmation: await scheduleSeatConfirmation(tx, s.mail, seat, course, s.config.publicHost, { byOwner }) };
  });
}

import type { Executor } from "../db/client.ts";
import { heldOrWaitingSeatsOf, lockSeatCourse, seatCourseId } from "../db/seats.ts";
import type { Services } from "../services.ts";
import { fillFreeSeats } from "./seat-changes.ts";
import { queueScheduleChanged, scheduleSeatReminders } from "./seat-mail.ts";
import { releaseSeatAt } from "./seat-link.ts";

// The operator's seat actions in the console (the course page's Seats section).

/** Frees a seat (or a place on the waitlist) for the person; the first waiting moves up, with an e-mail. */
export async function releaseSeatByOperator(s: Services, courseId: number, seatId: number): Promise<boolean> {
  return s.db.transaction(async (tx) => {
    if ((await seatCourseId(tx, seatId)) !== courseId) return false;
    return releaseSeatAt(s, tx, courseId, seatId);
  });
}

/** What a course change did to its seats: people moved up from the waitlist, holders told a new time, reminders added. */
export type SeatsAfterChange = { movedUp: number; toldNewTime: number; remindersAdded: number };

/**
 * After the course changed (opened, a larger class, a new time): seats now free go to the waitlist
 * in order, a holder told another time hears the new one, and every holder has reminders for the
 * first session as it now is (those for an old time are dropped when due).
 */
export async function fillCourseSeats(s: Services, courseId: number): Promise<SeatsAfterChange> {
  return s.db.transaction((tx) => fillCourseSeatsIn(s, tx, courseId));
}

/** fillCourseSeats in the caller's transaction (the one that changed the course). */
export async function fillCourseSeatsIn(s: Services, tx: Executor, courseId: number): Promise<SeatsAfterChange> {
  const course = await lockSeatCourse(tx, courseId);
  if (!course) return { movedUp: 0, toldNewTime: 0, remindersAdded: 0 };
  const movedUp = await fillFreeSeats(tx, s.mail, course, s.config.publicHost);
  const toldNewTime = await queueScheduleChanged(tx, s.mail, course, s.config.publicHost);
  const remindersAdded = await scheduleSeatReminders(tx, s.mail, courseId, s.config.publicHost);
  return { movedUp, toldNewTime, remindersAdded };
}

/** A person is erased: each seat they hold goes to the next on that course's waitlist (in the erasing transaction). */
export async function releaseSeatsOfPerson(s: Services, tx: Executor, subscriberId: number): Promise<void> {
  for (const seat of await heldOrWaitingSeatsOf(tx, subscriberId)) await releaseSeatAt(s, tx, seat.courseId, seat.id);
}

import type { MailQueue } from "../mail/queue.ts";
import type { Executor } from "../db/client.ts";
import { heldSeats, promoteWaiting, type SeatCourse } from "../db/seats.ts";
import { queueSeatGranted, scheduleSeatReminders } from "./seat-mail.ts";

/**
 * Gives every free seat of an opened course to the first on its waitlist, each with an e-mail.
 * The caller holds the course's row lock (lockSeatCourse), so the count and the moves are one step.
 * Returns how many moved up.
 */
export async function fillFreeSeats(tx: Executor, queue: MailQueue, course: SeatCourse, host: string): Promise<number> {
  if (course.status !== "opened") return 0;
  const free = course.classSize - (await heldSeats(tx, course.id));
  const promoted = await promoteWaiting(tx, course.id, free);
  for (const seat of promoted) await queueSeatGranted(tx, queue, seat, course, host);
  // The "a seat is yours" notice is their receipt; the reminders follow as for anyone holding a seat.
  if (promoted.length > 0) await scheduleSeatReminders(tx, queue, course.id, host, promoted.map((p) => p.id));
  return promoted.length;
}

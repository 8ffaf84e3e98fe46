import type { ReminderOffset } from "../schemas/mail-constants.ts";
import { seatPromise } from "./seats.ts";

// The words of a seat's e-mails (app/.server/mail/templates.ts renders them): the request's link,
// a seat freed from the waitlist, the receipt and the reminders. A request for a full class says
// waitlist from its subject on.

type SeatMail = { subject: string; lines: string[]; next: string; button: string; after?: string };

const ignore = "The link works for 7 days. If you did not ask for this, ignore this message and nothing changes.";

export const seatMailCopy = {
  reason: "You are receiving this because this address was entered to reserve a seat on Classwish.",
  free: seatPromise.free,
  confirm: (course: string, waitlist: boolean): SeatMail =>
    waitlist
      ? {
          subject: `Join the waitlist for “${course}”`,
          lines: [`Someone — hopefully you — asked to join the waitlist of “${course}” with this address. Every seat is taken at the moment.`],
          next: seatPromise.nextPending(true),
          button: "Join the waitlist",
          after: ignore,
        }
      : {
          subject: `Confirm your seat in “${course}”`,
          lines: [`Someone — hopefully you — asked to reserve a seat in “${course}” with this address.`],
          next: seatPromise.nextPending(false),
          button: "Confirm my seat",
          after: ignore,
        },
  granted: (course: string): SeatMail => ({
    subject: `A seat in “${course}” is yours`,
    lines: [
      `A seat in “${course}” has been freed, and as the first on its waitlist, it is now yours. You don't need to do anything to keep it.`,
      "If you can no longer come, release it from your seat's page so that the next person can have it.",
    ],
    next: seatPromise.nextAfterReceipt,
    button: "See my seat",
  }),
  receipt: (course: string): SeatMail => ({
    subject: `Your seat in “${course}” is confirmed`,
    lines: [`Your seat in “${course}” is held for you. This is your receipt: keep it for the schedule and the joining link.`],
    next: seatPromise.nextAfterReceipt,
    button: "See my seat",
    after: "Can't come after all? Release your seat from its page so that the next person can have it.",
  }),
  rescheduled: (course: string): SeatMail => ({
    subject: `New schedule for “${course}”`,
    lines: [
      `The schedule of “${course}” has been set or changed since we last wrote. Your seat is still held: the times below are the ones that count.`,
      "The attached class.ics replaces the class in your calendar if you added it before.",
    ],
    next: "Next: reminders 24 hours and 1 hour before the first class, at this time.",
    button: "See my seat",
    after: "Can't come at the new time? Release your seat from its page so that the next person can have it.",
  }),
  reminder: (course: string, offset: ReminderOffset, hasJoiningLink: boolean): SeatMail => ({
    subject: offset === "1h" ? `“${course}” starts in 1 hour` : `“${course}” starts tomorrow`,
    lines: [offset === "1h" ? `Your class “${course}” starts in an hour.` : `Your class “${course}” starts in 24 hours.`],
    next:
      offset === "24h"
        ? "Next: one more reminder an hour before the class."
        : hasJoiningLink
          ? "Next: join a few minutes early with the joining link in this message."
          : "Next: join a few minutes early. The class has no joining link yet: reply to this message if none has reached you by the start.",
    button: "See my seat",
    after: "Can't come after all? Release your seat from its page so that the next person can have it.",
  }),
  firstClass: "First class",
  weekly: "Then weekly",
  inSingapore: (when: string) => `${when}, Singapore time (UTC+8)`,
  inZone: (when: string, zone: string) => `${when} in your time zone (${zone})`,
  addToCalendar: "Add to your calendar",
  google: "Google Calendar",
  outlook: "Outlook",
  attached: "or open the attached class.ics",
  notAnnounced: "The schedule is not announced yet. Once it is set, your reminders come 24 hours and 1 hour before the first class.",
  joiningLink: "Joining link",
  joiningLater: "The class has no joining link yet: your reminders carry it once it has one.",
} as const;

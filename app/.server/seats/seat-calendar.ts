import ical, { ICalCalendarMethod, ICalEventRepeatingFreq } from "ical-generator";
import { sessionEnd, type ClassEvent } from "../../lib/site/class-calendar.ts";

// The .ics file a seat's e-mails attach (RFC 5545, written by ical-generator): the class's weekly
// sessions as one repeating event, in UTC, so every calendar shows them in its own zone.

/** Sequence numbers count minutes from here: a later file (a new time) always replaces an earlier one. */
const SEQUENCE_EPOCH = Date.UTC(2026, 0, 1);

/**
 * One event per seat (its UID names the seat, so a rescheduled class's new file updates the event
 * already in the calendar instead of adding a second one).
 */
export function seatCalendar(e: ClassEvent & { uid: string; url: string }, now = new Date()): string {
  const calendar = ical({ prodId: { company: "Classwish", product: "Seats", language: "EN" }, method: ICalCalendarMethod.PUBLISH, name: e.title });
  calendar.createEvent({
    id: e.uid,
    sequence: Math.max(0, Math.floor((now.getTime() - SEQUENCE_EPOCH) / 60_000)),
    stamp: now,
    start: new Date(e.startsAt),
    end: sessionEnd(e.startsAt),
    summary: e.title,
    description: e.details,
    location: e.location,
    url: e.url,
    repeating: { freq: ICalEventRepeatingFreq.WEEKLY, count: e.sessions },
  });
  return calendar.toString();
}

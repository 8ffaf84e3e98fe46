// A course's class sessions as a calendar sees them, and the add-to-calendar links of its seat page
// and seat e-mails. Times go out in UTC ("Z"): every calendar shows them in its own zone, so one
// link is right in Singapore and wherever the visitor is. Singapore keeps no daylight saving, so a
// weekly repeat at the same UTC time is the same local time there every week.

/** How long one session lasts: the console keeps no length per course yet, so every class is an hour. */
export const SESSION_MINUTES = 60;

export type ClassEvent = {
  title: string;
  /** The first session (ISO 8601). */
  startsAt: string;
  /** Weekly sessions in all (the course's duration in weeks). */
  sessions: number;
  details: string;
  /** Where it happens: the joining link for a seat holder, else the site. */
  location: string;
};

export const sessionEnd = (startsAt: string | Date) => new Date(new Date(startsAt).getTime() + SESSION_MINUTES * 60_000);

/** 20270201T110000Z, as Google's `dates` and RFC 5545 write a UTC time. */
const basicUtc = (at: Date) => at.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/** Google Calendar's event template: the first session, repeated weekly for the course's weeks. */
export function googleCalendarUrl(e: ClassEvent): string {
  const start = new Date(e.startsAt);
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: e.title,
    dates: `${basicUtc(start)}/${basicUtc(sessionEnd(start))}`,
    details: e.details,
    location: e.location,
    recur: `RRULE:FREQ=WEEKLY;COUNT=${e.sessions}`,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** Outlook on the web's compose link. It takes no repeat rule: it adds the first session (the .ics has them all). */
export function outlookCalendarUrl(e: ClassEvent): string {
  const start = new Date(e.startsAt);
  const params = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: e.title,
    startdt: start.toISOString(),
    enddt: sessionEnd(start).toISOString(),
    body: e.details,
    location: e.location,
  });
  return `https://outlook.live.com/calendar/0/action/compose?${params.toString()}`;
}

/** A time zone the runtime knows (IANA name), else undefined: what a seat keeps from its confirming browser. */
export function knownTimeZone(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length === 0 || value.length > 64) return undefined;
  try {
    return new Intl.DateTimeFormat("en-GB", { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

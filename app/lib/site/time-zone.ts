// The one time zone every date the site shows or sends is given in: Singapore's, where the classes
// are run. Every date a person reads (a course page, its structured data, a share card, a wish's
// page, the console's course form) goes through these helpers, so none is a UTC date a day off for
// times between midnight and 08:00, and no offset is written by hand: Intl knows the zone's rules.

export const SITE_TIME_ZONE = "Asia/Singapore";

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(options: Intl.DateTimeFormatOptions, timeZone: string): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat("en-GB", { timeZone, ...options })));
  return f;
}

/** A date in words, in the site's time zone (or another, for a visitor's own). */
export const formatInZone = (at: Date | string, options: Intl.DateTimeFormatOptions, timeZone = SITE_TIME_ZONE): string =>
  formatter(options, timeZone).format(new Date(at));

/** The calendar fields of an instant in the zone. */
function fieldsInZone(at: Date, timeZone: string) {
  const parts = formatter({ year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" }, timeZone).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return { date: `${get("year")}-${get("month")}-${get("day")}`, time: `${get("hour")}:${get("minute")}`, seconds: get("second") };
}

/** The zone's offset from UTC at that instant, as ISO 8601 writes it ("+hh:mm"). */
export function offsetInZone(at: Date | string, timeZone = SITE_TIME_ZONE): string {
  const name = formatter({ timeZoneName: "longOffset" }, timeZone)
    .formatToParts(new Date(at))
    .find((p) => p.type === "timeZoneName")!.value;
  // "GMT+hh:mm", or "GMT" for UTC itself.
  return name === "GMT" ? "+00:00" : name.slice(3);
}

/** The calendar date of an instant in the zone ("2027-01-18"). */
export const dateInZone = (at: Date | string, timeZone = SITE_TIME_ZONE): string => fieldsInZone(new Date(at), timeZone).date;

/** An instant as local time in the zone with its offset ("2027-01-18T07:30:00" and the zone's "+hh:mm"). */
export function isoInZone(at: Date | string, timeZone = SITE_TIME_ZONE): string {
  const { date, time, seconds } = fieldsInZone(new Date(at), timeZone);
  return `${date}T${time}:${seconds}${offsetInZone(at, timeZone)}`;
}

/** An instant as a datetime-local field's value in the zone ("2027-01-18T07:30"). */
export function localDateTimeInZone(at: Date | string, timeZone = SITE_TIME_ZONE): string {
  const { date, time } = fieldsInZone(new Date(at), timeZone);
  return `${date}T${time}`;
}

/**
 * The instant a datetime-local value ("2027-01-18T07:30") names in the zone; Invalid Date when it
 * names none. The offset is the zone's at that moment (read as UTC first, then corrected once).
 */
export function fromLocalDateTimeInZone(value: string, timeZone = SITE_TIME_ZONE): Date {
  // Only the field's own shape: Date's parser takes many strings it should not.
  const asUtc = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? new Date(`${value}:00Z`) : new Date(Number.NaN);
  if (Number.isNaN(asUtc.getTime())) return asUtc;
  const guess = new Date(`${value}:00${offsetInZone(asUtc, timeZone)}`);
  return new Date(`${value}:00${offsetInZone(guess, timeZone)}`);
}

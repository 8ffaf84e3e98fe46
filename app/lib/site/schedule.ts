// A course's schedule in words: its first class and its weekly time, in Singapore time (where the
// classes are run) or in a visitor's own time zone.

import { formatInZone, SITE_TIME_ZONE } from "./time-zone.ts";

export const SINGAPORE = SITE_TIME_ZONE;

export type ScheduleText = { firstClass: string; weekly: string };

export function scheduleText(startsAt: string, timeZone: string = SINGAPORE): ScheduleText {
  const part = (options: Intl.DateTimeFormatOptions) => formatInZone(startsAt, options, timeZone);
  const time = part({ hour: "numeric", minute: "2-digit", hour12: true }).replace(/\s/g, " ");
  return {
    firstClass: `${part({ weekday: "long", day: "numeric", month: "long", year: "numeric" })}, ${time}`,
    weekly: `${part({ weekday: "long" })}s at ${time}`,
  };
}

/** The browser's own time zone, when it is not Singapore's (then the page adds the visitor's times). */
export function visitorTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && zone !== SINGAPORE ? zone : undefined;
}

import { formatInZone } from "../site/time-zone.ts";

// The one way the console shows a moment: Singapore time (where the classes run, and the site's
// zone), with the zone named, so a date on one page is never the UTC date of another.

export const CONSOLE_ZONE_NAME = "SGT";

/** "29 Nov 2026, 19:05 SGT"; "–" when there is none. */
export function consoleTime(at: Date | string | null | undefined): string {
  if (at === null || at === undefined) return "–";
  const d = new Date(at);
  if (Number.isNaN(d.getTime())) return "–";
  return `${formatInZone(d, { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })} ${CONSOLE_ZONE_NAME}`;
}

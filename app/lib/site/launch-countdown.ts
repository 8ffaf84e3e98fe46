import { dateInZone } from "./time-zone.ts";

// The home page's launch line: the operator's general-availability date and the days left, counted
// in Singapore (the site's zone), from the day the page is rendered. A date that has passed shows nothing.

const DAY_MS = 24 * 3600 * 1000;

/** Whole days from `now`'s date in Singapore to the launch date (ISO YYYY-MM-DD); negative once past. */
export function daysUntil(launchDate: string, now: Date = new Date()): number {
  const today = dateInZone(now);
  return Math.round((Date.parse(`${launchDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

export type LaunchLine = { date: string; days: number };

/** What the home page shows of the launch: its date and the days left, or null (not set, or past). */
export function launchLine(launchDate: string | null, now: Date = new Date()): LaunchLine | null {
  if (!launchDate) return null;
  const days = daysUntil(launchDate, now);
  return days < 0 ? null : { date: launchDate, days };
}

import type { Executor } from "../db/client.ts";
import { invitationsPerDay, type DaySlot } from "../db/launch-invitations.ts";
import { dateInZone, fromLocalDateTimeInZone, SITE_TIME_ZONE } from "../../lib/site/time-zone.ts";

// The daily cap: at most `perDay` invitations are sent on one day (Singapore's calendar, as the
// console shows days), every wave together, as a new sender's reputation needs. A wave larger than
// what is left of its day goes on over the next days, at the wave's own time of day.

const DAY_MS = 86_400_000;

/**
 * How `count` invitations from `at` fill the days, given what each day (by its date) holds
 * already: the first days with room first, in place order; past the last day that holds any, a
 * run of `perDay` a day (one slot, however many days). No cap (0): all at `at`.
 */
export function daySlots(at: Date, count: number, perDay: number, taken: ReadonlyMap<string, number>): DaySlot[] {
  if (perDay <= 0) return [{ days: 0, n: count, perDay: Math.max(count, 1) }];
  const lastTaken = [...taken.keys()].reduce((a, b) => (a > b ? a : b), "");
  const slots: DaySlot[] = [];
  let left = count;
  let days = 0;
  for (; left > 0; days++) {
    const date = dateInZone(new Date(at.getTime() + days * DAY_MS));
    if (date > lastTaken) break;
    const free = perDay - (taken.get(date) ?? 0);
    if (free <= 0) continue;
    const n = Math.min(free, left);
    slots.push({ days, n, perDay: n });
    left -= n;
  }
  if (left > 0) slots.push({ days, n: left, perDay });
  return slots;
}

export type Schedule = { slots: DaySlot[]; first: Date; last: Date };

/** When `count` invitations from `at` go, under the cap and the invitations already made (the waves' lock held). */
export async function scheduleInvitations(tx: Executor, at: Date, count: number, perDay: number): Promise<Schedule> {
  const taken = perDay > 0 ? await invitationsPerDay(tx, fromLocalDateTimeInZone(`${dateInZone(at)}T00:00`), SITE_TIME_ZONE) : new Map<string, number>();
  const slots = daySlots(at, count, perDay, taken);
  const on = (days: number) => new Date(at.getTime() + days * DAY_MS);
  const end = slots.at(-1);
  return { slots, first: on(slots[0]?.days ?? 0), last: on(end ? end.days + Math.floor((end.n - 1) / end.perDay) : 0) };
}

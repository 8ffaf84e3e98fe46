import type { Db } from "../db/client.ts";
import { funnelBySource, topReferrers, trafficByDay } from "../db/analytics.ts";
import { DAYS, lastDays } from "./overview.ts";

/** The Overview's first-party analytics (the last 30 days, UTC): visits, sources, the funnel. */
export async function trafficReport(db: Db, now = new Date()) {
  const [counted, funnel, referrers] = await Promise.all([trafficByDay(db, DAYS), funnelBySource(db), topReferrers(db)]);
  // Every one of the 30 days, a day without visits as 0: the chart spans the same days as its
  // neighbours (searches, sign-ups), rather than one point for the one day that had visits.
  const byDay = new Map(counted.map((d) => [String(d.day).slice(0, 10), d]));
  const days = lastDays(now).map((day) => ({ day, visits: byDay.get(day)?.visits ?? 0, pageviews: byDay.get(day)?.pageviews ?? 0 }));
  return { days, funnel, referrers };
}
export type TrafficReport = Awaited<ReturnType<typeof trafficReport>>;

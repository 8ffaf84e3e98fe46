import type { Db } from "../db/client.ts";
import { funnelBySource, topReferrers, trafficByDay } from "../db/analytics.ts";

/** The Overview's first-party analytics (the last 30 days, UTC): visits, sources, the funnel. */
export async function trafficReport(db: Db) {
  const [days, funnel, referrers] = await Promise.all([trafficByDay(db), funnelBySource(db), topReferrers(db)]);
  return { days, funnel, referrers };
}
export type TrafficReport = Awaited<ReturnType<typeof trafficReport>>;

import { gte, sql } from "drizzle-orm";
import type { Db } from "./client.ts";
import { courseInterests, searches, subscribers, visitors } from "./schema.ts";

// The Overview page's counts (admin/overview.ts: what they mean), each one query.

const count = sql<number>`count(*)::int`;
const dayOf = (col: typeof searches.createdAt | typeof subscribers.createdAt) => sql<string>`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD')`;

/** Visitors, searches, visitors who searched, registrations, subscribers by status, and searches and sign-ups per day (UTC) since `since`. */
export async function overviewCounts(db: Db, since: Date) {
  const [[v], [s], [searched], [r], statusRows, searchDays, signupDays] = await Promise.all([
    db.select({ n: count }).from(visitors),
    db.select({ n: count }).from(searches),
    db.select({ n: sql<number>`count(distinct ${searches.visitorId})::int` }).from(searches),
    db.select({ n: count }).from(courseInterests),
    db.select({ status: subscribers.status, n: count }).from(subscribers).groupBy(subscribers.status),
    db.select({ day: dayOf(searches.createdAt), n: count }).from(searches).where(gte(searches.createdAt, since)).groupBy(dayOf(searches.createdAt)),
    db
      .select({ day: dayOf(subscribers.createdAt), n: count })
      .from(subscribers)
      .where(gte(subscribers.createdAt, since))
      .groupBy(dayOf(subscribers.createdAt)),
  ]);
  return { visitors: Number(v!.n), searches: Number(s!.n), searched: Number(searched!.n), registrations: Number(r!.n), statusRows, searchDays, signupDays };
}

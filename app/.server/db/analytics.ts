import { sql } from "drizzle-orm";
import { MAX_KEYS_PER_DAY, OTHER } from "../../lib/schemas/analytics.ts";
import type { Executor } from "./client.ts";
import { analyticsDaily } from "./schema.ts";

// The daily aggregates of first-party analytics, and the console's reports on them.

export type CountKey = { day: string; event: string; path: string; screen: string; source: string; medium: string; campaign: string; referrer: string; ref: string };
export type CountRow = CountKey & { count: number; entrances: number };

/**
 * Adds a batch of counts in one statement. Past MAX_KEYS_PER_DAY rows on a day, a key not already
 * there is folded into "(other)" source, medium, campaign, referrer and ref, so the table stays bounded.
 */
export async function addCounts(tx: Executor, rows: CountRow[]): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((r) => sql`(${r.day}::date, ${r.event}, ${r.path}, ${r.screen}, ${r.source}, ${r.medium}, ${r.campaign}, ${r.referrer}, ${r.ref}, ${r.entrances}::int, ${r.count}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    with batch (day, event, path, screen, source, medium, campaign, referrer, ref, entrances, count) as (values ${values}),
    full_days as (
      select day from ${analyticsDaily} where day in (select distinct day from batch) group by day having count(*) >= ${MAX_KEYS_PER_DAY}
    ),
    keyed as (
      select b.day, b.event, b.path, b.screen,
        case when f.day is null or existing.day is not null then b.source else ${OTHER} end as source,
        case when f.day is null or existing.day is not null then b.medium else ${OTHER} end as medium,
        case when f.day is null or existing.day is not null then b.campaign else ${OTHER} end as campaign,
        case when f.day is null or existing.day is not null then b.referrer else ${OTHER} end as referrer,
        case when f.day is null or existing.day is not null then b.ref else ${OTHER} end as ref,
        b.entrances, b.count
      from batch b
      left join full_days f on f.day = b.day
      left join ${analyticsDaily} existing on (existing.day, existing.event, existing.path, existing.screen, existing.source, existing.medium, existing.campaign, existing.referrer, existing.ref)
        = (b.day, b.event, b.path, b.screen, b.source, b.medium, b.campaign, b.referrer, b.ref)
    )
    insert into ${analyticsDaily} (day, event, path, screen, source, medium, campaign, referrer, ref, entrances, count)
    select day, event, path, screen, source, medium, campaign, referrer, ref, sum(entrances), sum(count)
    from keyed group by day, event, path, screen, source, medium, campaign, referrer, ref
    on conflict (day, event, path, screen, source, medium, campaign, referrer, ref)
    do update set count = ${analyticsDaily.count} + excluded.count, entrances = ${analyticsDaily.entrances} + excluded.entrances`);
}

/** The rows of the batch whose key is not on record yet (each a new distinct key for its day). */
export async function newKeys(db: Executor, rows: CountKey[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const values = sql.join(
    rows.map((r) => sql`(${r.day}::date, ${r.event}, ${r.path}, ${r.screen}, ${r.source}, ${r.medium}, ${r.campaign}, ${r.referrer}, ${r.ref})`),
    sql`, `,
  );
  const result = await db.execute<CountKey>(sql`
    select b.day::text as day, b.event, b.path, b.screen, b.source, b.medium, b.campaign, b.referrer, b.ref
    from (values ${values}) b (day, event, path, screen, source, medium, campaign, referrer, ref)
    where not exists (
      select 1 from ${analyticsDaily} e where (e.day, e.event, e.path, e.screen, e.source, e.medium, e.campaign, e.referrer, e.ref)
        = (b.day, b.event, b.path, b.screen, b.source, b.medium, b.campaign, b.referrer, b.ref)
    )`);
  return new Set(result.rows.map(countKeyText));
}

/** One text per key, to compare keys. */
export const countKeyText = (k: CountKey) => JSON.stringify([k.day, k.event, k.path, k.screen, k.source, k.medium, k.campaign, k.referrer, k.ref]);

/** The last `days` days, today included (as the Overview's other charts count them). */
const since = (days: number) => sql`${analyticsDaily.day} > current_date - ${days}::int`;

/** Visits (entrances) and page views per day, the last `days` days. */
export async function trafficByDay(db: Executor, days = 30) {
  return db
    .select({
      day: analyticsDaily.day,
      visits: sql<number>`coalesce(sum(${analyticsDaily.entrances}), 0)::int`,
      pageviews: sql<number>`coalesce(sum(${analyticsDaily.count}), 0)::int`,
    })
    .from(analyticsDaily)
    .where(sql`${analyticsDaily.event} = 'pageview' and ${since(days)}`)
    .groupBy(analyticsDaily.day)
    .orderBy(analyticsDaily.day);
}

/** The funnel visit → search → e-mail → confirmed (and Register, seats, wishes, Me too) per source and campaign, most visits first. */
const step = (event: string) => sql<number>`coalesce(sum(${analyticsDaily.count}) filter (where ${analyticsDaily.event} = ${event}), 0)::int`;

export async function funnelBySource(db: Executor, days = 30, limit = 50) {
  return db
    .select({
      source: analyticsDaily.source,
      medium: analyticsDaily.medium,
      campaign: analyticsDaily.campaign,
      visits: sql<number>`coalesce(sum(${analyticsDaily.entrances}), 0)::int`,
      pageviews: step("pageview"),
      searches: step("search"),
      emails: step("email"),
      confirmed: step("confirmed"),
      registrations: step("register"),
      seats: step("seat"),
      wishes: step("wish"),
      metoo: step("metoo"),
    })
    .from(analyticsDaily)
    .where(since(days))
    .groupBy(analyticsDaily.source, analyticsDaily.medium, analyticsDaily.campaign)
    .orderBy(sql`4 desc, 1, 3`)
    .limit(limit);
}

/** The hosts visits came from, most first. */
export async function topReferrers(db: Executor, days = 30, limit = 10) {
  return db
    .select({ referrer: analyticsDaily.referrer, visits: sql<number>`sum(${analyticsDaily.entrances})::int` })
    .from(analyticsDaily)
    .where(sql`${analyticsDaily.event} = 'pageview' and ${analyticsDaily.entrances} > 0 and ${since(days)}`)
    .groupBy(analyticsDaily.referrer)
    .orderBy(sql`2 desc, 1`)
    .limit(limit);
}

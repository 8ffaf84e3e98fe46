import { sql } from "drizzle-orm";
import type { Db, Executor } from "../db/client.ts";
import { COMPLAINT_RATE_LIMIT_PERCENT, COMPLAINT_RATE_TARGET_PERCENT } from "../../lib/schemas/mail-constants.ts";

// Bounce and complaint rates as Gmail and Yahoo judge a bulk sender: complaints over messages
// delivered, per campaign and per day. A message counts once it reached the receiving server or was
// refused by it (sent or failed); events count each address once per campaign or day.

export type RateRow = {
  /** The campaign (newsletter:3, launch…) or the day (YYYY-MM-DD). */
  key: string;
  messages: number;
  hardBounces: number;
  softBounces: number;
  complaints: number;
  /** People who left (unsubscribed) through this campaign's own link; per campaign only (a day's row has none). */
  unsubscribes?: number;
  /** People who clicked a link of this campaign's (each once, however many links or clicks); per campaign only. */
  clicks?: number;
  bouncePercent: number;
  complaintPercent: number;
  /** Against the complaint thresholds: under 0.1 % is good, under 0.3 % acceptable, above it mail is junked or refused. */
  complaintStanding: "good" | "acceptable" | "over";
  paused?: { at: string; reason: string | null };
};

const percent = (n: number, of: number) => (of === 0 ? 0 : Math.round((10_000 * n) / of) / 100);

export function standing(complaintPercent: number): RateRow["complaintStanding"] {
  if (complaintPercent < COMPLAINT_RATE_TARGET_PERCENT) return "good";
  if (complaintPercent < COMPLAINT_RATE_LIMIT_PERCENT) return "acceptable";
  return "over";
}

// What the rates count, written once for the tables, the day view and the campaign pause.
/** A message that reached the receiving server or was refused by it. */
const ATTEMPTED = sql`status in ('sent', 'failed')`;
/** Events per address: each address once per campaign or day, by kind. */
const EVENT_COUNTS = sql`count(distinct email) filter (where kind = 'hard_bounce')::int as hard,
        count(distinct email) filter (where kind = 'soft_bounce')::int as soft,
        count(distinct email) filter (where kind = 'complaint')::int as complaints`;

type Counted = { key: string; messages: number; hard: number; soft: number; complaints: number; left_count?: number; clicked?: number; paused_at?: Date | string | null; pause_reason?: string | null };

const toRow = (r: Counted): RateRow => {
  const messages = Number(r.messages);
  const complaintPercent = percent(Number(r.complaints), messages);
  return {
    key: r.key,
    messages,
    hardBounces: Number(r.hard),
    softBounces: Number(r.soft),
    complaints: Number(r.complaints),
    ...(r.left_count === undefined ? {} : { unsubscribes: Number(r.left_count) }),
    ...(r.clicked === undefined ? {} : { clicks: Number(r.clicked) }),
    bouncePercent: percent(Number(r.hard), messages),
    complaintPercent,
    complaintStanding: standing(complaintPercent),
    ...(r.paused_at ? { paused: { at: new Date(r.paused_at).toISOString(), reason: r.pause_reason ?? null } } : {}),
  };
};

/** Rates per campaign (bulk ones and each kind of personal mail), the most recent first. */
export async function ratesPerCampaign(db: Db, limit = 50): Promise<RateRow[]> {
  const result = await db.execute<Counted>(sql`
    with sent as (
      select campaign as key, count(*) filter (where ${ATTEMPTED})::int as messages, max(created_at) as latest
      from messages group by campaign
    ), events as (
      select campaign as key, ${EVENT_COUNTS}
      from mail_events where campaign is not null group by campaign
    )
    , unsubscribed as (
      select campaign as key, count(*)::int as n from campaign_unsubscribes group by campaign
    )
    , clicked as (
      select m.campaign as key, count(distinct m.subscriber_id)::int as n from mail_clicks c join messages m on m.id = c.message_id group by m.campaign
    )
    select s.key, s.messages, coalesce(e.hard, 0) as hard, coalesce(e.soft, 0) as soft, coalesce(e.complaints, 0) as complaints,
      coalesce(l.n, 0) as left_count, coalesce(k.n, 0) as clicked, p.paused_at, p.reason as pause_reason
    from sent s left join events e using (key) left join unsubscribed l using (key) left join clicked k using (key) left join mail_campaign_pauses p on p.campaign = s.key
    order by s.latest desc
    limit ${limit}`);
  return result.rows.map(toRow);
}

/** Rates per day (UTC) over the last `days`, newest first: messages that left that day, events recorded that day. */
export async function ratesPerDay(db: Db, days = 30): Promise<RateRow[]> {
  const result = await db.execute<Counted>(sql`
    with sent as (
      select to_char(coalesce(sent_at, created_at) at time zone 'UTC', 'YYYY-MM-DD') as key, count(*)::int as messages
      from messages where ${ATTEMPTED} and coalesce(sent_at, created_at) > now() - make_interval(days => ${days}::int)
      group by 1
    ), events as (
      select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as key, ${EVENT_COUNTS}
      from mail_events where created_at > now() - make_interval(days => ${days}::int) group by 1
    )
    select key, coalesce(s.messages, 0) as messages, coalesce(e.hard, 0) as hard, coalesce(e.soft, 0) as soft, coalesce(e.complaints, 0) as complaints
    from sent s full join events e using (key)
    order by key desc`);
  return result.rows.map(toRow);
}

/** One campaign's attempted messages (and all its messages), hard bounces and complaints: what the pause judges. */
export async function campaignCounts(db: Executor, campaign: string) {
  const result = await db.execute<{ attempted: number; total: number; hard: number; complaints: number }>(sql`
    select (select count(*) filter (where ${ATTEMPTED})::int from messages where campaign = ${campaign}) as attempted,
      (select count(*)::int from messages where campaign = ${campaign}) as total,
      e.hard, e.complaints
    from (select ${EVENT_COUNTS} from mail_events where campaign = ${campaign}) e`);
  const r = result.rows[0];
  return { attempted: Number(r?.attempted ?? 0), total: Number(r?.total ?? 0), bounces: Number(r?.hard ?? 0), complaints: Number(r?.complaints ?? 0) };
}

import { sql, type SQL } from "drizzle-orm";
import type { Db, Executor } from "./client.ts";

// The counts behind the bounce and complaint rates (mail/rates.ts turns them into rates): a message
// counts once it reached the receiving server or was refused by it (sent or failed); events count
// each address once per campaign or day.

// What the rates count, written once for the tables, the day view and the campaign pause.
/** A message that reached the receiving server or was refused by it. */
const ATTEMPTED = sql`status in ('sent', 'failed')`;
/** Events per address: each address once per campaign or day, by kind. */
const EVENT_COUNTS = sql`count(distinct email) filter (where kind = 'hard_bounce')::int as hard,
        count(distinct email) filter (where kind = 'soft_bounce')::int as soft,
        count(distinct email) filter (where kind = 'complaint')::int as complaints`;

export type Counted = {
  key: string;
  messages: number;
  hard: number;
  soft: number;
  complaints: number;
  sent?: number;
  delivered?: number;
  left_count?: number;
  clicks?: number;
  clicked?: number;
  paused_at?: Date | string | null;
  pause_reason?: string | null;
};

/** The counts per campaign (bulk ones and each kind of personal mail), the most recent first; `only`: those campaigns. */
export async function countsPerCampaign(db: Executor, limit: number, only?: readonly string[]): Promise<Counted[]> {
  const of = (column: SQL) => (only ? sql`${column} = any(${sql.param([...only])}::text[])` : sql`true`);
  const result = await db.execute<Counted>(sql`
    with sent as (
      select campaign as key, count(*) filter (where ${ATTEMPTED})::int as messages, count(*) filter (where status = 'sent')::int as sent,
        count(*) filter (where status = 'sent' and not exists (select 1 from mail_events b where b.message_id = messages.id and b.kind = 'hard_bounce'))::int as delivered,
        max(created_at) as latest
      from messages where ${of(sql`campaign`)} group by campaign
    ), events as (
      select campaign as key, ${EVENT_COUNTS}
      from mail_events where campaign is not null and ${of(sql`campaign`)} group by campaign
    )
    , unsubscribed as (
      select campaign as key, count(*)::int as n from campaign_unsubscribes where ${of(sql`campaign`)} group by campaign
    )
    , clicks as (
      select campaign as key, sum(clicks)::int as n from campaign_link_clicks where ${of(sql`campaign`)} group by campaign
    )
    , clicked as (
      select m.campaign as key, count(distinct m.subscriber_id)::int as n from mail_clicks c join messages m on m.id = c.message_id where ${of(sql`m.campaign`)} group by m.campaign
    )
    select s.key, s.messages, s.sent, s.delivered, coalesce(e.hard, 0) as hard, coalesce(e.soft, 0) as soft, coalesce(e.complaints, 0) as complaints,
      coalesce(l.n, 0) as left_count, coalesce(c.n, 0) as clicks, coalesce(k.n, 0) as clicked, p.paused_at, p.reason as pause_reason
    from sent s left join events e using (key) left join unsubscribed l using (key) left join clicks c using (key) left join clicked k using (key) left join mail_campaign_pauses p on p.campaign = s.key
    order by s.latest desc
    limit ${limit}`);
  return result.rows;
}

/** The campaigns of every newsletter, launch wave and sequence step (and the launch announcement), newest first. */
export async function mailingCampaigns(db: Executor, limit: number): Promise<string[]> {
  const keys = await db.execute<{ campaign: string }>(sql`
    select campaign from messages where kind in ('newsletter', 'launch', 'invitation', 'sequence') group by campaign order by max(created_at) desc limit ${limit}`);
  return keys.rows.map((r) => r.campaign);
}

/** The counts per day (UTC) over the last `days`, newest first: messages that left that day, events recorded that day. */
export async function countsPerDay(db: Db, days: number): Promise<Counted[]> {
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
  return result.rows;
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

import { sql } from "drizzle-orm";
import type { Executor } from "./client.ts";

// Links clicked in our mail (campaign_link_clicks: counts with no person; mail_clicks: which
// message's link, kept only while per-person tracking is on). Rows in, rows out.

/**
 * Counts a click on a message's link for its campaign and, while the operator has per-person
 * tracking on (mail_settings), notes it with its message, once per message and link. Nothing when
 * the message is gone (its person erased). The setting's row is read FOR SHARE: switching tracking off
 * (which forgets the notes in the same transaction) waits for a click in flight, or it for the switch.
 */
export async function recordClick(db: Executor, messageRowId: number, link: number): Promise<void> {
  await db.execute(sql`
    with m as (select id, campaign from messages where id = ${messageRowId}),
    counted as (
      insert into campaign_link_clicks (campaign, link, clicks) select campaign, ${link}, 1 from m
      on conflict (campaign, link) do update set clicks = campaign_link_clicks.clicks + 1
    )
    insert into mail_clicks (message_id, link)
    select id, ${link} from m where coalesce((select per_person_tracking from mail_settings where id = 1 for share), false)
    on conflict do nothing`);
}

/** A campaign's clicks per link (by the link's place in the message), with the people who clicked it where they were noted. */
export async function clicksPerLink(db: Executor, campaign: string): Promise<Array<{ link: number; clicks: number; people: number }>> {
  const result = await db.execute<{ link: number; clicks: number; people: number }>(sql`
    select k.link, k.clicks, (select count(distinct m.subscriber_id)::int from mail_clicks c join messages m on m.id = c.message_id where m.campaign = k.campaign and c.link = k.link) as people
    from campaign_link_clicks k where k.campaign = ${campaign} order by k.link`);
  return result.rows.map((r) => ({ link: Number(r.link), clicks: Number(r.clicks), people: Number(r.people) }));
}

/** Who clicked a campaign's links (noted only while per-person tracking was on), first click first. */
export async function whoClicked(db: Executor, campaign: string, limit = 500): Promise<Array<{ subscriberId: number; email: string; links: number[]; at: Date }>> {
  const result = await db.execute<{ subscriber_id: number; email: string; links: number[]; at: Date | string }>(sql`
    select s.id as subscriber_id, s.email, array_agg(c.link order by c.link) as links, min(c.created_at) as at
    from mail_clicks c join messages m on m.id = c.message_id join subscribers s on s.id = m.subscriber_id
    where m.campaign = ${campaign}
    group by s.id, s.email order by min(c.created_at), s.id limit ${limit}`);
  return result.rows.map((r) => ({ subscriberId: Number(r.subscriber_id), email: r.email, links: r.links.map(Number), at: new Date(r.at) }));
}

/** Forgets every click noted with its message (per-person tracking switched off); the counts stay. */
export async function forgetPersonClicks(db: Executor): Promise<number> {
  const result = await db.execute(sql`delete from mail_clicks`);
  return result.rowCount ?? 0;
}

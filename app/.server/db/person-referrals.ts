import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Executor } from "./client.ts";
import { placeOf } from "./launch-invitations.ts";

// A person's own referral link and what it brought (app/.server/referrals/ holds the rules' use
// cases): their code, the addresses given through it, the confirmed mailboxes counted for it, and
// their place on the launch list. Rows in, rows out.

/** 72 random bits, base64url (12 characters): a link no one can guess or list. */
const newCode = () => randomBytes(9).toString("base64url");

/** The subscriber's referral code, made the first time it is asked for (a race makes one). */
export async function ensureReferralCode(tx: Executor, subscriberId: number): Promise<string> {
  await tx.execute(sql`insert into referrers (subscriber_id, code) values (${subscriberId}, ${newCode()}) on conflict do nothing`);
  const [row] = (await tx.execute<{ code: string }>(sql`select code from referrers where subscriber_id = ${subscriberId}`)).rows;
  return row!.code;
}

/**
 * An address given in a visit through the code's link, recorded once (the first link wins) and
 * only when it could become a referral: the address never confirmed, its inbox (any spelling) is
 * not on the list yet, it is not the referrer's own inbox, and it was not typed in a browser the
 * referrer confirmed from. True when recorded.
 */
export async function insertInvite(tx: Executor, code: string, inviteeId: number, visitorId: string): Promise<boolean> {
  const rows = (await tx.execute(
    sql`
    insert into referral_invites (invitee_id, referrer_id)
    select me.id, r.subscriber_id
    from referrers r
    join subscribers referrer on referrer.id = r.subscriber_id
    join subscribers me on me.id = ${inviteeId}
    where r.code = ${code}
      and me.confirmed_at is null
      and me.mailbox <> referrer.mailbox
      and not exists (select 1 from subscribers o where o.mailbox = me.mailbox and o.confirmed_at is not null)
      and not exists (select 1 from visitors v where v.id = ${visitorId}::uuid and v.subscriber_id = r.subscriber_id)
    on conflict (invitee_id) do nothing
    returning invitee_id`,
  )).rows;
  return rows.length > 0;
}

/**
 * The invited address's mailbox just confirmed: its referral counts, once per mailbox for good (a
 * replay, another spelling of the inbox or a second link adds nothing), unless the inbox confirmed
 * earlier under another spelling (it was on the list before the link) or is the referrer's own.
 * True when counted now.
 */
export async function insertCountedReferral(tx: Executor, inviteeId: number): Promise<boolean> {
  const rows = (await tx.execute(
    sql`
    insert into referrals_counted (mailbox, referrer_id, invitee_id)
    select me.mailbox, i.referrer_id, me.id
    from referral_invites i
    join subscribers me on me.id = i.invitee_id
    join subscribers referrer on referrer.id = i.referrer_id
    where i.invitee_id = ${inviteeId}
      and me.status = 'confirmed'
      and me.mailbox <> referrer.mailbox
      and not exists (
        select 1 from subscribers o where o.mailbox = me.mailbox and o.id <> me.id and o.confirmed_at is not null and o.confirmed_at < me.confirmed_at
      )
    on conflict do nothing
    returning invitee_id`,
  )).rows;
  return rows.length > 0;
}

/** Confirmed mailboxes counted for the subscriber's link. */
export async function countedReferrals(db: Executor, referrerId: number): Promise<number> {
  const [row] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from referrals_counted where referrer_id = ${referrerId}`)).rows;
  return row!.n;
}

export type LaunchPlace = { place: number; of: number };

/**
 * The subscriber's place on the launch list, or undefined when they are not on it: the one order
 * of the launch (launch-invitations.ts, placeOf), `boost` places up per counted referral and at
 * most `domainCap` referrals counted per non-public domain (REFERRAL_DOMAIN_CAP; 0: no cap).
 */
export const launchPlace = (db: Executor, subscriberId: number, boost: number, domainCap = 0): Promise<LaunchPlace | undefined> =>
  placeOf(db, subscriberId, { boost, domainCap });

export type TopReferrer = { subscriberId: number; email: string; referrals: number; invited: number; lastCountedAt: Date };

/** The console's top referrers: most confirmed referrals first (on a tie, the one who reached the count first). */
export async function topReferrers(db: Executor, limit: number): Promise<TopReferrer[]> {
  const rows = (await db.execute<TopReferrer & { lastCountedAt: string }>(
    sql`
    select s.id as "subscriberId", s.email, count(*)::int as referrals,
      (select count(*) from referral_invites i where i.referrer_id = s.id)::int as invited,
      max(c.counted_at) as "lastCountedAt"
    from referrals_counted c join subscribers s on s.id = c.referrer_id
    group by s.id, s.email
    order by referrals desc, max(c.counted_at), s.id
    limit ${limit}`,
  )).rows;
  return rows.map((r) => ({ ...r, lastCountedAt: new Date(r.lastCountedAt) }));
}

/** The subscriber behind a referral code (the console and tests). */
export async function referrerOfCode(db: Executor, code: string): Promise<number | undefined> {
  const [row] = (await db.execute<{ id: number }>(sql`select subscriber_id as id from referrers where code = ${code}`)).rows;
  return row?.id;
}

/**
 * What a person's data export holds of the share loop: their code, whether their address came
 * through someone's link (never who: that is another person's data), and the addresses given and
 * confirmed through theirs, as counts.
 */
export async function referralRecord(db: Executor, subscriberId: number) {
  const [row] = (await db.execute<{ code: string | null; cameThroughALink: boolean; given: number; confirmed: number }>(
    sql`
    select (select code from referrers where subscriber_id = ${subscriberId}) as code,
      exists (select 1 from referral_invites where invitee_id = ${subscriberId}) as "cameThroughALink",
      (select count(*) from referral_invites where referrer_id = ${subscriberId})::int as given,
      (select count(*) from referrals_counted where referrer_id = ${subscriberId})::int as confirmed`,
  )).rows;
  return row!;
}

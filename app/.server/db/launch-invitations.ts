import { sql } from "drizzle-orm";
import type { Executor } from "./client.ts";

// The launch in waves (app/.server/launch/ holds the rules): the queue in place order, the waves,
// each person's one invitation. Rows in, rows out.

/**
 * How places are worked out: `boost` places up per counted referral (the Referrals page's setting),
 * and at most `domainCap` of a referrer's referrals counted per e-mail domain that is not a public
 * mail provider (REFERRAL_DOMAIN_CAP; 0: no cap), so a catch-all domain earns no unlimited places.
 */
export type Ranking = { boost: number; domainCap: number };

/** Public mail providers: a referrer's friends there are separate people, and count without a cap. */
export const PUBLIC_MAIL_DOMAINS = [
  "gmail.com", "googlemail.com", "yahoo.com", "yahoo.com.sg", "ymail.com", "rocketmail.com", "outlook.com", "hotmail.com", "hotmail.sg",
  "live.com", "live.com.sg", "msn.com", "icloud.com", "me.com", "mac.com", "aol.com", "proton.me", "protonmail.com", "pm.me", "gmx.com",
  "gmx.net", "gmx.de", "mail.com", "zoho.com", "yandex.com", "yandex.ru", "qq.com", "163.com", "126.com", "naver.com", "singnet.com.sg",
] as const;

/**
 * The launch list in place order, as the confirm and referral pages give a person their place and
 * as waves take it: its active, confirmed members, first confirmed first (their first confirmation
 * ever: someone who left and came back has their place again), each moved up `boost`
 * places per counted referral (at most `domainCap` per non-public domain; ties keep the earlier
 * confirmation first). Columns of `queue`: subscriber_id, place; `of` is how many are on it.
 */
const launchQueue = (r: Ranking) => sql`
  with members as (
    select m.subscriber_id, row_number() over (order by coalesce(m.first_confirmed_at, m.confirmed_at), m.id) as joined
    from subscriptions m join subscribers p on p.id = m.subscriber_id
    where m.list = 'launch' and m.state = 'active' and p.status = 'confirmed'
  ), credits as (
    select d.referrer_id, sum(case when ${r.domainCap}::int > 0 and d.domain not in (${sql.join(
      PUBLIC_MAIL_DOMAINS.map((x) => sql`${x}`),
      sql`, `,
    )}) then least(d.n, ${r.domainCap}::int) else d.n end) as n
    from (
      select c.referrer_id, split_part(i.email, '@', 2) as domain, count(*) as n
      from referrals_counted c join subscribers i on i.id = c.invitee_id group by 1, 2
    ) d group by d.referrer_id
  ), queue as (
    select members.subscriber_id, rank() over (order by members.joined - ${r.boost}::int * coalesce(c.n, 0), members.joined)::int as place, count(*) over ()::int as of
    from members left join credits c on c.referrer_id = members.subscriber_id
  )`;

/** A member's place on the launch list (undefined: not on it). */
export async function placeOf(db: Executor, subscriberId: number, ranking: Ranking): Promise<{ place: number; of: number } | undefined> {
  const { rows } = await db.execute<{ place: number; of: number }>(sql`${launchQueue(ranking)} select place, of from queue where subscriber_id = ${subscriberId}`);
  return rows[0] && { place: Number(rows[0].place), of: Number(rows[0].of) };
}

/** Not bounced, not suppressed: mail can reach them. */
const reachableAddress = sql`s.undeliverable_at is null
  and not exists (select 1 from suppressions sp where sp.email = s.email and sp.lifted_at is null)`;

/** Who a wave may invite: reachable, not held back by the operator, holding no invitation yet. */
const invitable = sql`${reachableAddress}
  and not exists (select 1 from launch_holds h where h.subscriber_id = s.id)
  and not exists (select 1 from launch_invitations li where li.subscriber_id = s.id)`;

/** Takes the lock every wave takes, so two waves at once count and pick one after the other. */
export async function lockWaves(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('launch-waves'))`);
}

/** How many people wait for an invitation (on the launch list, reachable, none yet). */
export async function waitingCount(db: Executor, ranking: Ranking, throughPlace?: number): Promise<number> {
  const [row] = (await db.execute<{ n: number }>(sql`${launchQueue(ranking)}
    select count(*)::int as n from queue q join subscribers s on s.id = q.subscriber_id
    where ${invitable} ${throughPlace === undefined ? sql`` : sql`and q.place <= ${throughPlace}`}`)).rows;
  return row!.n;
}

export async function insertWave(tx: Executor, requested: number | null, sendAt: Date, chosen = false, refill = false): Promise<number> {
  const [row] = (await tx.execute<{ id: number }>(
    sql`insert into launch_waves (requested, send_at, chosen, refill) values (${requested}, ${sendAt}, ${chosen}, ${refill}) returning id`,
  )).rows;
  return row!.id;
}

export type NewInvitation = { id: number; subscriberId: number; sendAt: Date };

/** `n` invitations from `days` days after the wave's time, `perDay` a day (the daily cap's schedule, app/.server/launch/daily-cap.ts). */
export type DaySlot = { days: number; n: number; perDay: number };

/** How many invitations are sent on each day (a date in `timeZone`) from `from` on, every wave together. */
export async function invitationsPerDay(db: Executor, from: Date, timeZone: string): Promise<Map<string, number>> {
  const { rows } = await db.execute<{ day: string; n: number }>(sql`
    select to_char(send_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, count(*)::int as n
    from launch_invitations where send_at >= ${from} group by 1`);
  return new Map(rows.map((r) => [String(r.day), Number(r.n)]));
}

/**
 * Invites the first waiting people by place into the wave, as many as the slots hold: the first
 * `slots[0].n` of them (place order) sent from `slots[0].days` days after `at`, `perDay` a day,
 * the next ones by the next slot; each expires `days` after its own send. A person who holds an invitation already is
 * never taken again (unique subscriber).
 */
export async function insertInvitations(
  tx: Executor,
  o: { waveId: number; ranking: Ranking; at: Date; slots: DaySlot[]; days: number },
): Promise<NewInvitation[]> {
  const count = o.slots.reduce((n, s) => n + s.n, 0);
  const rows = (await tx.execute<{ id: number; subscriber_id: number; send_at: string }>(sql`${launchQueue(o.ranking)},
    picked as (
      select q.subscriber_id, q.place, row_number() over (order by q.place) - 1 as i
      from queue q join subscribers s on s.id = q.subscriber_id
      where ${invitable} order by q.place limit ${count}
    ), slots as (
      select d, sum(n) over (order by ord) - n as before, n, per
      from unnest(${sql.param(o.slots.map((x) => x.days))}::int[], ${sql.param(o.slots.map((x) => x.n))}::int[], ${sql.param(o.slots.map((x) => x.perDay))}::int[])
        with ordinality as t(d, n, per, ord)
    ), timed as (
      select p.subscriber_id, p.place, ${o.at}::timestamptz + make_interval(days => (s.d + (p.i - s.before) / s.per)::int) as send_at
      from picked p join slots s on p.i >= s.before and p.i < s.before + s.n
    )
    insert into launch_invitations (subscriber_id, wave_id, place, send_at, expires_at)
    select subscriber_id, ${o.waveId}, place, send_at, send_at + make_interval(days => ${o.days}::int) from timed
    on conflict (subscriber_id) do nothing
    returning id, subscriber_id, send_at`)).rows;
  return rows.map((r) => ({ id: Number(r.id), subscriberId: Number(r.subscriber_id), sendAt: new Date(r.send_at) }));
}

export async function setWaveInvited(tx: Executor, waveId: number, invited: number): Promise<void> {
  await tx.execute(sql`update launch_waves set invited = ${invited} where id = ${waveId}`);
}

export type WaveFigures = {
  id: number;
  requested: number | null;
  /** One person let in out of order; a refill of expired places (INVITATIONS_REFILL). */
  chosen: boolean;
  refill: boolean;
  invited: number;
  sendAt: Date;
  createdAt: Date;
  /** The last place the wave reached, and its first. */
  firstPlace: number | null;
  lastPlace: number | null;
  sent: number;
  opened: number;
  accepted: number;
  expired: number;
};

/** Every wave, newest first, with its invitations' figures as they are now. */
export async function listWaves(db: Executor, now = new Date()): Promise<WaveFigures[]> {
  const rows = (await db.execute<Record<string, unknown>>(sql`
    select w.id, w.requested, w.chosen, w.refill, w.invited, w.send_at, w.created_at,
      min(i.place) as first_place, max(i.place) as last_place,
      count(*) filter (where m.status = 'sent')::int as sent,
      count(i.opened_at)::int as opened,
      count(i.accepted_at)::int as accepted,
      count(*) filter (where i.accepted_at is null and i.expires_at <= ${now})::int as expired
    from launch_waves w
    left join launch_invitations i on i.wave_id = w.id
    left join messages m on m.dedupe_key = 'invitation:' || i.subscriber_id
    group by w.id order by w.id desc`)).rows;
  return rows.map((r) => ({
    id: Number(r.id),
    requested: r.requested === null ? null : Number(r.requested),
    chosen: r.chosen === true,
    refill: r.refill === true,
    invited: Number(r.invited),
    sendAt: new Date(String(r.send_at)),
    createdAt: new Date(String(r.created_at)),
    firstPlace: r.first_place === null ? null : Number(r.first_place),
    lastPlace: r.last_place === null ? null : Number(r.last_place),
    sent: Number(r.sent),
    opened: Number(r.opened),
    accepted: Number(r.accepted),
    expired: Number(r.expired),
  }));
}

export type InvitationRow = {
  id: number;
  waveId: number;
  subscriberId: number;
  publicId: string;
  email: string;
  subscriberPublicId: string;
  place: number;
  sendAt: Date;
  expiresAt: Date;
  openedAt: Date | null;
  acceptedAt: Date | null;
};

const invitationColumns = sql`i.id, i.wave_id, i.subscriber_id, i.public_id, s.email, s.public_id as subscriber_public_id, i.place, i.send_at, i.expires_at, i.opened_at, i.accepted_at`;

const toInvitation = (r: Record<string, unknown>): InvitationRow => ({
  id: Number(r.id),
  waveId: Number(r.wave_id),
  subscriberId: Number(r.subscriber_id),
  publicId: String(r.public_id),
  email: String(r.email),
  subscriberPublicId: String(r.subscriber_public_id),
  place: Number(r.place),
  sendAt: new Date(String(r.send_at)),
  expiresAt: new Date(String(r.expires_at)),
  openedAt: r.opened_at === null ? null : new Date(String(r.opened_at)),
  acceptedAt: r.accepted_at === null ? null : new Date(String(r.accepted_at)),
});

/** An invitation by the public id its link names; `forUpdate` locks it (accepting). */
export async function findInvitation(db: Executor, publicId: string, forUpdate = false): Promise<InvitationRow | undefined> {
  const [row] = (await db.execute<Record<string, unknown>>(sql`
    select ${invitationColumns} from launch_invitations i join subscribers s on s.id = i.subscriber_id
    where i.public_id = ${publicId}::uuid ${forUpdate ? sql`for update of i` : sql``}`)).rows;
  return row && toInvitation(row);
}

/** An invitation by its row id (the worker composes its message). */
export async function invitationById(db: Executor, id: number): Promise<InvitationRow | undefined> {
  const [row] = (await db.execute<Record<string, unknown>>(sql`
    select ${invitationColumns} from launch_invitations i join subscribers s on s.id = i.subscriber_id where i.id = ${id}`)).rows;
  return row && toInvitation(row);
}

/** The link's page was shown: the first time only. */
export async function markOpened(db: Executor, id: number): Promise<void> {
  await db.execute(sql`update launch_invitations set opened_at = now() where id = ${id} and opened_at is null`);
}

export async function markAccepted(db: Executor, id: number): Promise<Date> {
  const [row] = (await db.execute<{ accepted_at: string }>(sql`
    update launch_invitations set accepted_at = now(), opened_at = coalesce(opened_at, now()) where id = ${id} returning accepted_at`)).rows;
  return new Date(row!.accepted_at);
}

/** Whether the person is still an active, confirmed member of the launch list (an invitation's message is true only then). */
export async function onLaunchList(db: Executor, subscriberId: number): Promise<boolean> {
  const { rows } = await db.execute<{ yes: boolean }>(sql`
    select exists (select 1 from subscriptions m join subscribers s on s.id = m.subscriber_id
      where m.subscriber_id = ${subscriberId} and m.list = 'launch' and m.state = 'active' and s.status = 'confirmed') as yes`);
  return rows[0]?.yes === true;
}

export type LaunchProgress = {
  /** The furthest place any wave has reached (each invitation's place when its wave took it); null before the first wave. */
  reached: number | null;
  /** The person's own invitation, if a wave took them. */
  own: { sendAt: Date; expiresAt: Date; acceptedAt: Date | null } | null;
};

/** How far the launch has come, and the person's own invitation: what their referral page shows beside their place. */
export async function launchProgress(db: Executor, subscriberId: number): Promise<LaunchProgress> {
  const [row] = (await db.execute<{ reached: number | null; send_at: string | null; expires_at: string | null; accepted_at: string | null }>(sql`
    select (select max(place) from launch_invitations)::int as reached, i.send_at, i.expires_at, i.accepted_at
    from (select 1) one left join launch_invitations i on i.subscriber_id = ${subscriberId}`)).rows;
  const r = row!;
  return {
    reached: r.reached === null ? null : Number(r.reached),
    own: r.send_at === null ? null : { sendAt: new Date(r.send_at), expiresAt: new Date(r.expires_at!), acceptedAt: r.accepted_at === null ? null : new Date(r.accepted_at) },
  };
}

/** An instant as the webhooks' bodies write it (toISOString's form), in SQL. */
const isoUtc = (at: ReturnType<typeof sql>) => sql`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The wave's `invitation.sent` deliveries in one statement: one per enabled endpoint that asked for
 * it and per invitation of the wave (a wave may hold thousands), each with the body every attempt
 * sends (Standard Webhooks: type, timestamp, data). Their ids, for their queue jobs.
 */
export async function insertSentDeliveries(tx: Executor, waveId: number): Promise<number[]> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    insert into webhook_deliveries (endpoint_id, event_type, message_id, payload, enqueued)
    select e.id, 'invitation.sent', 'msg_' || replace(gen_random_uuid()::text, '-', ''),
      jsonb_build_object('type', 'invitation.sent', 'timestamp', ${isoUtc(sql`now()`)}, 'data', jsonb_build_object(
        'email', s.email, 'place', i.place, 'wave_id', i.wave_id, 'send_at', ${isoUtc(sql`i.send_at`)}, 'expires_at', ${isoUtc(sql`i.expires_at`)})),
      true
    from webhook_endpoints e
    cross join launch_invitations i join subscribers s on s.id = i.subscriber_id
    where e.enabled and 'invitation.sent' = any(e.events) and i.wave_id = ${waveId}
    returning id`);
  return rows.map((r) => Number(r.id));
}

/** A person's state in the launch queue, as the console's launch list filters it. */
export const QUEUE_STATES = ["waiting", "held", "invited", "accepted", "expired", "not-invitable"] as const;
export type QueueState = (typeof QUEUE_STATES)[number];

export type QueueRow = { place: number; subscriberId: number; email: string; referrals: number; state: QueueState; waveId: number | null; sendAt: Date | null };

/** The launch list with each person's state, kept by the filter (a state, a part of the address). */
const queueListed = (ranking: Ranking, filter: { state?: QueueState; q?: string }, now: Date) => sql`${launchQueue(ranking)},
    listed as (
      select q.place, q.subscriber_id, s.email, coalesce(c.n, 0)::int as referrals, i.wave_id, i.send_at,
        case when i.accepted_at is not null then 'accepted'
          when i.id is not null and i.expires_at <= ${now} then 'expired'
          when i.id is not null then 'invited'
          when not (${reachableAddress}) then 'not-invitable'
          when exists (select 1 from launch_holds h where h.subscriber_id = s.id) then 'held'
          else 'waiting' end as state
      from queue q join subscribers s on s.id = q.subscriber_id
      left join launch_invitations i on i.subscriber_id = s.id
      left join (select referrer_id, count(*) as n from referrals_counted group by referrer_id) c on c.referrer_id = s.id
    ), kept as (
      select * from listed
      where (${filter.state ?? null}::text is null or state = ${filter.state ?? null})
        and (${filter.q ?? ""} = '' or position(lower(${filter.q ?? ""}) in lower(email)) > 0)
    )`;

/** How many people the launch list's filter keeps. */
export async function countQueueRows(db: Executor, ranking: Ranking, filter: { state?: QueueState; q?: string }, now = new Date()): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`${queueListed(ranking, filter, now)} select count(*)::int as n from kept`);
  return Number(rows[0]!.n);
}

/**
 * The launch list in place order, each person with their confirmed referrals and invitation state
 * (waiting: a wave may take them; not-invitable: bounced or suppressed, their place kept), filtered
 * by state and by a part of the address; `slice`: one page of it (none: all, for the CSV).
 */
export async function launchQueueRows(
  db: Executor,
  ranking: Ranking,
  filter: { state?: QueueState; q?: string },
  slice?: { limit: number; offset: number },
  now = new Date(),
): Promise<QueueRow[]> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`${queueListed(ranking, filter, now)}
    select * from kept order by place ${slice ? sql`limit ${slice.limit} offset ${slice.offset}` : sql``}`);
  return rows.map((r) => ({
    place: Number(r.place),
    subscriberId: Number(r.subscriber_id),
    email: String(r.email),
    referrals: Number(r.referrals),
    state: r.state as QueueState,
    waveId: r.wave_id === null ? null : Number(r.wave_id),
    sendAt: r.send_at === null ? null : new Date(String(r.send_at)),
  }));
}

/**
 * One chosen person's invitation, out of order, at their place now: only if they are on the launch
 * list, reachable and hold no invitation (and are not held back). Undefined when not.
 */
export async function insertChosenInvitation(
  tx: Executor,
  o: { waveId: number; subscriberId: number; ranking: Ranking; sendAt: Date; days: number },
): Promise<{ id: number; place: number } | undefined> {
  const { rows } = await tx.execute<{ id: number; place: number }>(sql`${launchQueue(o.ranking)}
    insert into launch_invitations (subscriber_id, wave_id, place, send_at, expires_at)
    select q.subscriber_id, ${o.waveId}, q.place, ${o.sendAt}::timestamptz, ${o.sendAt}::timestamptz + make_interval(days => ${o.days}::int)
    from queue q join subscribers s on s.id = q.subscriber_id
    where q.subscriber_id = ${o.subscriberId} and ${invitable}
    on conflict (subscriber_id) do nothing
    returning id, place`);
  return rows[0] && { id: Number(rows[0].id), place: Number(rows[0].place) };
}

export type LaunchPerson = {
  /** Their place on the launch list now (null: not on it). */
  place: number | null;
  onList: boolean;
  reachable: boolean;
  hold: { reason: string; heldAt: Date } | null;
  invitation: { waveId: number; chosen: boolean; place: number; sendAt: Date; expiresAt: Date; acceptedAt: Date | null } | null;
};

const at = (v: unknown) => new Date(String(v));

/** Where one person stands in the launch: place, hold, invitation (the console's person page and its checks). */
export async function launchPerson(db: Executor, subscriberId: number, ranking: Ranking): Promise<LaunchPerson> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`${launchQueue(ranking)}
    select (select place from queue where subscriber_id = s.id) as place,
      exists (select 1 from queue where subscriber_id = s.id) as on_list,
      (${reachableAddress}) as reachable,
      h.reason, h.held_at, i.wave_id, w.chosen, i.place as invited_place, i.send_at, i.expires_at, i.accepted_at
    from subscribers s
    left join launch_holds h on h.subscriber_id = s.id
    left join launch_invitations i on i.subscriber_id = s.id
    left join launch_waves w on w.id = i.wave_id
    where s.id = ${subscriberId}`);
  const r = rows[0];
  if (!r) return { place: null, onList: false, reachable: false, hold: null, invitation: null };
  return {
    place: r.place === null ? null : Number(r.place),
    onList: r.on_list === true,
    reachable: r.reachable === true,
    hold: r.reason === null ? null : { reason: String(r.reason), heldAt: at(r.held_at) },
    invitation:
      r.wave_id === null
        ? null
        : { waveId: Number(r.wave_id), chosen: r.chosen === true, place: Number(r.invited_place), sendAt: at(r.send_at), expiresAt: at(r.expires_at), acceptedAt: r.accepted_at === null ? null : at(r.accepted_at) },
  };
}

/** Holds a person back (a new reason replaces the old one). */
export async function upsertHold(tx: Executor, subscriberId: number, reason: string): Promise<void> {
  await tx.execute(sql`insert into launch_holds (subscriber_id, reason) values (${subscriberId}, ${reason})
    on conflict (subscriber_id) do update set reason = excluded.reason, held_at = now()`);
}

/** Releases a hold; false when there was none. */
export async function deleteHold(tx: Executor, subscriberId: number): Promise<boolean> {
  const { rows } = await tx.execute(sql`delete from launch_holds where subscriber_id = ${subscriberId} returning subscriber_id`);
  return rows.length > 0;
}

export type HoldRow = { subscriberId: number; email: string; reason: string; heldAt: Date };

/** Everyone held back, latest first. */
export async function listHolds(db: Executor): Promise<HoldRow[]> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select h.subscriber_id, s.email, h.reason, h.held_at from launch_holds h join subscribers s on s.id = h.subscriber_id order by h.held_at desc, h.subscriber_id`);
  return rows.map((r) => ({ subscriberId: Number(r.subscriber_id), email: String(r.email), reason: String(r.reason), heldAt: new Date(String(r.held_at)) }));
}

/**
 * Marks the invitations that expired unaccepted and were not told of yet as told now, however long
 * ago they expired (each once: a second check, or two at once, finds none of them). Their ids.
 */
export async function takeUntoldExpiries(tx: Executor, now = new Date()): Promise<number[]> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    update launch_invitations set expiry_told_at = now()
    where accepted_at is null and expiry_told_at is null and expires_at <= ${now}
    returning id`);
  return rows.map((r) => Number(r.id));
}

/**
 * `invitation.expired` deliveries for those invitations, one per enabled endpoint asking now, each
 * with the body every attempt sends. Their ids.
 */
export async function insertExpiredDeliveries(tx: Executor, invitationIds: number[]): Promise<number[]> {
  if (invitationIds.length === 0) return [];
  const { rows } = await tx.execute<{ id: number }>(sql`
    insert into webhook_deliveries (endpoint_id, event_type, message_id, payload, enqueued)
    select e.id, 'invitation.expired', 'msg_' || replace(gen_random_uuid()::text, '-', ''),
      jsonb_build_object('type', 'invitation.expired', 'timestamp', ${isoUtc(sql`now()`)}, 'data', jsonb_build_object(
        'email', s.email, 'place', i.place, 'wave_id', i.wave_id, 'invitation', i.public_id::text, 'expired_at', ${isoUtc(sql`i.expires_at`)})),
      true
    from webhook_endpoints e
    cross join launch_invitations i join subscribers s on s.id = i.subscriber_id
    where e.enabled and 'invitation.expired' = any(e.events) and i.id = any(${sql.param(invitationIds)}::int[])
    returning id`);
  return rows.map((r) => Number(r.id));
}

/** Marks every expired, unaccepted invitation whose place was not offered on yet as offered now; how many. */
export async function takeExpiredForRefill(tx: Executor, now = new Date()): Promise<number> {
  const { rows } = await tx.execute(sql`
    update launch_invitations set refilled_at = now()
    where accepted_at is null and expires_at <= ${now} and refilled_at is null
    returning id`);
  return rows.length;
}

/** The wave's invitations' messages, each at its invitation's send time, once per person (the dedupe key); the rows inserted now. */
export async function insertInvitationMessages(tx: Executor, waveId: number, host: string): Promise<Array<{ id: number; send_after: string }>> {
  const inserted = await tx.execute<{ id: number; send_after: string }>(sql`
    insert into messages (subscriber_id, kind, dedupe_key, payload, message_id, send_after)
    select i.subscriber_id, 'invitation', 'invitation:' || i.subscriber_id, jsonb_build_object('invitationId', i.id, 'waveId', i.wave_id),
      '<' || gen_random_uuid() || ${`@${host}>`}, i.send_at
    from launch_invitations i where i.wave_id = ${waveId}
    on conflict (dedupe_key) do nothing
    returning id, send_after`);
  return inserted.rows;
}

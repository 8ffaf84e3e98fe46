import type { Db, Executor } from "../db/client.ts";
import { countsPerCampaign, countsPerDay, mailingCampaigns, type Counted } from "../db/mail-rates.ts";
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
  /** Per campaign only (a day's row has none), like the figures below: the messages the receiving server accepted. */
  sent?: number;
  /** Accepted and not bounced since, where a bounce would be known (a relay's webhook, the bounce mailbox). */
  delivered?: number;
  /** People who left (unsubscribed) through this campaign's own link. */
  unsubscribes?: number;
  /** Clicks on this campaign's links (first-party /r/…), every click counted, with no person. */
  clicks?: number;
  /** People who clicked, each once: known only for clicks noted while per-person tracking was on. */
  peopleClicked?: number;
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

const optional = <K extends string>(name: K, value: number | undefined) => (value === undefined ? {} : ({ [name]: Number(value) } as Record<K, number>));

const toRow = (r: Counted): RateRow => {
  const messages = Number(r.messages);
  const complaintPercent = percent(Number(r.complaints), messages);
  return {
    key: r.key,
    messages,
    hardBounces: Number(r.hard),
    softBounces: Number(r.soft),
    complaints: Number(r.complaints),
    ...optional("sent", r.sent),
    ...optional("delivered", r.delivered),
    ...optional("unsubscribes", r.left_count),
    ...optional("clicks", r.clicks),
    ...optional("peopleClicked", r.clicked),
    bouncePercent: percent(Number(r.hard), messages),
    complaintPercent,
    complaintStanding: standing(complaintPercent),
    ...(r.paused_at ? { paused: { at: new Date(r.paused_at).toISOString(), reason: r.pause_reason ?? null } } : {}),
  };
};

/** Rates per campaign (bulk ones and each kind of personal mail), the most recent first; `only`: those campaigns. */
export async function ratesPerCampaign(db: Executor, limit = 50, only?: readonly string[]): Promise<RateRow[]> {
  return (await countsPerCampaign(db, limit, only)).map(toRow);
}

/** What each mailing did: every newsletter, launch wave and sequence step (and the launch announcement), newest first. */
export async function mailingFigures(db: Executor, limit = 200): Promise<RateRow[]> {
  const only = await mailingCampaigns(db, limit);
  return only.length === 0 ? [] : ratesPerCampaign(db, limit, only);
}

/** Rates per day (UTC) over the last `days`, newest first: messages that left that day, events recorded that day. */
export async function ratesPerDay(db: Db, days = 30): Promise<RateRow[]> {
  return (await countsPerDay(db, days)).map(toRow);
}

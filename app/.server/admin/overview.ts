import type { Db } from "../db/client.ts";
import { overviewCounts } from "../db/overview-counts.ts";
import { alertsFor, readAlertSettings } from "../db/demand-alerts.ts";
import { listWaves } from "../db/launch-invitations.ts";

// The Overview page's figures, as app/lib/admin/figures.ts defines them. Each is one query
// (db/overview-counts.ts), and the funnel reuses the cards' figures rather than counting again:
// the same name is the same number.

export const DAYS = 30;

export type DayCount = { day: string; count: number };
export type Overview = {
  visitors: number;
  searches: number;
  registrations: number;
  subscribers: { pending: number; confirmed: number; unsubscribed: number; total: number };
  /** Visitors that searched (the funnel's step between visitors and subscribers). */
  searched: number;
  /** The launch's invitations, every wave together (the funnel's steps after confirmed), and each wave's, oldest first: the Launch page's figures. */
  launch: { invited: number; accepted: number; waves: Array<{ id: number; invited: number; accepted: number }> };
  searchesPerDay: DayCount[];
  signupsPerDay: DayCount[];
};

/** The last `DAYS` days (UTC), oldest first, today last. */
export function lastDays(now: Date, days = DAYS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

function perDay(days: string[], rows: Array<{ day: string; n: number }>): DayCount[] {
  const byDay = new Map(rows.map((r) => [String(r.day), Number(r.n)]));
  return days.map((day) => ({ day, count: byDay.get(day) ?? 0 }));
}

export async function overview(db: Db, now = new Date()): Promise<Overview> {
  const days = lastDays(now);
  const since = new Date(`${days[0]}T00:00:00Z`);

  const [counts, waves] = await Promise.all([overviewCounts(db, since), listWaves(db)]);
  const byStatus = { pending: 0, confirmed: 0, unsubscribed: 0 };
  for (const row of counts.statusRows) byStatus[row.status] = Number(row.n);
  return {
    visitors: counts.visitors,
    searches: counts.searches,
    registrations: counts.registrations,
    subscribers: { ...byStatus, total: byStatus.pending + byStatus.confirmed + byStatus.unsubscribed },
    searched: counts.searched,
    // The totals are the waves' sums, so the funnel and the rows below it (and the Launch page) agree.
    launch: {
      invited: waves.reduce((n, w) => n + w.invited, 0),
      accepted: waves.reduce((n, w) => n + w.accepted, 0),
      waves: waves.map((w) => ({ id: w.id, invited: w.invited, accepted: w.accepted })).toReversed(),
    },
    searchesPerDay: perDay(days, counts.searchDays),
    signupsPerDay: perDay(days, counts.signupDays),
  };
}


/** The Overview's *Demand alerts*: the setting as saved (or the form's defaults) and the groups past the threshold now set. */
export type DemandAlertSection = {
  settings: { enabled: boolean; people: number; windowDays: number; emails: string[]; saved: boolean };
  alerts: Array<{ id: number; concept: string; count: number; searches: number; alertedAt: string }>;
};

/** Before anything is saved the form offers the example: 20 people in one group within 30 days, off. */
const ALERT_DEFAULTS = { enabled: false, people: 20, windowDays: 30, emails: [] as string[] };

export async function demandAlertSection(db: Db): Promise<DemandAlertSection> {
  const settings = await readAlertSettings(db);
  const alerts = settings ? await alertsFor(db, settings.thresholdId) : [];
  return {
    settings: settings ? { enabled: settings.enabled, people: settings.people, windowDays: settings.windowDays, emails: settings.emails, saved: true } : { ...ALERT_DEFAULTS, saved: false },
    alerts: alerts.map((a) => ({ id: a.id, concept: a.concept, count: a.count, searches: a.searches, alertedAt: a.alertedAt.toISOString() })),
  };
}

import { TransactionRollbackError } from "drizzle-orm";
import { demandExport, type ExportedGroup } from "../admin/demand.ts";
import { alertedKeys, claimAlert, distinctPeople, lockAlertSettings, readAlertSettings, type DemandAlertSettings } from "../db/demand-alerts.ts";
import type { Services } from "../services.ts";
import { recordWebhookEvent } from "../webhooks/record-event.ts";
import { queueAlertMail } from "./alert-mail.ts";

// Demand that calls you (docs/operator.md, *Demand alerts*): a group of the Demand page whose
// distinct people within the window reach the operator's threshold is alerted once — an e-mail to
// each address entered and a `demand.threshold_reached` webhook — recorded in one transaction with
// its member keys, whose primary key makes it once per group and threshold however many instances
// check at the same moment.

const DAY_MS = 86_400_000;

export type Crossed = { alertId: number; concept: string; groupKey: string; people: number; searches: number };

/** The window's first UTC day (the window ends today): `windowDays` 1 is today alone. */
export function windowStart(now: Date, windowDays: number): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (windowDays - 1) * DAY_MS);
}

/**
 * Checks every group of the window against the threshold and alerts those crossing it for the
 * first time. Returns the alerts this call made (none when another instance made them first).
 */
export async function checkDemandThresholds(s: Services, now = new Date()): Promise<Crossed[]> {
  const settings = await readAlertSettings(s.db);
  if (!settings?.enabled) return [];
  const since = windowStart(now, settings.windowDays);
  const { groups } = await demandExport(s.db, { from: since.toISOString().slice(0, 10) });
  // A group's searches are at least its people: only groups with enough searches are counted again, by person.
  const candidates = groups.filter((g) => g.count >= settings.people);
  if (candidates.length === 0) return [];
  const alerted = await alertedKeys(s.db, settings.thresholdId);
  const crossed: Crossed[] = [];
  for (const group of candidates) {
    if (group.members.some((m) => alerted.has(m.key))) continue;
    const people = await distinctPeople(s.db, group.members.map((m) => m.key), since);
    if (people < settings.people) continue;
    const made = await alertOnce(s, settings, group, people);
    if (made) crossed.push(made);
  }
  return crossed;
}

/** One group's alert, its mail and its webhook, in one transaction; undefined when it was alerted already. */
async function alertOnce(s: Services, settings: DemandAlertSettings, group: ExportedGroup, people: number): Promise<Crossed | undefined> {
  const groupKey = group.members[0]!.key;
  try {
    return await s.db.transaction(async (tx) => {
      // The threshold still set and on: one changed meanwhile is checked on the next run.
      const now = await lockAlertSettings(tx);
      if (!now?.enabled || now.thresholdId !== settings.thresholdId) return undefined;
      const keys = group.members.map((m) => m.key);
      const alert = await claimAlert(tx, { thresholdId: now.thresholdId, people: now.people, windowDays: now.windowDays, groupKey, concept: group.concept, count: people, searches: group.count }, keys);
      if (!alert) tx.rollback();
      const members = group.members.slice(1).map((m) => m.concept);
      await queueAlertMail(tx, s.mail, s.config.publicHost, now.emails, {
        alertId: alert!.id,
        concept: group.concept,
        members,
        people,
        searches: group.count,
        threshold: now.people,
        windowDays: now.windowDays,
      });
      await recordWebhookEvent(tx, s.mail, "demand.threshold_reached", {
        alert_id: alert!.id,
        threshold: { people: now.people, window_days: now.windowDays },
        group: { concept: group.concept, key: groupKey, members: group.members.map((m) => ({ concept: m.concept, key: m.key, searches: m.count })) },
        people,
        searches: group.count,
        alerted_at: alert!.alertedAt.toISOString(),
      });
      return { alertId: alert!.id, concept: group.concept, groupKey, people, searches: group.count };
    });
  } catch (err) {
    if (err instanceof TransactionRollbackError) return undefined;
    throw err;
  }
}

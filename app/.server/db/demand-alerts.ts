import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { DemandAlertForm } from "../../lib/schemas/demand-alerts.ts";
import type { Executor } from "./client.ts";
import { withRenames } from "./concept-keys.ts";
import { demandAlertKeys, demandAlerts, demandAlertSettings, searches } from "./schema.ts";

// Demand alerts as stored: the one settings row, the alerts sent per threshold, and the member keys
// each was sent for (their primary key is what makes an alert exactly-once).

export type DemandAlertSettings = typeof demandAlertSettings.$inferSelect;
export type DemandAlert = typeof demandAlerts.$inferSelect;

export async function readAlertSettings(db: Executor): Promise<DemandAlertSettings | undefined> {
  const [row] = await db.select().from(demandAlertSettings).where(eq(demandAlertSettings.id, 1));
  return row;
}

/**
 * Saves the console's form. A different number of people or days is a new threshold (a new
 * `threshold_id`: every group may alert again for it); addresses and on/off keep the threshold.
 */
export async function saveAlertSettings(db: Executor, form: DemandAlertForm): Promise<DemandAlertSettings> {
  const values = { enabled: form.enabled, people: form.people, windowDays: form.windowDays, emails: form.emails, updatedAt: sql`now()` };
  const [row] = await db
    .insert(demandAlertSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({
      target: demandAlertSettings.id,
      set: {
        ...values,
        thresholdId: sql`case when ${demandAlertSettings.people} = excluded.people and ${demandAlertSettings.windowDays} = excluded.window_days
          then ${demandAlertSettings.thresholdId} else ${demandAlertSettings.thresholdId} + 1 end`,
      },
    })
    .returning();
  return row!;
}

/** The threshold's alerts, newest first. */
export function alertsFor(db: Executor, thresholdId: number, limit = 100): Promise<DemandAlert[]> {
  return db.select().from(demandAlerts).where(eq(demandAlerts.thresholdId, thresholdId)).orderBy(desc(demandAlerts.alertedAt), desc(demandAlerts.id)).limit(limit);
}

/** Every member key alerted for at the threshold, and what those keys became when the rule changed (concept_key_renames). */
export async function alertedKeys(db: Executor, thresholdId: number): Promise<Set<string>> {
  const { rows } = await db.execute<{ key: string }>(sql`
    select unnest(${withRenames(sql`keys`)}) as key from (select coalesce(array_agg(key), '{}') as keys from demand_alert_keys where threshold_id = ${thresholdId}) k`);
  return new Set(rows.map((r) => r.key));
}

/** Distinct people (visitors) whose searches since `since` have one of the keys (searches_concept_key_idx holds both). */
export async function distinctPeople(db: Executor, keys: readonly string[], since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${searches.visitorId})::int` })
    .from(searches)
    .where(and(inArray(searches.conceptKey, [...keys]), gte(searches.createdAt, since)));
  return Number(row?.n ?? 0);
}

/**
 * The threshold as it stands, locked against a change until the caller's transaction ends: an
 * alert is recorded only for the threshold still set and switched on.
 */
export async function lockAlertSettings(tx: Executor): Promise<DemandAlertSettings | undefined> {
  const [row] = await tx.select().from(demandAlertSettings).where(eq(demandAlertSettings.id, 1)).for("share");
  return row;
}

/**
 * Records an alert and claims its member keys at the threshold (insert … on conflict do nothing
 * returning). True only when every key was new: a key already claimed (by an earlier alert of a
 * group merged since, or by another instance this moment: the insert waits for its commit) means
 * the group alerted before, and the caller rolls back.
 */
export async function claimAlert(tx: Executor, alert: typeof demandAlerts.$inferInsert, keys: readonly string[]): Promise<{ id: number; alertedAt: Date } | undefined> {
  const [row] = await tx.insert(demandAlerts).values(alert).returning({ id: demandAlerts.id, alertedAt: demandAlerts.alertedAt });
  // Sorted, so two instances claiming overlapping groups take the keys in one order (no deadlock).
  const sorted = [...new Set(keys)].sort();
  const taken = await tx
    .insert(demandAlertKeys)
    .values(sorted.map((key) => ({ thresholdId: alert.thresholdId, key, alertId: row!.id })))
    .onConflictDoNothing()
    .returning({ key: demandAlertKeys.key });
  return taken.length === sorted.length ? row : undefined;
}

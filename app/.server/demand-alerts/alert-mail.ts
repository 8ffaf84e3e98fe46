import type { Config } from "../config.ts";
import type { Executor } from "../db/client.ts";
import { insertMessagesOnce } from "../db/messages.ts";
import { newMessageId } from "../mail/outbox.ts";
import type { MailQueue } from "../mail/queue.ts";
import type { DemandAlertMail } from "../mail/templates.ts";

// The demand alert's e-mail: one outbox row per address the operator entered (no subscriber: the
// row names its recipient), queued in the transaction that records the alert.

/** Where the operator changes or switches off the alerts: the console Overview's section. */
export const demandAlertSettingsUrl = (config: Pick<Config, "PUBLIC_URL">) => `${config.PUBLIC_URL}/admin#demand-alerts`;

/** What an alert's message says, fixed when it crossed (its payload). */
export type DemandAlertPayload = Omit<DemandAlertMail, "kind" | "demandUrl"> & { alertId: number };

export async function queueAlertMail(tx: Executor, queue: MailQueue, host: string, emails: readonly string[], payload: DemandAlertPayload): Promise<number[]> {
  if (emails.length === 0) return [];
  const ids = await insertMessagesOnce(
    tx,
    emails.map((recipient) => ({ recipient, kind: "demand_alert" as const, dedupeKey: `demand_alert:${payload.alertId}:${recipient}`, payload, messageId: newMessageId(host) })),
  );
  await queue.enqueue(tx, ids);
  return ids;
}

/** The message's content from its payload (the worker, at send time). */
export function demandAlertContent(config: Pick<Config, "PUBLIC_URL">, p: Record<string, unknown>): DemandAlertMail {
  return {
    kind: "demand_alert",
    concept: String(p.concept),
    members: Array.isArray(p.members) ? p.members.map(String) : [],
    people: Number(p.people),
    searches: Number(p.searches),
    threshold: Number(p.threshold),
    windowDays: Number(p.windowDays),
    demandUrl: `${config.PUBLIC_URL}/admin/demand`,
  };
}

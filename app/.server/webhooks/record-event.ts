import type { WEBHOOK_TEST_EVENT, WebhookEvent } from "../../lib/schemas/webhooks.ts";
import type { Executor } from "../db/client.ts";
import { insertDeliveries } from "../db/webhooks.ts";
import type { MailQueue } from "../mail/queue.ts";

/**
 * Something happened that other systems may be told: one delivery for each endpoint that asked,
 * and its queue job, in the caller's transaction, so an event is sent if and only if it happened.
 * The body is fixed now (Standard Webhooks: type, timestamp, data): every attempt sends the same.
 */
export async function recordWebhookEvent(tx: Executor, queue: MailQueue, type: WebhookEvent, data: Record<string, unknown>): Promise<void> {
  const ids = await insertDeliveries(tx, type, webhookBody(type, data));
  await queue.enqueueWebhooks(tx, ids);
}

export type WebhookBody = { type: WebhookEvent | typeof WEBHOOK_TEST_EVENT; timestamp: string; data: Record<string, unknown> };

/** What every attempt of an event's deliveries sends (Standard Webhooks: type, timestamp, data). */
export const webhookBody = (type: WebhookBody["type"], data: Record<string, unknown>): WebhookBody => ({ type, timestamp: new Date().toISOString(), data });

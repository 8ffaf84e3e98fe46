import { randomBytes } from "node:crypto";
import type { WebhookFormInput } from "../../lib/admin/webhook-form.ts";
import { PREVIOUS_SECRET_HOURS, WEBHOOK_TEST_EVENT } from "../../lib/schemas/webhooks.ts";
import { deleteEndpoint, getEndpoint, insertEndpoint, insertTestDelivery, reopenDelivery, updateEndpoint } from "../db/webhooks.ts";
import { webhookBody } from "./record-event.ts";
import type { Services } from "../services.ts";
import { checkEndpointHost } from "./address-guard.ts";

// What the operator does with webhook endpoints (console Webhooks page). Each runs in one transaction.

/** A Standard Webhooks secret: whsec_ and 24 random bytes in base64. */
const newSecret = () => `whsec_${randomBytes(24).toString("base64")}`;

/** `unresolved`: saved, with a warning for the operator that its host has no DNS answer yet. */
export type CreateEndpointOutcome = { kind: "created"; id: number; unresolved?: string } | { kind: "refused"; error: string };

/** Registers an endpoint, unless its address is one webhooks are not sent to (checked again at every delivery). */
export async function createEndpoint(s: Pick<Services, "db" | "config">, input: WebhookFormInput): Promise<CreateEndpointOutcome> {
  const { refused, unresolved } = await checkEndpointHost(new URL(input.url), s.config.WEBHOOKS_ALLOW_PRIVATE);
  if (refused) return { kind: "refused", error: refused };
  const id = await s.db.transaction((tx) => insertEndpoint(tx, { ...input, secret: newSecret() }));
  return { kind: "created", id, ...(unresolved ? { unresolved } : {}) };
}

/** A new secret signs from now on; the old one signs beside it for a day, so the receiver can switch without losing a delivery. */
export async function rotateSecret(s: Pick<Services, "db">, id: number): Promise<boolean> {
  return s.db.transaction(async (tx) => {
    const endpoint = await getEndpoint(tx, id);
    if (!endpoint) return false;
    return updateEndpoint(tx, id, {
      secret: newSecret(),
      previousSecret: endpoint.secret,
      previousSecretUntil: new Date(Date.now() + PREVIOUS_SECRET_HOURS * 3600_000),
    });
  });
}

/** Switched back on, it starts afresh (no failures counted, the notice gone); off, it is sent nothing. */
export async function setEndpointEnabled(s: Pick<Services, "db">, id: number, enabled: boolean): Promise<boolean> {
  return s.db.transaction((tx) =>
    updateEndpoint(tx, id, enabled ? { enabled, consecutiveFailures: 0, disabledReason: null, disabledAt: null } : { enabled, disabledReason: null, disabledAt: null }),
  );
}

export async function removeEndpoint(s: Pick<Services, "db">, id: number): Promise<boolean> {
  return s.db.transaction((tx) => deleteEndpoint(tx, id));
}

export type ResendOutcome = "queued" | "not-found" | "endpoint-off";

/** The same delivery again (same webhook-id and body), with a fresh round of attempts. */
export async function resendDelivery(s: Pick<Services, "db" | "mail">, endpointId: number, deliveryId: number): Promise<ResendOutcome> {
  return s.db.transaction(async (tx) => {
    const endpoint = await getEndpoint(tx, endpointId);
    if (!endpoint) return "not-found";
    if (!endpoint.enabled) return "endpoint-off";
    if (!(await reopenDelivery(tx, endpointId, deliveryId))) return "not-found";
    await s.mail.enqueueWebhooks(tx, [deliveryId]);
    return "queued";
  });
}

export type TestEventOutcome = { kind: "queued"; deliveryId: number } | { kind: "not-found" } | { kind: "endpoint-off" };

/**
 * The console's *Send test event*: a `webhook.test` delivery to this endpoint alone, sent like every
 * delivery (signed, retried, logged in its table), so the receiver's set-up is checked end to end.
 */
export async function sendTestEvent(s: Pick<Services, "db" | "mail">, endpointId: number): Promise<TestEventOutcome> {
  return s.db.transaction(async (tx) => {
    const endpoint = await getEndpoint(tx, endpointId);
    if (!endpoint) return { kind: "not-found" };
    if (!endpoint.enabled) return { kind: "endpoint-off" };
    const body = webhookBody(WEBHOOK_TEST_EVENT, { message: "A test event from the Classwish console. Nothing happened on the site." });
    const deliveryId = await insertTestDelivery(tx, endpointId, WEBHOOK_TEST_EVENT, body);
    await s.mail.enqueueWebhooks(tx, [deliveryId]);
    return { kind: "queued", deliveryId };
  });
}

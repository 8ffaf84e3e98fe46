import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import type { JobResult, JobWithMetadata, PgBoss } from "pg-boss";
import { Webhook } from "standardwebhooks";
import { DISABLE_AFTER_FAILURES } from "../../lib/schemas/webhooks.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { WebhookDelivery, WebhookEndpoint } from "../db/schema.ts";
import { countAttempt, deliveryWithEndpoint, endpointFailed, endpointSucceeded, settleDelivery } from "../db/webhooks.ts";
import type { Logger } from "../logger.ts";
import { WEBHOOK_QUEUE, type MailQueue } from "../mail/queue.ts";
import { guardedLookup, literalRefusal } from "./address-guard.ts";
import { queueDeliveries } from "./queue-deliveries.ts";

// Sends one delivery: the stored body, signed per Standard Webhooks with the endpoint's secret
// (and the one before a rotation, while it lasts). A 2xx answer is success; anything else, a
// timeout or a refused address is a failed attempt, retried by the queue with growing waits until
// WEBHOOK_ATTEMPTS; then the delivery has failed, and enough failures in a row switch the
// endpoint off. Redirects are not followed (they could lead anywhere).

const TIMEOUT_MS = 10_000;

type Deps = { db: Db; config: Config; log: Logger };
type Attempt = { ok: true; status: number } | { ok: false; status: number | null; error: string };

/** The webhook-signature header: the current secret's signature, then the previous one's while it lasts. */
export function signatures(endpoint: WebhookEndpoint, messageId: string, at: Date, body: string, now = Date.now()): string {
  const secrets = [endpoint.secret];
  if (endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil.getTime() > now) secrets.push(endpoint.previousSecret);
  return secrets.map((s) => new Webhook(s).sign(messageId, at, body)).join(" ");
}

function post(endpoint: WebhookEndpoint, delivery: WebhookDelivery, allowPrivate: boolean): Promise<Attempt> {
  const url = new URL(endpoint.url);
  const refused = literalRefusal(url, allowPrivate);
  if (refused) return Promise.resolve({ ok: false, status: null, error: refused });
  const body = JSON.stringify(delivery.payload);
  const at = new Date();
  const headers = {
    "content-type": "application/json",
    "user-agent": "Classwish-Webhooks/1.0",
    "webhook-id": delivery.messageId,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": signatures(endpoint, delivery.messageId, at, body),
  };
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    // The whole attempt, not the socket's silence (a receiver trickling bytes never fell silent):
    // past TIMEOUT_MS it is given up, so an attempt never outlives its queue job's lease.
    const deadline = setTimeout(() => req.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS);
    const req = send(url, { method: "POST", headers, lookup: guardedLookup(allowPrivate) as never }, (res) => {
      clearTimeout(deadline);
      const status = res.statusCode ?? 0;
      // The status decides; the answer's body is not needed (a receiver may keep it open), so the
      // connection is closed rather than read to its end.
      res.destroy();
      resolve(status >= 200 && status < 300 ? { ok: true, status } : { ok: false, status, error: `HTTP ${status}` });
    });
    req.on("error", (err) => {
      clearTimeout(deadline);
      resolve({ ok: false, status: null, error: err.message });
    });
    req.end(body);
  });
}

/** One attempt at one delivery: "retry" asks the queue to try again later. */
export async function attemptDelivery(deps: Deps, deliveryId: number): Promise<"done" | "retry"> {
  const found = await deliveryWithEndpoint(deps.db, deliveryId);
  if (!found || found.delivery.status !== "pending") return "done";
  const { delivery, endpoint } = found;
  if (!endpoint.enabled) {
    await settleDelivery(deps.db, deliveryId, { status: "failed", responseStatus: null, lastError: "Not sent: the endpoint is switched off." });
    return "done";
  }
  const attempts = await countAttempt(deps.db, deliveryId);
  const result = await post(endpoint, delivery, deps.config.WEBHOOKS_ALLOW_PRIVATE);
  const log = deps.log.child({ deliveryId, endpointId: endpoint.id, event: delivery.eventType, attempts });
  if (result.ok) {
    await deps.db.transaction(async (tx) => {
      await settleDelivery(tx, deliveryId, { status: "succeeded", responseStatus: result.status, lastError: null });
      await endpointSucceeded(tx, endpoint.id);
    });
    log.info({ status: result.status }, "webhook delivered");
    return "done";
  }
  if (attempts < deps.config.WEBHOOK_ATTEMPTS) {
    await settleDelivery(deps.db, deliveryId, { status: "pending", responseStatus: result.status, lastError: result.error });
    log.info({ status: result.status, error: result.error }, "webhook attempt failed; retried later");
    return "retry";
  }
  const switchedOff = await deps.db.transaction(async (tx) => {
    await settleDelivery(tx, deliveryId, { status: "failed", responseStatus: result.status, lastError: result.error });
    // After so many failed deliveries in a row the endpoint is switched off; the operator reads why.
    return endpointFailed(tx, endpoint.id, DISABLE_AFTER_FAILURES, `Switched off after ${DISABLE_AFTER_FAILURES} failed deliveries in a row. The last: ${result.error}`);
  });
  log.warn({ status: result.status, error: result.error, switchedOff }, "webhook delivery failed");
  return "done";
}

/**
 * Takes webhook jobs beside the mail worker, and sweeps deliveries left without a job (their
 * process died between the statement that wrote them and their jobs); every worker sweeps, a
 * delivery is queued once. stop() waits for the deliveries in hand.
 */
export async function startWebhookWorker(boss: PgBoss, deps: Deps & { queue: MailQueue; sweepEverySeconds: number }): Promise<{ stop(): Promise<void> }> {
  const sweep = async () => {
    try {
      const queued = await queueDeliveries(deps.db, deps.queue);
      if (queued.length > 0) deps.log.warn({ queued }, "webhook deliveries left without a job are queued");
    } catch (err) {
      deps.log.error({ err }, "sweeping unqueued webhook deliveries failed");
    }
  };
  let sweeping = sweep();
  const sweeper = setInterval(() => {
    sweeping = sweep();
  }, deps.sweepEverySeconds * 1000);
  await boss.work(
    WEBHOOK_QUEUE,
    { batchSize: 5, pollingIntervalSeconds: 0.5, perJobResults: true, includeMetadata: true },
    async (jobs: JobWithMetadata<{ deliveryId: number }>[]): Promise<JobResult[]> =>
      Promise.all(
        jobs.map(async (job) => {
          const outcome = await attemptDelivery(deps, Number(job.data.deliveryId)).catch((err: unknown) => {
            deps.log.error({ err, deliveryId: job.data.deliveryId }, "webhook delivery crashed; retried later");
            return "retry" as const;
          });
          return { id: job.id, status: outcome === "retry" ? "failed" : "completed" } as JobResult;
        }),
      ),
  );
  return {
    stop: async () => {
      clearInterval(sweeper);
      await sweeping; // not cut off by the database closing after stop()
      await boss.offWork(WEBHOOK_QUEUE, { wait: true });
    },
  };
}

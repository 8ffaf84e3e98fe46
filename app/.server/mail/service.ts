import path from "node:path";
import type { PgBoss } from "pg-boss";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import { mailQueue, startBoss, type MailQueue, type QueueTuning, tuningFor } from "./queue.ts";
import { createFileTransport, createSmtpTransport, type MailTransport } from "./transport.ts";
import { startWebhookWorker } from "../webhooks/deliver.ts";
import { startMailWorker } from "./worker.ts";
import { startDemandAlertJob } from "../demand-alerts/job.ts";
import { startLaunchExpiryJob } from "../launch/expiry.ts";
import { startSequenceJob } from "../subscriptions/sequence.ts";
import { mailSetupWarnings } from "./dns-records.ts";

export type MailService = {
  boss: PgBoss;
  queue: MailQueue;
  transport: MailTransport;
  /** Starts delivering (the server does by default; `npm run worker` is the same worker on its own). */
  startWorker(options?: { batchSize?: number }): Promise<void>;
  /** Finishes the batch in hand, then stops the queue and closes the transport. */
  stop(): Promise<void>;
};

export function createTransport(config: Config, log: Logger): MailTransport {
  return config.SMTP_URL
    ? createSmtpTransport(config.SMTP_URL, { dkim: config.dkim })
    : createFileTransport(path.join(config.DATA_DIR, "outbox"), log, config.dkim);
}

export async function createMailService(opts: {
  database: Database;
  config: Config;
  log: Logger;
  tuning?: QueueTuning;
  transport?: MailTransport;
}): Promise<MailService> {
  const { database, config, log } = opts;
  const tuning = opts.tuning ?? tuningFor(config.MAIL_LEASE_SECONDS);
  const transport = opts.transport ?? createTransport(config, log);
  for (const warning of mailSetupWarnings(config, transport.kind)) log.warn(warning);
  const boss = await startBoss(database, log, tuning);
  let worker: { stop(): Promise<void> } | undefined;
  let webhooks: { stop(): Promise<void> } | undefined;
  let demandAlerts: { stop(): Promise<void> } | undefined;
  let launchExpiry: { stop(): Promise<void> } | undefined;
  let sequences: { stop(): Promise<void> } | undefined;
  const queue = mailQueue(boss);
  return {
    boss,
    queue,
    transport,
    async startWorker(options) {
      worker = await startMailWorker({ boss, db: database.db, config, log, transport, tuning, batchSize: options?.batchSize });
      // The same durable queue carries webhook deliveries, on a queue of their own.
      webhooks = await startWebhookWorker(boss, { db: database.db, config, log, queue, sweepEverySeconds: tuning.superviseIntervalSeconds });
      // And the demand alert check, a scheduled job on the same queue (app/.server/demand-alerts/job.ts).
      demandAlerts = await startDemandAlertJob(boss, { db: database.db, config, log, mail: queue });
      // And the launch's expired invitations, told to the webhooks that ask (app/.server/launch/expiry.ts).
      launchExpiry = await startLaunchExpiryJob(boss, { db: database.db, config, log, mail: queue });
      // And the lists' sequences: the steps that have come due, queued once a minute (app/.server/subscriptions/sequence.ts).
      sequences = await startSequenceJob(boss, { db: database.db, config, log, mail: queue });
    },
    async stop() {
      await worker?.stop();
      await webhooks?.stop();
      await demandAlerts?.stop();
      await launchExpiry?.stop();
      await sequences?.stop();
      await boss.stop({ graceful: true, close: true, timeout: 10_000 });
      await transport.close();
    },
  };
}

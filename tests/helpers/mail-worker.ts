import type { Config } from "../../app/.server/config.ts";
import type { Database } from "../../app/.server/db/client.ts";
import { createLogger } from "../../app/.server/logger.ts";
import { createMailService, type MailService } from "../../app/.server/mail/service.ts";
import { createSmtpTransport } from "../../app/.server/mail/transport.ts";
import { fastTuning } from "./app.ts";

/**
 * A delivering mail worker of its own (as `npm run worker` is), apart from the app, sending to this
 * SMTP server: a test stops it to hold mail back, swaps its SMTP server, or starts another.
 */
export async function startSmtpWorker(database: Database, config: Config, smtpUrl: string): Promise<MailService> {
  const service = await createMailService({ database, config, log: createLogger("silent"), tuning: fastTuning, transport: createSmtpTransport(smtpUrl, { timeoutMs: 1000 }) });
  await service.startWorker();
  return service;
}

import { loadConfigOrExit } from "../app/.server/config.ts";
import { secureDataDir } from "../app/.server/data-dir.ts";
import { openDatabase } from "../app/.server/db/client.ts";
import { createLogger } from "../app/.server/logger.ts";
import { createMailService } from "../app/.server/mail/service.ts";
import { stopOnSignals } from "./shutdown.ts";

/**
 * A mail worker as a process of its own (`npm run worker`). Several workers (and servers, which run
 * one inside by default) can share one database: each message is claimed by exactly one of them.
 * Without DATABASE_URL it attaches to the embedded database the server started in DATA_DIR.
 */
export async function work(): Promise<void> {
  const config = loadConfigOrExit({ ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production" });
  secureDataDir(config.DATA_DIR);
  const log = createLogger(config.LOG_LEVEL).child({ process: "mail-worker" });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    directUrl: config.DATABASE_DIRECT_URL,
    pooler: config.DATABASE_POOLER,
    dataDir: config.DATA_DIR,
    embedded: "attach",
  }).catch((err: unknown) => {
    log.fatal({ err }, (err as Error).message);
    process.exit(1);
  });
  const mail = await createMailService({ database, config, log });
  const started = mail.startWorker();
  // SIGTERM: the batch in hand finishes, then the worker exits 0 — also while its jobs are still
  // being set up (it says "mail worker started" before the scheduled jobs are), which it waits for.
  stopOnSignals(log, async () => {
    await started.catch(() => undefined);
    await mail.stop();
    await database.close();
  });
  await started;
}

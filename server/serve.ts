import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import * as build from "virtual:react-router/server-build";
import { loadConfigOrExit } from "../app/.server/config.ts";
import { secureDataDir } from "../app/.server/data-dir.ts";
import { openDatabase } from "../app/.server/db/client.ts";
import { anyOperator } from "../app/.server/db/operators.ts";
import { pruneRateLimits } from "../app/.server/db/rate-limits.ts";
import { createLogger } from "../app/.server/logger.ts";
import { createMailService } from "../app/.server/mail/service.ts";
import { warmUpDemand } from "../app/.server/admin/demand-warm-up.ts";
import { createApp, requestListener } from "./app.ts";
import { drainableServer, stopOnSignals } from "./shutdown.ts";
import { startNotes } from "./start-notes.ts";

/**
 * The server process: opens the database, starts the mail worker and serves the site. From the
 * production build (`node server.js`) it serves the pages built beside it; given Vite's development
 * server (`npm run dev`, server/dev.ts), it loads the pages through Vite on each request, so an
 * edit shows at the next reload.
 */
export async function serve(opts: { vite?: ViteDevServer } = {}): Promise<void> {
  const { vite } = opts;
  const config = loadConfigOrExit({ ...process.env, NODE_ENV: process.env.NODE_ENV ?? (vite ? "development" : "production") });
  secureDataDir(config.DATA_DIR);
  const log = createLogger(config.LOG_LEVEL);
  process.on("unhandledRejection", (err) => log.error({ err }, "unhandled promise rejection"));

  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    directUrl: config.DATABASE_DIRECT_URL,
    pooler: config.DATABASE_POOLER,
    dataDir: config.DATA_DIR,
    onNotice: (message, level) => log[level](message),
  }).catch(
    (err: unknown) => {
      log.fatal({ err }, `the database could not be opened: ${(err as Error).message}`);
      process.exit(1);
    },
  );
  log.info({ database: database.kind }, "database ready, migrations applied");
  const accounts = await anyOperator(database.db);
  // The mail worker runs inside the server by default; `npm run worker` runs more of them.
  const mail = await createMailService({ database, config, log });
  await mail.startWorker();

  const app = createApp({
    config,
    log,
    database,
    mail: mail.queue,
    sendMail: (m) => mail.transport.send(m),
    ...(vite
      ? { devMiddleware: vite.middlewares, build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild> }
      : { build: build as ServerBuild, clientDir: fileURLToPath(new URL("../client", import.meta.url)) }),
  });

  const pruneTimer = setInterval(() => {
    pruneRateLimits(database.db, 60 * 60_000).catch((err: unknown) => log.warn({ err }, "rate-limit prune failed"));
  }, 10 * 60_000);
  pruneTimer.unref();

  const { server, drain } = drainableServer(requestListener(app));
  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    log.info({ port, url: `http://localhost:${port}`, mode: vite ? "development" : "production" }, "Classwish is listening");
    for (const note of startNotes(config, `http://localhost:${port}`, accounts)) log.info(note);
    warmUpDemand(database.db).then(
      (ms) => log.info({ ms }, "demand held in memory"),
      (err: unknown) => log.warn({ err }, "demand not held in memory yet: the first console call will read it"),
    );
  });
  server.on("error", (err) => {
    log.fatal({ err }, "server failed to listen");
    process.exit(1);
  });

  // SIGTERM: stop accepting, answer what is in flight (closing each connection after it), let the
  // mail batch in hand finish, close the database, exit 0 (README: Operations).
  stopOnSignals(log, async () => {
    clearInterval(pruneTimer);
    await drain();
    await (app.locals.closeApp as (() => Promise<void>) | undefined)?.();
    await mail.stop();
    await database.close();
    await vite?.close();
  });
}

import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfigOrExit } from "../app/.server/config.ts";
import { secureDataDir } from "../app/.server/data-dir.ts";
import { openDatabase } from "../app/.server/db/client.ts";
import { pruneRateLimits } from "../app/.server/db/rate-limits.ts";
import { createLogger } from "../app/.server/logger.ts";
import { createMailService } from "../app/.server/mail/service.ts";
import { createApp, requestListener } from "./app.ts";
import { drainableServer, stopOnSignals } from "./shutdown.ts";

// The server process (`node server/main.ts`, which loads this): serves the production build, or
// with `--dev` serves through Vite.
const root = fileURLToPath(new URL("..", import.meta.url));
const dev = process.argv.includes("--dev");

const config = loadConfigOrExit({ ...process.env, NODE_ENV: process.env.NODE_ENV ?? (dev ? "development" : "production") });
secureDataDir(config.DATA_DIR);
const log = createLogger(config.LOG_LEVEL);
process.on("unhandledRejection", (err) => log.error({ err }, "unhandled promise rejection"));

const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, onNotice: (message, level) => log[level](message) }).catch(
  (err: unknown) => {
    log.fatal({ err }, `the database could not be opened: ${(err as Error).message}`);
    process.exit(1);
  },
);
log.info({ database: database.kind }, "database ready, migrations applied");
// The mail worker runs inside the server by default; `npm run worker` runs more of them.
const mail = await createMailService({ database, config, log });
await mail.startWorker();

let app;
if (dev) {
  const vite = await import("vite");
  const viteServer = await vite.createServer({ root, server: { middlewareMode: true } });
  app = createApp({
    config,
    log,
    database,
    mail: mail.queue,
    sendMail: (m) => mail.transport.send(m),
    devMiddleware: viteServer.middlewares,
    build: () => viteServer.ssrLoadModule("virtual:react-router/server-build") as never,
  });
} else {
  const buildPath = path.join(root, "build/server/index.js");
  const build = await import(buildPath).catch((err: unknown) => {
    log.fatal({ err }, "no production build: run `npm run build` first (npm start does it)");
    process.exit(1);
  });
  app = createApp({ config, log, database, mail: mail.queue, sendMail: (m) => mail.transport.send(m), build, clientDir: path.join(root, "build/client") });
}

const pruneTimer = setInterval(() => {
  pruneRateLimits(database.db, 60 * 60_000).catch((err: unknown) => log.warn({ err }, "rate-limit prune failed"));
}, 10 * 60_000);
pruneTimer.unref();

const { server, drain } = drainableServer(requestListener(app));
server.listen(config.PORT, config.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  log.info({ port, url: `http://localhost:${port}`, mode: dev ? "development" : "production" }, "Classwish is listening");
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
});

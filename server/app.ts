import { randomUUID } from "node:crypto";
import type { RequestListener, ServerResponse } from "node:http";
import path from "node:path";
import compression from "compression";
import express, { type ErrorRequestHandler, type Request } from "express";
import type { ServerBuild } from "react-router";
import { readSessionCookie } from "../app/.server/admin/session.ts";
import type { Config } from "../app/.server/config.ts";
import { createLoadContext } from "../app/.server/context.ts";
import type { Database } from "../app/.server/db/client.ts";
import { isConnectionLost, UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from "../app/.server/connection-lost.ts";
import type { Logger } from "../app/.server/logger.ts";
import type { MailQueue } from "../app/.server/mail/queue.ts";
import type { OutgoingMail } from "../app/.server/mail/transport.ts";
import { IMAGE_ENDPOINT } from "../app/lib/schemas/image-options.ts";
import { SITE_UPLOAD_PATH } from "../app/lib/schemas/site-content.ts";
import { CACHE_CONTROL, type CachePolicy } from "../app/lib/site/cache-control.ts";
import { PRIVATE_CACHE_CONTROL } from "../app/lib/site/shared-page.ts";
import { apiRouter } from "./api/index.ts";
import { analyticsBeacon } from "./api/events.ts";
import { auditTrail, noteAudit } from "./audit-trail.ts";
import { apiErrorHandler, jsonBody, noStore } from "./api/http.ts";
import { mailEventsRouter } from "./api/mail-events.ts";
import type { SnsFetcher } from "../app/.server/mail/relays.ts";
import { createEventCounter } from "../app/.server/analytics/event-counter.ts";
import { beaconLimit } from "../app/.server/limits.ts";
import { imageEndpoint } from "./images.ts";
import { IMPORT_BODY_BYTES, refuseDeclaredOversize, requireDeclaredLength } from "./body.ts";
import { isImportUpload } from "./api/imports.ts";
import { refuseKnownLimited } from "./early-refusals.ts";
import { listenCatalogChanges } from "../app/.server/catalog-changes.ts";
import { offeredCoursesListener } from "../app/.server/courses/offered-courses.ts";
import { cacheKey, createPageCache, sendSharedPage, type PageCache, type SharedPage } from "./page-cache.ts";
import { pageHandler } from "./page-handler.ts";
import { isConsolePath, pageRequests } from "./page-requests.ts";
import { loadBuiltAssets } from "./built-assets.ts";
import { parseHost, requestShape, toOriginForm } from "./request-shape.ts";
import { securityHeaders } from "./security.ts";
import { visitorMiddleware } from "./visitor.ts";

export type AppOptions = {
  config: Config;
  log: Logger;
  database: Database;
  /** Where e-mail is queued (the worker that sends it may run elsewhere). */
  mail: MailQueue;
  /** Sends one message at once, bypassing the queue (the console's test send). */
  sendMail?: (mail: OutgoingMail) => Promise<void>;
  /** The React Router server build (or a loader of it); without it only the API is served. */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of the built browser assets, served statically in production. */
  clientDir?: string;
  /** Extra middleware mounted before the pages (Vite's in development). */
  devMiddleware?: express.RequestHandler;
  /** How SNS signing certificates are fetched (tests serve theirs; production fetches from Amazon). */
  fetchSns?: SnsFetcher;
};

/** express.static's options for files answered with a policy of the registry (cache-control.ts). */
const cachedFor = (policy: CachePolicy) => ({
  cacheControl: false,
  redirect: false,
  index: false as const,
  setHeaders: (res: ServerResponse) => res.setHeader("Cache-Control", CACHE_CONTROL[policy]),
});

export function createApp({ config, log, database, mail, sendMail, build, clientDir, devMiddleware, fetchSns }: AppOptions): express.Express {
  const app = express();
  app.disable("x-powered-by");
  // Only the proxies TRUST_PROXY names may say who the client is (by default none: X-Forwarded-For
  // is ignored, so a client cannot pick its own address for the per-IP limits).
  app.set("trust proxy", config.TRUST_PROXY);

  app.use((req, res, next) => {
    // Private by default: whatever answers, and however (an error, a 404), unless it opts in (cache-control.ts).
    res.setHeader("Cache-Control", CACHE_CONTROL.private);
    const started = process.hrtime.bigint();
    res.locals.log = log.child({ reqId: randomUUID() });
    res.locals.log.debug({ method: req.method, path: req.path }, "request started");
    res.on("finish", () => {
      const urlPath = req.originalUrl.split("?")[0] ?? "/";
      logRequest(res.locals.log, req.method, urlPath, res.statusCode, Number(process.hrtime.bigint() - started) / 1e6);
      logPageError(res, req.method, urlPath);
    });
    next();
  });
  // The console's Site page takes image uploads: the larger body only for a signed-in operator's post there.
  // So do the relays' bounce webhooks (a SendGrid batch holds up to 1,000 events); their router reads at most MAIL_EVENT_BODY_BYTES.
  // An imported list may be larger still, for a signed-in operator or the operator's token only.
  const uploads = (req: Request) =>
    req.method === "POST" &&
    (isImportUpload(config, req)
      ? IMPORT_BODY_BYTES
      : (req.path === SITE_UPLOAD_PATH && readSessionCookie(config, req.headers.cookie) !== undefined) || req.path.startsWith("/api/mail-events/"));
  app.use(requestShape(), refuseDeclaredOversize(uploads));
  const csp = { dev: !config.isProduction };
  // Vite's development pages carry scripts of their own: nothing is cached there.
  const cache = build && !devMiddleware ? createPageCache() : undefined;
  const changesHeard = listenForChanges(app, database, log, cache);
  app.locals.pageCache = cache;
  app.locals.log = log;
  app.use(securityHeaders());
  // Not below 4 KB: an answer that small (a search's JSON is about 1–1.6 KB) fits the connection's
  // first round trip either way, and a compression stream costs more than it saves: a search
  // answered to a browser took 0.382 ms of the server's CPU against 0.252 ms uncompressed
  // (brotli's stream alone is about 0.3 ms), to save 360 bytes on average.
  app.use(compression({ threshold: "4kb" }));

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    try {
      await database.ping();
      res.json({ status: "ready", database: database.kind });
    } catch (err) {
      log.warn({ reason: (err as Error).message }, "readiness check failed");
      res.status(503).json({ status: "unavailable", error: "The database is not reachable." });
    }
  });

  // The site's own images, resized and re-encoded; sources come from the build (or public/ without one).
  // Before the files: no file is named /_image, and looking for one would cost each image a stat.
  app.use(
    IMAGE_ENDPOINT,
    imageEndpoint({
      sourceDir: clientDir ?? path.join(import.meta.dirname, "../public"),
      cacheDir: path.join(config.DATA_DIR, "image-cache"),
      cacheMaxBytes: Math.max(1, Math.floor(config.IMAGE_CACHE_MB * 1024 * 1024)),
      log,
      db: database.db,
      config,
    }),
  );
  if (clientDir) {
    // Fingerprinted by Vite: safe to cache for a year. The scripts and stylesheet are answered from
    // memory, as the build compressed them (requestListener); these are the rest. The other public
    // files (icons, the manifest, the site's images) change rarely: an hour.
    const assets = path.join(clientDir, "assets");
    app.locals.builtAssets = loadBuiltAssets(assets);
    app.use("/assets", express.static(assets, cachedFor("immutable")));
    app.use(express.static(clientDir, cachedFor("hour")));
  }
  if (devMiddleware) app.use(devMiddleware);

  // First-party analytics: before the visitor cookie, so a beacon never sets or reads one.
  const counter = createEventCounter(database.db, log, beaconLimit(config));
  app.locals.analytics = counter;
  app.post("/api/events", noStore, jsonBody(database.db, { writes: false }), analyticsBeacon(counter));
  const closeShared = app.locals.closeApp as (() => Promise<void>) | undefined;
  app.locals.closeApp = async () => {
    await counter.stop();
    await closeShared?.();
  };

  // Relays' bounce and complaint webhooks: before the visitor cookie and its limits (a relay is not a visitor), with a flood limit of their own.
  app.use("/api/mail-events", noStore, mailEventsRouter({ config, log, db: database.db, mail, fetchSns }), apiErrorHandler);
  app.use(visitorMiddleware(config.SESSION_SECRETS));
  // What operators do (the console's posts, the operator API's writes), once each is answered.
  app.use(auditTrail({ db: database.db, log }));
  app.use("/api", apiRouter({ config, log, db: database.db, mail }));

  // The operator console is never cached and never indexed, whatever its pages answer (including
  // /admin.data, where the client router fetches the console's own data).
  app.use((req, res, next) => {
    if (isConsolePath(req.path)) {
      res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
      res.setHeader("X-Robots-Tag", "noindex, nofollow");
    }
    next();
  });

  if (build) {
    // Cheap refusals, before any body is read; the action reads it as it streams in, within the declared length.
    app.use(pageRequests(), refuseKnownLimited(database.db, "text"), requireDeclaredLength());
    app.all(
      "/{*path}",
      pageHandler({
        build,
        mode: config.isProduction ? "production" : "development",
        csp,
        cache,
        getLoadContext: (req, res) =>
          createLoadContext({
            config,
            log: res.locals.log,
            db: database.db,
            mail,
            sendMail,
            nonce: res.locals.nonce,
            visitorId: res.locals.visitorId,
            ip: req.ip ?? "unknown",
            reportError: (error) => {
              res.locals.pageError = error;
            },
            changesHeard,
            audit: (note) => noteAudit(res, note),
          }),
      }),
    );
  }

  const finalErrorHandler: ErrorRequestHandler = (err, req, res, _next) => {
    // Express marks the client's own mistakes (a malformed %-escape in the path: 400) with a status.
    const status = Number((err as { status?: unknown }).status);
    if (status >= 400 && status < 500) {
      (res.locals.log ?? log).info({ status, method: req.method, path: req.path, reason: (err as Error).message }, "request refused");
      if (!res.headersSent) res.status(status).type("text/plain").send("Bad request: the address or its parameters could not be read.");
      return;
    }
    if (isConnectionLost(err)) {
      // The database went away: this request fails alone, with a time to try again.
      (res.locals.log ?? log).warn({ reason: (err as Error).message, method: req.method, path: req.path }, "request failed: database unavailable");
      if (!res.headersSent) res.status(503).setHeader("Retry-After", String(UNAVAILABLE_RETRY_AFTER_SECONDS)).type("text/plain").send(UNAVAILABLE_MESSAGE);
      return;
    }
    (res.locals.log ?? log).error({ err, method: req.method, path: req.path }, "unhandled request error");
    if (res.headersSent) return;
    res.status(500).type("text/plain").send("Unexpected Application Error! Something went wrong on our side.");
  };
  app.use(finalErrorHandler);
  return app;
}

/**
 * The app's request listener, which answers what is held in memory itself, before Express:
 * the shared pages and the built scripts and stylesheet. They need none of its middleware (no
 * nonce, no visitor cookie, no compression, no body), and on launch day they are nearly every
 * request. Anything else, or a request whose Host is not plain (request-shape.ts answers it), goes
 * to the app. Production and the tests listen with it.
 */
export function requestListener(app: express.Express): RequestListener {
  const cache: PageCache | undefined = app.locals.pageCache;
  const assets: Map<string, SharedPage> | undefined = app.locals.builtAssets;
  const log: Logger = app.locals.log;
  return (req, res) => {
    if (!toOriginForm(req)) {
      res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.private, Connection: "close" });
      return void res.end("Bad request: the request target could not be read.");
    }
    const key = cacheKey(req.method, req.url);
    const cached = key === undefined ? undefined : cache?.get(key);
    const page = cached ?? (key === undefined ? undefined : assets?.get(key));
    if (!page || req.headers["x-forwarded-host"] || parseHost(req.headers.host) === undefined) return void app(req, res);
    const started = performance.now();
    sendSharedPage(req, res, page);
    logRequest(log, req.method!, key!.split("?")[0]!, res.statusCode, performance.now() - started);
  };
}

/**
 * What is held in memory from the database hears its changes (on any instance: a database
 * notification names the table) and is trusted only while it does: the cache of shared pages
 * drops the pages that show what changed, and the offered courses a search ranks are read again.
 * `closeApp()` (app.locals) stops listening. Returns what waits until every change committed
 * before has been heard here (catalog-changes.ts heard()).
 */
function listenForChanges(app: express.Express, database: Database, log: Logger, pages: PageCache | undefined): () => Promise<void> {
  const offered = offeredCoursesListener(database.db, (err) => log.warn({ err }, "reading the offered courses failed; the next search reads them again"));
  const listening = listenCatalogChanges(database, {
    onChange: (table) => {
      pages?.changed(table);
      offered.changed(table);
    },
    onLost: (err) => {
      pages?.notListening();
      offered.notListening();
      log.warn({ err }, "catalog listener lost; pages and searches read the database until it is back");
    },
    onListening: () => {
      pages?.listening();
      offered.listening();
    },
  });
  app.locals.closeApp = async () => {
    await (await listening)();
    // Nothing hears changes any more: nothing cached may be trusted (the database may outlive the app).
    pages?.notListening();
    offered.notListening();
  };
  return async () => {
    if (!(await (await listening).heard())) log.warn("a change made here could not be confirmed as heard; a page kept here may show what was before it for a few seconds");
  };
}

/** Every answer's one log line: a built file at debug, anything else at info. */
function logRequest(log: Logger, method: string, urlPath: string, status: number, ms: number): void {
  const level = urlPath.startsWith("/assets/") ? "debug" : "info";
  if (log.isLevelEnabled(level)) log[level]({ method, path: urlPath, status, ms: Math.round(ms * 10) / 10 }, "request");
}

/** A page's error, by the status it was answered with: ours (5xx) at error, a client's mistake at warn. */
function logPageError(res: express.Response, method: string, urlPath: string): void {
  const error: unknown = res.locals.pageError;
  if (error === undefined) return;
  const log: Logger = res.locals.log;
  if (res.statusCode >= 500) log.error({ err: error, method, path: urlPath }, "page request failed");
  else log.warn({ status: res.statusCode, method, path: urlPath, reason: error instanceof Error ? error.message : String(error) }, "page request refused");
}

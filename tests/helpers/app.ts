import { existsSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { loadConfig, type Config } from "../../app/.server/config.ts";
import { createLogger } from "../../app/.server/logger.ts";
import { createMailService, type MailService } from "../../app/.server/mail/service.ts";
import type { QueueTuning } from "../../app/.server/mail/queue.ts";
import type { MailTransport } from "../../app/.server/mail/transport.ts";
import { createApp, requestListener } from "../../server/app.ts";
import type { PageCache } from "../../server/page-cache.ts";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { openTestDatabase, tmpDir, type TestDatabase } from "./db.ts";
import { settleOutbox } from "./outbox.ts";
import { startSmtpListener, type SmtpListener } from "./smtp.ts";

// The one test-app factory: the real Express app (API, security, visitor cookie, mail queue) on an
// ephemeral port, in test or production mode. With pages it is the production build's app
// (build/server/index.js: the server and the pages built as one module graph, as shipped);
// without, the app from the sources.

const root = path.join(import.meta.dirname, "../..");

export type TestApp = {
  url: string;
  config: Config;
  mail: MailService;
  /** Every log line the server wrote, parsed (LOG_LEVEL is silent unless `production` or set in env). */
  logs: Array<Record<string, unknown>>;
  /** The shared pages this instance keeps in memory (server/page-cache.ts); absent without built pages. */
  pageCache?: PageCache;
  /** fetch with a cookie jar, so one TestClient is one visitor. */
  client(): TestClient;
  close(): Promise<void>;
};

export type TestClient = {
  fetch(path: string, init?: RequestInit): Promise<Response>;
  postJson(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  cookies: Map<string, string>;
};

export type TestAppOptions = {
  /** Serve the pages too: the production build (npm test builds before Vitest runs), or a changed copy of it (withFailingRoute). */
  pages?: boolean | ServerBuild;
  /** Production mode, logging at info (the error page and its log lines are what production shows). */
  production?: boolean;
  /** Start the mail worker (with this transport, or SMTP_URL / the outbox folder from env). */
  worker?: boolean;
  transport?: MailTransport;
  tuning?: QueueTuning;
  /** Serves SNS signing certificates (and subscription URLs) in place of Amazon. */
  fetchSns?: (url: string) => Promise<string>;
};

// Quick retries and sweeps so recovery is observable in seconds. The lease stays long enough that a
// live worker on a loaded machine keeps its claims (tests of a lapsed claim set their own, shorter).
export const fastTuning: QueueTuning = { leaseSeconds: 15, retryDelaySeconds: 1, retryLimit: 10, superviseIntervalSeconds: 1 };

/** A browser's requests to a server: one cookie jar, so one client is one visitor. */
export function cookieClient(url: string): TestClient {
  const cookies = new Map<string, string>();
  const doFetch = async (p: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    // Answers come uncompressed unless a test asks otherwise: compressing each page and inflating it
    // again was a tenth of a console test file's CPU (operator-roles.test.ts), and what compression
    // answers is the subject of the tests that ask for it (pages, shared-pages).
    if (!headers.has("accept-encoding")) headers.set("accept-encoding", "identity");
    if (cookies.size > 0) headers.set("cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const res = await fetch(url + p, { ...init, headers });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const eq = pair!.indexOf("=");
      cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    return res;
  };
  return {
    cookies,
    fetch: doFetch,
    postJson: (p, body, headers = {}) =>
      doFetch(p, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
  };
}

/** The real app on the given database; `close()` stops it and its mail service. */
export async function startTestApp(database: TestDatabase, env: Record<string, string> = {}, opts: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: opts.production ? "production" : "test",
    DATA_DIR: tmpDir(),
    LOG_LEVEL: opts.production ? "info" : "silent",
    RATE_LIMIT_PER_MIN: "0",
    // Tests play clients behind a proxy on this host (X-Forwarded-For picks their address).
    TRUST_PROXY: "loopback",
    ...env,
  });
  const logs: Array<Record<string, unknown>> = [];
  const log = createLogger(config.LOG_LEVEL, { write: (line: string) => void logs.push(JSON.parse(line)) });
  const mail = await createMailService({ database, config, log, tuning: opts.tuning ?? fastTuning, transport: opts.transport });
  if (opts.worker) await mail.startWorker();
  const built = opts.pages ? await loadBuiltServer() : undefined;
  const build = opts.pages === true ? built!.serverBuild : opts.pages || undefined;
  const clientDir = build ? path.join(root, "build/client") : undefined;
  const serverModule = built ?? fromSources;
  const app = serverModule.createApp({ config, log, database, mail: mail.queue, sendMail: (m) => mail.transport.send(m), build, clientDir, fetchSns: opts.fetchSns });
  const server = createServer(serverModule.requestListener(app)).listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    config,
    mail,
    logs,
    pageCache: app.locals.pageCache as PageCache | undefined,
    client: () => cookieClient(url),
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await (app.locals.closeApp as (() => Promise<void>) | undefined)?.();
      await mail.stop();
    },
  };
}

const fromSources = { createApp, requestListener };

/** The production build's server (server/index.ts, built): the app and the pages it serves. */
export async function loadBuiltServer(): Promise<typeof import("../../server/index.ts")> {
  const file = path.join(root, "build/server/index.js");
  if (!existsSync(file)) throw new Error("No production build: run `npm run build` first (npm test does).");
  return (await import(pathToFileURL(file).href)) as typeof import("../../server/index.ts");
}

/** The production build's pages (routes, root error boundary, entry.server). */
export async function loadServerBuild(): Promise<ServerBuild> {
  return (await loadBuiltServer()).serverBuild;
}

/**
 * A copy of the real build in which one route fails the way a broken dependency makes it fail:
 * its loader throws (`where: "loader"`) or its page throws while rendering (`where: "render"`).
 * Everything else (request handler, root error boundary, logging) is the production code, and no
 * route that fails on purpose exists in the product itself.
 */
export function withFailingRoute(build: ServerBuild, routeId: string, where: "loader" | "render", error: Error): ServerBuild {
  const route = build.routes[routeId];
  if (!route) throw new Error(`The build has no route "${routeId}".`);
  const fail = () => {
    throw error;
  };
  const module = where === "loader" ? { ...route.module, loader: fail } : { ...route.module, default: fail };
  return { ...build, routes: { ...build.routes, [routeId]: { ...route, module } } };
}

/** Details a real failure could carry (an address, a password), which must never reach a page. */
export const LEAKY_ERROR = "connect ECONNREFUSED 10.1.2.3:5432 user=classwish password=hunter2";

/**
 * For one describe block: a fresh database and the app on it, both closed
 * afterwards; every table but the seeded ones is emptied before each test.
 */
export function useTestApp(env: Record<string, string> = {}, opts: TestAppOptions = {}) {
  const ctx = {} as { database: TestDatabase; app: TestApp };
  beforeAll(async () => {
    ctx.database = await openTestDatabase();
    ctx.app = await startTestApp(ctx.database, env, opts);
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.destroy();
  });
  beforeEach(() => ctx.database.reset());
  return ctx;
}

/** For one describe block whose tests start apps of their own: one database for all of them. */
export function useTestDatabase(): { database: TestDatabase } {
  const ctx = {} as { database: TestDatabase };
  beforeAll(async () => {
    ctx.database = await openTestDatabase();
  });
  afterAll(async () => {
    await ctx.database?.destroy();
  });
  return ctx;
}

/**
 * For one describe block: the real app with its mail worker sending to a real SMTP listener (and
 * any other settings), on a database of its own; each test starts from a reset database and an
 * empty mailbox.
 */
export function useAppWithSmtp(env: Record<string, string> = {}, opts: TestAppOptions = {}) {
  const ctx = {} as { database: TestDatabase; app: TestApp; smtp: SmtpListener };
  beforeAll(async () => {
    ctx.database = await openTestDatabase();
    ctx.smtp = await startSmtpListener();
    ctx.app = await startTestApp(ctx.database, { SMTP_URL: ctx.smtp.url, ...env }, { pages: true, worker: true, ...opts });
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.smtp?.close();
    await ctx.database?.destroy();
  });
  beforeEach(async () => {
    await settleOutbox(ctx.database);
    await ctx.database.reset();
    ctx.smtp.received.length = 0;
  });
  return ctx;
}

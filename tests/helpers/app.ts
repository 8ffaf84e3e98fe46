import type { AddressInfo } from "node:net";
import { loadConfig, type Config } from "../../app/.server/config.ts";
import { createLogger } from "../../app/.server/logger.ts";
import { createMailService, type MailService } from "../../app/.server/mail/service.ts";
import type { QueueTuning } from "../../app/.server/mail/queue.ts";
import type { MailTransport } from "../../app/.server/mail/transport.ts";
import { createApp } from "../../server/app.ts";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { openTestDatabase, tmpDir, type DbKind, type TestDatabase } from "./db.ts";
import { loadServerBuild } from "./page-app.ts";

export type TestApp = {
  url: string;
  config: Config;
  mail: MailService;
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
  /** Serve the pages too, from the production build (npm test builds before Vitest runs). */
  pages?: boolean;
  /** Start the mail worker (with this transport, or SMTP_URL / the outbox folder from env). */
  worker?: boolean;
  transport?: MailTransport;
  tuning?: QueueTuning;
};

// Short leases and retries so recovery is observable in seconds, not minutes.
export const fastTuning: QueueTuning = { leaseSeconds: 5, retryDelaySeconds: 1, retryLimit: 10, superviseIntervalSeconds: 1 };

/** A browser's requests to a server: one cookie jar, so one client is one visitor. */
export function cookieClient(url: string): TestClient {
  const cookies = new Map<string, string>();
  const doFetch = async (p: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
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

/** The real Express app (API, security, visitor cookie, mail queue) on an ephemeral port, without the page build. */
export async function startTestApp(database: TestDatabase, env: Record<string, string> = {}, opts: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: tmpDir(),
    LOG_LEVEL: "silent",
    RATE_LIMIT_PER_MIN: "0",
    // Tests play clients behind a proxy on this host (X-Forwarded-For picks their address).
    TRUST_PROXY: "loopback",
    ...env,
  });
  const log = createLogger(config.LOG_LEVEL);
  const mail = await createMailService({ database, config, log, tuning: opts.tuning ?? fastTuning, transport: opts.transport });
  if (opts.worker) await mail.startWorker();
  const build = opts.pages ? await loadServerBuild() : undefined;
  const app = createApp({ config, log, database, mail: mail.queue, sendMail: (m) => mail.transport.send(m), build });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    config,
    mail,
    client: () => cookieClient(url),
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await mail.stop();
    },
  };
}

/**
 * For one describe block: a fresh database of the given kind and the app on it, both closed
 * afterwards; every table but the seeded ones is emptied before each test.
 */
export function useTestApp(kind: DbKind, env: Record<string, string> = {}, opts: TestAppOptions = {}) {
  const ctx = {} as { database: TestDatabase; app: TestApp };
  beforeAll(async () => {
    ctx.database = await openTestDatabase(kind);
    ctx.app = await startTestApp(ctx.database, env, opts);
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.destroy();
  });
  beforeEach(() => ctx.database.reset());
  return ctx;
}

import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { loadConfig, type Config } from "../../app/.server/config.ts";
import type { Database } from "../../app/.server/db/client.ts";
import { createLogger } from "../../app/.server/logger.ts";
import { createMailService } from "../../app/.server/mail/service.ts";
import { createApp } from "../../server/app.ts";
import { afterAll, beforeAll } from "vitest";
import { openTestDatabase, tmpDir, type TestDatabase } from "./db.ts";

const root = path.join(import.meta.dirname, "../..");

export type PageApp = {
  url: string;
  config: Config;
  /** Every log line the server wrote, parsed. */
  logs: Array<Record<string, unknown>>;
  close(): Promise<void>;
};

/** The production build's server bundle (pages, root error boundary, entry.server). */
export async function loadServerBuild(): Promise<ServerBuild> {
  const file = path.join(root, "build/server/index.js");
  if (!existsSync(file)) throw new Error("No production build: run `npm run build` first (npm test does).");
  return (await import(pathToFileURL(file).href)) as ServerBuild;
}

/**
 * The real Express app serving the real production build in production mode, with its log
 * captured. `build` may be a changed copy of the real one (see withFailingRoute).
 */
export async function startPageApp(opts: { database: Database; env?: Record<string, string>; build?: ServerBuild }): Promise<PageApp> {
  const build = opts.build ?? (await loadServerBuild());
  const config = loadConfig({
    NODE_ENV: "production",
    DATA_DIR: tmpDir(),
    LOG_LEVEL: "info",
    RATE_LIMIT_PER_MIN: "0",
    // Tests play clients behind a proxy on this host (X-Forwarded-For picks their address).
    TRUST_PROXY: "loopback",
    ...opts.env,
  });
  const logs: Array<Record<string, unknown>> = [];
  const log = createLogger(config.LOG_LEVEL, { write: (line: string) => void logs.push(JSON.parse(line)) });
  // The queue only (no worker): pages may queue e-mail, nothing here needs it sent.
  const mail = await createMailService({ database: opts.database, config, log });
  const app = createApp({ config, log, database: opts.database, mail: mail.queue, build, clientDir: path.join(root, "build/client") });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    config,
    logs,
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

/** For one describe block whose tests start page apps of their own: one PGlite for all of them. */
export function usePgliteDatabase(): { database: TestDatabase } {
  const ctx = {} as { database: TestDatabase };
  beforeAll(async () => {
    ctx.database = await openTestDatabase("pglite");
  });
  afterAll(async () => {
    await ctx.database?.destroy();
  });
  return ctx;
}

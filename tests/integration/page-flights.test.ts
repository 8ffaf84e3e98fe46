import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createLogger } from "../../app/.server/logger.ts";
import { courses } from "../../app/.server/db/schema.ts";
import { createPageCache } from "../../server/page-cache.ts";
import { pageHandler } from "../../server/page-handler.ts";
import { loadBuiltServer, startTestApp, type TestApp } from "../helpers/app.ts";
import { openTestDatabase, type TestDatabase } from "../helpers/db.ts";

// A cached page dropped by a change to the catalog is rendered once, however many requests miss it
// meanwhile (lru-cache's fetch in server/page-cache.ts): the page handler alone, behind one middleware that counts the
// requests reaching it, on a build whose course page waits at a gate the test opens.

describe("a page dropped from the cache", () => {
  let database: TestDatabase;
  let app: TestApp;
  let server: Server;
  let url: string;
  let arrived = 0;
  let loaderCalls = 0;
  let openGate!: () => void;

  beforeAll(async () => {
    database = await openTestDatabase();
    // Only for its settings and mail queue, which a page's load context holds.
    app = await startTestApp(database, {}, { production: true });
    const built = await loadBuiltServer();
    const base = built.serverBuild;
    const route = base.routes["routes/course"]!;
    const loader = route.module.loader!;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    const gated = async (args: Parameters<typeof loader>[0]) => {
      loaderCalls++;
      await gate;
      return loader(args);
    };
    const build: ServerBuild = { ...base, routes: { ...base.routes, "routes/course": { ...route, module: { ...route.module, loader: gated } } } };
    const cache = createPageCache();
    cache.listening();
    const csp = { dev: false };
    const log = createLogger("silent");
    const handler = express();
    handler.use((_req, _res, next) => {
      arrived++;
      next();
    });
    handler.use(
      pageHandler({
        build,
        mode: "production",
        csp,
        cache,
        getLoadContext: () =>
          built.createLoadContext({ config: app.config, log, db: database.db, mail: app.mail.queue, visitorId: crypto.randomUUID(), ip: "127.0.0.1", reportError: () => {} }),
      }),
    );
    server = createServer(handler).listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    openGate?.();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await app?.close();
    await database?.destroy();
  });

  it("is rendered once for the requests that miss it together, and each of them gets it", async () => {
    const [course] = await database.db.select().from(courses).limit(1);
    const answers = Array.from({ length: 5 }, () => fetch(`${url}/courses/${course!.slug}`));
    // Every request has reached the handler (which joins a render under way before it awaits
    // anything), and the first is rendering.
    await vi.waitFor(() => expect([arrived, loaderCalls]).toEqual([5, 1]), { timeout: 10_000 });
    openGate();
    const pages = await Promise.all(answers);
    expect(pages.map((p) => p.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(pages.map((p) => p.headers.get("etag"))).size).toBe(1);
    expect(loaderCalls).toBe(1);
  });
});

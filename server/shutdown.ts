import { createServer, type RequestListener, type Server, type ServerResponse } from "node:http";
import type { Logger } from "../app/.server/logger.ts";

/** How long in-flight work may take after SIGTERM before the process exits anyway (README: 10 s). */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * SIGTERM or SIGINT runs `stop` once (the caller finishes its in-flight work and closes what it
 * opened), then exits 0. Work that outlasts the grace period is abandoned with exit 1, so a
 * stuck connection cannot keep a deploy waiting forever.
 */
export function stopOnSignals(log: Logger, stop: () => Promise<void>, graceMs = SHUTDOWN_GRACE_MS): void {
  let stopping = false;
  const handle = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down");
    setTimeout(() => {
      log.error({ graceMs }, "in-flight work did not finish in time; exiting");
      process.exit(1);
    }, graceMs).unref();
    await stop();
    log.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void handle("SIGTERM"));
  process.on("SIGINT", () => void handle("SIGINT"));
}

export type DrainableServer = {
  server: Server;
  /**
   * Stops taking requests: the listener closes, idle keep-alive connections close at once, the
   * requests in flight are answered with `Connection: close`, and a request that still arrives on
   * an open connection gets 503 and a closed connection. Resolves when the last answer is out.
   */
  drain(): Promise<void>;
};

/** An HTTP server that can stop without dropping or half-answering a request. */
export function drainableServer(handler: RequestListener): DrainableServer {
  let draining = false;
  const inFlight = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    if (draining) {
      res.shouldKeepAlive = false;
      res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "5" });
      res.end("The server is restarting. Please try again in a moment.");
      return;
    }
    inFlight.add(res);
    res.on("close", () => inFlight.delete(res));
    handler(req, res);
  });
  return {
    server,
    drain: () =>
      new Promise<void>((resolve) => {
        draining = true;
        for (const res of inFlight) {
          if (!res.headersSent) res.shouldKeepAlive = false;
          // An answer already under way keeps its headers; its connection closes once it is out.
          else res.on("finish", () => res.socket?.destroySoon());
        }
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}

import type { Logger } from "../app/.server/logger.ts";

/**
 * SIGTERM or SIGINT runs `stop` once (the caller finishes its in-flight work and closes what it
 * opened), then exits 0. Work that outlasts the grace period is abandoned with exit 1, so a
 * stuck connection cannot keep a deploy waiting forever.
 */
export function stopOnSignals(log: Logger, stop: () => Promise<void>, graceMs = 15_000): void {
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

import { addCounts, type CountRow } from "../db/analytics.ts";
import type { Db } from "../db/client.ts";
import type { Logger } from "../logger.ts";

// Beacons are counted in memory and written in batches: one statement every FLUSH_MS (or when
// MAX_PENDING distinct keys wait), so a spike of page views is a spike of additions in memory,
// not of transactions. What a crash loses is at most the last couple of seconds of counts.

const FLUSH_MS = 2_000;
const MAX_PENDING = 500;

export type EventCounter = {
  count(row: Omit<CountRow, "count" | "entrances">, entrance: boolean): void;
  /** Writes what is waiting now (tests; shutdown). */
  flush(): Promise<void>;
  stop(): Promise<void>;
};

export function createEventCounter(db: Db, log: Logger): EventCounter {
  let pending = new Map<string, CountRow>();
  let writing: Promise<void> = Promise.resolve();
  const flush = (): Promise<void> => {
    if (pending.size === 0) return writing;
    const batch = [...pending.values()];
    pending = new Map();
    // One write at a time, in order; a failed batch is logged (counts, not promises to a person).
    writing = writing.then(() => addCounts(db, batch)).catch((err: unknown) => log.warn({ err, rows: batch.length }, "analytics batch not written"));
    return writing;
  };
  const timer = setInterval(() => void flush(), FLUSH_MS);
  timer.unref();
  return {
    count(row, entrance) {
      const key = JSON.stringify(row);
      const current = pending.get(key) ?? { ...row, count: 0, entrances: 0 };
      current.count++;
      if (entrance) current.entrances++;
      pending.set(key, current);
      if (pending.size >= MAX_PENDING) void flush();
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}

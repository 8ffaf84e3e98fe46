import { OTHER } from "../../lib/schemas/analytics.ts";
import { addCounts, countKeyText, newKeys, type CountRow } from "../db/analytics.ts";
import type { Db } from "../db/client.ts";
import { admitBatchHits, DAY_LONG_PREFIX } from "../db/rate-limits.ts";
import type { BeaconLimit } from "../limits.ts";
import type { Logger } from "../logger.ts";

// Beacons are counted in memory and written in batches: one statement every FLUSH_MS (or when
// MAX_PENDING distinct keys wait), so a spike of page views is a spike of additions in memory,
// not of transactions. What a crash loses is at most the last couple of seconds of counts.
//
// Each address may add at most its limit of beacons a window to the figures (BEACON_LIMIT in
// limits.ts), across every instance: the batch asks the shared limit for all its addresses at once
// (one more statement a flush, none a beacon), and what is over it is not counted. The beacon is
// answered 204 all the same, so a flood learns nothing and moves the figures by at most the limit.

//
// A day's distinct keys are bounded for the whole site (MAX_KEYS_PER_DAY, then "(other)"); one
// address may add at most NEW_KEYS_PER_IP_PER_DAY of them (a source, campaign or referrer not yet on
// record that day), across instances. Past that its new attributions are counted as "(other)", so
// one sender cannot fill the day and push every real new source after it into "(other)".

const FLUSH_MS = 2_000;
const MAX_PENDING = 500;
export const NEW_KEYS_PER_IP_PER_DAY = 50;
const DAY_MS = 86_400_000;

export type EventCounter = {
  /** One beacon from `ip` (the address the server resolved). */
  count(row: Omit<CountRow, "count" | "entrances">, entrance: boolean, ip: string): void;
  /** Writes what is waiting now (tests; shutdown). */
  flush(): Promise<void>;
  stop(): Promise<void>;
};

/** An address's rows cut to the `admitted` beacons it may add, first counted first kept. */
function admittedRows(rows: Iterable<CountRow>, admitted: number): CountRow[] {
  const kept: CountRow[] = [];
  let room = admitted;
  for (const row of rows) {
    if (room <= 0) break;
    const count = Math.min(row.count, room);
    kept.push({ ...row, count, entrances: Math.min(row.entrances, count) });
    room -= count;
  }
  return kept;
}

/** `limit` null: every beacon counts (beaconLimit() when the limits are lifted). */
export function createEventCounter(db: Db, log: Logger, limit: BeaconLimit | null): EventCounter {
  // By address, then by the row's key.
  let pending = new Map<string, Map<string, CountRow>>();
  let size = 0;
  let writing: Promise<void> = Promise.resolve();

  async function write(batch: Map<string, Map<string, CountRow>>): Promise<void> {
    const byIp = [...batch].map(([ip, rows]) => ({ ip, rows: [...rows.values()] }));
    if (!limit) return addCounts(db, byIp.flatMap((b) => b.rows));
    const hits = byIp.map((b) => ({ key: `beacon:${b.ip}`, hits: b.rows.reduce((n, r) => n + r.count, 0) }));
    const admitted = await admitBatchHits(db, hits, limit.perIp, limit.windowMs);
    const counted = byIp.map((b) => ({ ip: b.ip, rows: admittedRows(b.rows, admitted.get(`beacon:${b.ip}`) ?? 0) }));
    await addCounts(db, await withinNewKeyShare(counted));
  }

  /** Each address's rows, its new keys past its share of the day folded into "(other)". */
  async function withinNewKeyShare(byIp: Array<{ ip: string; rows: CountRow[] }>): Promise<CountRow[]> {
    const unseen = await newKeys(db, byIp.flatMap((b) => b.rows));
    const fresh = byIp.map((b) => ({ ...b, fresh: [...new Set(b.rows.map(countKeyText).filter((k) => unseen.has(k)))] }));
    const shares = await admitBatchHits(
      db,
      fresh.filter((b) => b.fresh.length > 0).map((b) => ({ key: `${DAY_LONG_PREFIX}beacon-keys:${b.ip}`, hits: b.fresh.length })),
      NEW_KEYS_PER_IP_PER_DAY,
      DAY_MS,
    );
    return fresh.flatMap((b) => {
      const allowed = new Set(b.fresh.slice(0, shares.get(`${DAY_LONG_PREFIX}beacon-keys:${b.ip}`) ?? 0));
      return b.rows.map((r) => {
        const key = countKeyText(r);
        return !unseen.has(key) || allowed.has(key) ? r : { ...r, source: OTHER, medium: OTHER, campaign: OTHER, referrer: OTHER, ref: OTHER };
      });
    });
  }

  const flush = (): Promise<void> => {
    if (size === 0) return writing;
    const batch = pending;
    pending = new Map();
    size = 0;
    // One write at a time, in order; a failed batch is logged (counts, not promises to a person).
    writing = writing.then(() => write(batch)).catch((err: unknown) => log.warn({ err, addresses: batch.size }, "analytics batch not written"));
    return writing;
  };
  const timer = setInterval(() => void flush(), FLUSH_MS);
  timer.unref();
  return {
    count(row, entrance, ip) {
      let rows = pending.get(ip);
      if (!rows) pending.set(ip, (rows = new Map()));
      const key = JSON.stringify(row);
      let current = rows.get(key);
      if (!current) {
        rows.set(key, (current = { ...row, count: 0, entrances: 0 }));
        size++;
      }
      current.count++;
      if (entrance) current.entrances++;
      if (size >= MAX_PENDING) void flush();
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}

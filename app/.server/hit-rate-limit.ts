import type { Executor } from "./db/client.ts";
import { countHit, uncountHit } from "./db/rate-limits.ts";
import { decision, previousWeight, waitForRoom, windowOf, type RateDecision } from "./sliding-window.ts";

/**
 * One hit against a sliding-window limit (sliding-window.ts), counted only if it fits: allowed, or
 * how long until one more would fit. The counts are shared by every instance (db/rate-limits.ts).
 */
export async function hitRateLimit(db: Executor, key: string, limit: number, windowMs: number, now = Date.now()): Promise<RateDecision> {
  const current = windowOf(now, windowMs);
  const hit = await countHit(db, key, { current, previous: current - windowMs, weight: previousWeight(now, windowMs) }, limit);
  if (hit.counted) return decision(0);
  return decision(Math.max(1, waitForRoom(hit, limit, windowMs, now)));
}

/**
 * Gives back one hit counted by hitRateLimit at `countedAt` (a lock reserves an attempt before the
 * credential is checked, and only a failure keeps it).
 */
export const refundHit = (db: Executor, key: string, windowMs: number, countedAt: number): Promise<void> => uncountHit(db, key, windowOf(countedAt, windowMs));

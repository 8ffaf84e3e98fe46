import { lt, sql } from "drizzle-orm";
import type { Db } from "./client.ts";
import { rateLimits } from "./schema.ts";

export type RateDecision = { allowed: boolean; retryAfterSeconds: number };

/**
 * Counts one hit in the current fixed window. The counter lives in the database, so every
 * instance behind a load balancer enforces the same limit.
 */
export async function hitRateLimit(db: Db, key: string, limit: number, windowMs: number, now = Date.now()): Promise<RateDecision> {
  const windowStart = new Date(now - (now % windowMs));
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { hits: sql`${rateLimits.hits} + 1` } })
    .returning({ hits: rateLimits.hits });
  const hits = row?.hits ?? 1;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000));
  return { allowed: hits <= limit, retryAfterSeconds };
}

/** Old windows are useless; dropped periodically so the table stays small. */
export async function pruneRateLimits(db: Db, olderThanMs: number, now = Date.now()): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now - olderThanMs)));
}

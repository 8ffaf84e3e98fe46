import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import { hitRateLimit, type RateDecision } from "./db/rate-limits.ts";

/**
 * The per-IP limit on every write (API endpoints and form actions share one budget).
 * RATE_LIMIT_PER_MIN=0 lifts it.
 */
export async function checkWriteLimit(db: Db, config: Config, ip: string): Promise<RateDecision> {
  if (config.RATE_LIMIT_PER_MIN === 0) return { allowed: true, retryAfterSeconds: 0 };
  return hitRateLimit(db, `write:${ip}`, config.RATE_LIMIT_PER_MIN, 60_000);
}

export const tooManyRequestsMessage = (seconds: number) => `Too many requests. Please try again in ${seconds} seconds.`;

/** Subscribing has a tighter limit of its own (list-bombing): 10 per IP per 10 minutes. */
export async function checkSubscribeLimit(db: Db, config: Config, ip: string): Promise<RateDecision> {
  if (config.RATE_LIMIT_PER_MIN === 0) return { allowed: true, retryAfterSeconds: 0 };
  return hitRateLimit(db, `subscribe:${ip}`, 10, 10 * 60_000);
}

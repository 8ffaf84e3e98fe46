import { hitRateLimit } from "./db/rate-limits.ts";
import type { Services } from "./services.ts";

// The per-IP limits on visitors' writes, checked by the use cases (so every adapter applies
// them alike). RATE_LIMIT_PER_MIN=0 lifts both (benchmarks).

export type Limited = { kind: "limited"; retryAfterSeconds: number };

async function check(s: Services, key: string, limit: number, windowMs: number): Promise<Limited | undefined> {
  if (s.config.RATE_LIMIT_PER_MIN === 0) return undefined;
  const decision = await hitRateLimit(s.db, key, limit, windowMs);
  return decision.allowed ? undefined : { kind: "limited", retryAfterSeconds: decision.retryAfterSeconds };
}

/** Every write (search, registration, subscription) shares one budget per IP. */
export const overWriteLimit = (s: Services, ip: string) => check(s, `write:${ip}`, s.config.RATE_LIMIT_PER_MIN, 60_000);

/** Subscribing has a tighter limit of its own (list-bombing): 10 per IP per 10 minutes. */
export const overSubscribeLimit = (s: Services, ip: string) => check(s, `subscribe:${ip}`, 10, 10 * 60_000);

export const tooManyRequestsMessage = (seconds: number) => `Too many requests. Please try again in ${seconds} seconds.`;

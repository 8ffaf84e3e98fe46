import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { hitRateLimit } from "../db/rate-limits.ts";
import { rateLimits } from "../db/schema.ts";
import { LOGIN_LIMIT } from "./session.ts";

// Failed logins per IP, in the shared rate-limit table (every instance sees the same count).
// Only failures count, and the lock is checked before the password, so a right password after
// five wrong ones is refused too until the window ends.

const keyFor = (ip: string) => `admin-login:${ip}`;
const windowStartOf = (now: number) => new Date(now - (now % LOGIN_LIMIT.windowMs));
const secondsLeft = (now: number) => Math.max(1, Math.ceil((windowStartOf(now).getTime() + LOGIN_LIMIT.windowMs - now) / 1000));

/** Seconds until the lock lifts, or 0 when this IP may try. */
export async function loginLockedFor(db: Db, ip: string, now = Date.now()): Promise<number> {
  const [row] = await db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, keyFor(ip)), eq(rateLimits.windowStart, windowStartOf(now))));
  return (row?.hits ?? 0) >= LOGIN_LIMIT.tries ? secondsLeft(now) : 0;
}

export async function recordFailedLogin(db: Db, ip: string, now = Date.now()): Promise<void> {
  await hitRateLimit(db, keyFor(ip), LOGIN_LIMIT.tries, LOGIN_LIMIT.windowMs, now);
}

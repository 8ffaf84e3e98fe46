import type { Db } from "../db/client.ts";
import { hitRateLimit, peekRateLimit } from "../db/rate-limits.ts";
import { LOGIN_LIMIT } from "./session.ts";

// Failed credentials per IP, in the shared rate-limit table (every instance sees the same count).
// Only failures count, and the lock is checked before the credential, so the right password or
// token after too many wrong ones is refused too until the lock lifts: a lock that let a correct
// guess through would not stop guessing.

export type FailureLock = {
  /** Seconds until this IP may try again, or 0. */
  lockedFor(db: Db, ip: string): Promise<number>;
  recordFailure(db: Db, ip: string): Promise<void>;
};

function failureLock(prefix: string, tries: number, windowMs: number): FailureLock {
  const key = (ip: string) => `${prefix}:${ip}`;
  return {
    lockedFor: async (db, ip) => (await peekRateLimit(db, key(ip), tries, windowMs)).retryAfterSeconds,
    recordFailure: async (db, ip) => {
      await hitRateLimit(db, key(ip), tries, windowMs);
    },
  };
}

/** The console's password: 5 wrong in 15 minutes lock the form. */
export const loginLock = failureLock("admin-login", LOGIN_LIMIT.tries, LOGIN_LIMIT.windowMs);

/** The operator API's bearer token: 10 wrong in 15 minutes. */
export const tokenLock = failureLock("admin-token", 10, 15 * 60_000);

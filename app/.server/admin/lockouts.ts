import type { Db } from "../db/client.ts";
import { hitRateLimit, refundHit } from "../hit-rate-limit.ts";
import { ipKey } from "../ip-key.ts";
import { LOGIN_LIMIT } from "./session.ts";

// Failed credentials per IP (an IPv6 address by its /64), in the shared rate-limit table (every
// instance sees the same count). Each attempt is reserved before the credential is checked, in one
// atomic statement (hitRateLimit's conditional upsert): 200 guesses sent at once get `tries` checks,
// not 200, which a lock read before and written after the check allowed. A correct credential gives
// its attempt back, so only failures count; once the budget is spent even the right password or
// token is refused until the lock lifts: a lock that let a correct guess through would not stop
// guessing.

export type Attempt = {
  /** Seconds until this IP may try again; 0 when this attempt may check its credential. */
  lockedFor: number;
  /** The credential was right: the attempt is given back. */
  succeeded(): Promise<void>;
};

export type FailureLock = {
  /** Reserves one attempt for this IP, before its credential is checked. */
  attempt(db: Db, ip: string): Promise<Attempt>;
};

function failureLock(prefix: string, tries: number, windowMs: number): FailureLock {
  return {
    attempt: async (db, ip) => {
      const key = `${prefix}:${ipKey(ip)}`;
      const at = Date.now();
      const decision = await hitRateLimit(db, key, tries, windowMs, at);
      return {
        lockedFor: decision.allowed ? 0 : decision.retryAfterSeconds,
        succeeded: () => (decision.allowed ? refundHit(db, key, windowMs, at) : Promise.resolve()),
      };
    },
  };
}

/** The console's password: 5 wrong in 15 minutes lock the form. */
export const loginLock = failureLock("admin-login", LOGIN_LIMIT.tries, LOGIN_LIMIT.windowMs);

/** The operator API's bearer token: 10 wrong in 15 minutes. */
export const tokenLock = failureLock("admin-token", 10, 15 * 60_000);

/** Password reset links asked for, per IP: 5 in 15 minutes (each sends mail to an operator). Seconds to wait; 0 when allowed. */
export async function resetRequestWait(db: Db, ip: string): Promise<number> {
  const decision = await hitRateLimit(db, `admin-reset:${ipKey(ip)}`, 5, 15 * 60_000);
  return decision.allowed ? 0 : decision.retryAfterSeconds;
}

import { isEmail, normaliseEmail } from "../../lib/schemas/email.ts";
import type { Db } from "../db/client.ts";
import { clearSignInFailures, reserveSignInAttempt } from "../db/operators.ts";

// The per-account failure budget, beside the per-address one (admin/lockouts.ts): guesses spread
// over many addresses still lock the account they aim at. 10 wrong passwords in a row are free;
// then each further attempt waits, from the last failure, 15 minutes doubled with each failure past
// the tenth, at most a day, until a right password or an owner's unlock clears the count. While it
// waits even the right password is refused (a lock a right guess passes would not stop guessing).
// Counted per address typed, account or not: a lock says nothing about which addresses have one.

export type FailureLimit = { free: number; firstLockMs: number; maxLockMs: number };
export const ACCOUNT_LIMIT: FailureLimit = { free: 10, firstLockMs: 15 * 60_000, maxLockMs: 24 * 3600_000 };

/**
 * The account an attempt aims at: the address typed, or the deployment's one password before any
 * account exists. Whatever is not an address shares one count (no account can have it, and
 * PostgreSQL refuses some of it, a NUL, as text).
 */
export function budgetAccount(accounts: boolean, email: string): string {
  if (!accounts) return "ADMIN_PASSWORD";
  const address = normaliseEmail(email);
  return isEmail(address) ? `address:${address}` : "address:(not an address)";
}

export type AccountAttempt = {
  /** Seconds until the account may try again; 0 when this attempt may check its password. */
  lockedFor: number;
  /** Whether this failure is the one that locked the account (its holder is told, once per lock). */
  locks: boolean;
  succeeded(): Promise<void>;
};

const waitAfter = (failures: number, limit: FailureLimit) => Math.min(limit.firstLockMs * 2 ** Math.max(failures - limit.free, 0), limit.maxLockMs);

/** Reserves one attempt on the account before its password is checked (counted as a failure until it succeeds). */
export async function accountAttempt(db: Db, account: string, now = new Date(), limit = ACCOUNT_LIMIT): Promise<AccountAttempt> {
  const { free, firstLockMs, maxLockMs } = limit;
  const r = await reserveSignInAttempt(db, account, free, firstLockMs, maxLockMs, now);
  const until = r.lastFailureAt.getTime() + waitAfter(r.failures, limit);
  return {
    lockedFor: r.counted ? 0 : Math.max(1, Math.ceil((until - now.getTime()) / 1000)),
    locks: r.counted && r.failures === free,
    succeeded: async () => {
      await clearSignInFailures(db, account);
    },
  };
}

/** Whether an account's count of wrong passwords has spent its free tries (the Team page shows it locked, with its Unlock). */
export const pastFreeTries = (failures: number) => failures >= ACCOUNT_LIMIT.free;

/** When an account that just locked may try again. */
export const lockedUntil = (now = new Date()) => new Date(now.getTime() + waitAfter(ACCOUNT_LIMIT.free, ACCOUNT_LIMIT));

/** An owner's unlock (or the CLI's): the account may sign in again at once. Whether it was locked or counting. */
export const unlockAccount = (db: Db, email: string) => clearSignInFailures(db, budgetAccount(true, email));

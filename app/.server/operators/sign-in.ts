import { isEmail, normaliseEmail } from "../../lib/schemas/email.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { operatorByEmail, operatorById } from "../db/operators.ts";
import type { MailQueue } from "../mail/queue.ts";
import { safeEqual } from "../signing.ts";
import { accountAttempt, budgetAccount, lockedUntil } from "./failure-budget.ts";
import { queueLockMail } from "./lock-mail.ts";
import { DECOY_HASH, verifyPassword } from "./passwords.ts";
import { checkSecondFactor, pendingSignIn, readPendingSignIn } from "./two-factor.ts";

// Signing in: an account's address and password once any account exists, else the deployment's one
// ADMIN_PASSWORD; then, for an operator with two-factor sign-in, a code. The per-address lock is the
// route's (admin/lockouts.ts); every rule of the account is here.

export type Credentials = { email: string; password: string };
export type CredentialCheck =
  /** `twoFactor`: the operator signs in with a second factor too (operators/two-factor.ts). */
  | { kind: "right"; operatorId: number | null; label: string; twoFactor: boolean; email?: string }
  /** `operatorId`: the account the address names, when there is one (its audit line says so). */
  | { kind: "wrong"; operatorId?: number; email?: string };

export async function checkCredentials(db: Db, config: Config, accounts: boolean, given: Credentials): Promise<CredentialCheck> {
  if (!accounts) {
    const right = !!config.ADMIN_PASSWORD && safeEqual(given.password, config.ADMIN_PASSWORD);
    return right ? { kind: "right", operatorId: null, label: "ADMIN_PASSWORD", twoFactor: false } : { kind: "wrong" };
  }
  const email = normaliseEmail(given.email);
  const operator = isEmail(email) ? await operatorByEmail(db, email) : undefined;
  // A password is checked whether or not the address has an account: the answer takes as long.
  const right = await verifyPassword(given.password, operator?.passwordHash ?? DECOY_HASH);
  if (!operator) return { kind: "wrong" };
  if (!right || operator.disabledAt !== null) return { kind: "wrong", operatorId: operator.id, email: operator.email };
  return { kind: "right", operatorId: operator.id, label: `operator ${operator.email}`, twoFactor: operator.totpSecret !== null, email: operator.email };
}

type Deps = { db: Db; config: Config; mail: MailQueue };

/** What a sign-in step came to; `account`: the account it concerned, for its audit line (never an address without one). */
export type SignIn =
  | { kind: "signed-in"; operatorId: number | null; label: string }
  /** The password was right; the code comes next, with this token (5 minutes). */
  | { kind: "code-needed"; pending: string; account: string }
  | { kind: "locked"; seconds: number }
  | { kind: "wrong"; account?: string }
  | { kind: "code-wrong"; pending: string; replayed: boolean; account: string }
  /** The second step's token is stale, made up, or its operator disabled. */
  | { kind: "start-again" };

/**
 * The first step: the account's budget across addresses (failure-budget.ts), then the password.
 * With two-factor sign-in the count is cleared only once the code is right too, so a known password
 * buys no more guesses at the code. The account's holder is told by e-mail when it locks.
 */
export async function passwordStep(deps: Deps, accounts: boolean, given: Credentials): Promise<SignIn> {
  const held = await accountAttempt(deps.db, budgetAccount(accounts, given.email));
  if (held.lockedFor > 0) return { kind: "locked", seconds: held.lockedFor };
  const check = await checkCredentials(deps.db, deps.config, accounts, given);
  if (check.kind === "wrong") {
    if (held.locks && check.operatorId !== undefined && check.email) await queueLockMail(deps.db, deps, { id: check.operatorId, email: check.email }, lockedUntil());
    return { kind: "wrong", ...(check.email && { account: `operator ${check.email}` }) };
  }
  if (check.twoFactor && check.operatorId !== null) return { kind: "code-needed", pending: pendingSignIn(deps.config, check.operatorId), account: check.label };
  await held.succeeded();
  return { kind: "signed-in", operatorId: check.operatorId, label: check.label };
}

/** The second step: a code from the operator's app (once per step) or an unused recovery code, within minutes of the password. */
export async function codeStep(deps: Deps, pending: string, code: string): Promise<SignIn> {
  const operatorId = readPendingSignIn(deps.config, pending);
  const operator = operatorId === undefined ? undefined : await operatorById(deps.db, operatorId);
  if (!operator || operator.disabledAt !== null) return { kind: "start-again" };
  const account = `operator ${operator.email}`;
  const held = await accountAttempt(deps.db, budgetAccount(true, operator.email));
  if (held.lockedFor > 0) return { kind: "locked", seconds: held.lockedFor };
  const answer = await checkSecondFactor(deps.db, deps.config, operator.id, code);
  if (answer !== "right") {
    if (held.locks) await queueLockMail(deps.db, deps, operator, lockedUntil());
    return { kind: "code-wrong", pending, replayed: answer === "replayed", account };
  }
  await held.succeeded();
  return { kind: "signed-in", operatorId: operator.id, label: account };
}

import { deleteOtherSessions, operatorById, updateOperator } from "../db/operators.ts";
import { accountAttempt, budgetAccount } from "./failure-budget.ts";
import { queueAccountNotice, type AccountMailDeps } from "./lock-mail.ts";
import { hashPassword, passwordProblem, verifyPassword } from "./passwords.ts";
import type { Signedin } from "./sessions.ts";

// An operator changes their own password: the current one first (a session left open on a shared
// screen is not enough), counted in the account's failure budget like a sign-in; every other session
// of the account ends, this one stays, and the operator is told by e-mail.

export type PasswordChange = { kind: "changed" } | { kind: "refused"; error: string; status: 400 | 429 };

export async function changeOwnPassword(deps: AccountMailDeps, who: Signedin, current: string, next: string, again: string): Promise<PasswordChange> {
  const { db } = deps;
  const operator = who.operatorId === null ? undefined : await operatorById(db, who.operatorId);
  if (!operator) return { kind: "refused", error: "The console password (ADMIN_PASSWORD) is changed in the server's settings, not here.", status: 400 };
  if (next !== again) return { kind: "refused", error: "The two new passwords differ. Nothing was changed.", status: 400 };
  const problem = passwordProblem(next);
  if (problem) return { kind: "refused", error: `${problem} Nothing was changed.`, status: 400 };
  const held = await accountAttempt(db, budgetAccount(true, operator.email));
  if (held.lockedFor > 0) return { kind: "refused", error: `Too many wrong passwords: try again in ${Math.ceil(held.lockedFor / 60)} minutes.`, status: 429 };
  if (!(await verifyPassword(current, operator.passwordHash))) return { kind: "refused", error: "Your current password is not right. Nothing was changed.", status: 400 };
  await held.succeeded();
  const passwordHash = await hashPassword(next);
  await db.transaction(async (tx) => {
    await updateOperator(tx, operator.id, { passwordHash });
    await deleteOtherSessions(tx, operator.id, who.sessionId);
  });
  await queueAccountNotice(deps, operator, "password-changed");
  return { kind: "changed" };
}

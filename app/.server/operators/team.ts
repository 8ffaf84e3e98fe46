import { isEmail, normaliseEmail } from "../../lib/schemas/email.ts";
import { readRole } from "../../lib/admin/roles.ts";
import type { Config } from "../config.ts";
import type { Db, Tx } from "../db/client.ts";
import {
  clearSignInFailures,
  deleteOperator,
  deleteSessionsOf,
  endLinks,
  insertLink,
  insertOperator,
  lockActiveOwners,
  operatorByEmail,
  operatorById,
  updateOperator,
  useLink,
  type Operator,
} from "../db/operators.ts";
import type { MailQueue } from "../mail/queue.ts";
import { INVITATION_MS, linkIdOf, newLinkId, queueLinkMail, RESET_MS } from "./links.ts";
import { queueAccountNotice } from "./lock-mail.ts";
import { hashPassword, passwordProblem } from "./passwords.ts";
import type { Signedin } from "./sessions.ts";
import { budgetAccount } from "./failure-budget.ts";

// The team, as its owners run it: invitations by e-mail (the invitee sets their own password),
// roles, disabling and removing, and a password reset by e-mail. The team never goes without an
// owner who can sign in: a change that would leave none is refused, whoever asks.

type Deps = { db: Db; mail: MailQueue; config: Config };

export type TeamRefusal = { kind: "refused"; error: string; status: 400 | 404 | 409 };
const refused = (error: string, status: TeamRefusal["status"] = 400): TeamRefusal => ({ kind: "refused", error, status });
const LAST_OWNER = "The team would be left without an owner who can sign in: make another operator an owner first. Nothing was changed.";

/** An owner invites an address: a link valid 7 days, sent again (the earlier one ended) when asked again. */
export async function inviteOperator(deps: Deps, by: Signedin, emailGiven: string, roleGiven: unknown, now = new Date()): Promise<{ kind: "invited"; email: string } | TeamRefusal> {
  const email = normaliseEmail(emailGiven);
  const role = readRole(roleGiven);
  if (!isEmail(email)) return refused(`“${emailGiven.slice(0, 100)}” is not an e-mail address.`);
  if (!role) return refused("Choose a role: owner, editor or viewer.");
  if (await operatorByEmail(deps.db, email)) return refused(`${email} has an account already.`, 409);
  await deps.db.transaction(async (tx) => {
    await endLinks(tx, "invitation", email, now);
    const link = { id: newLinkId(), kind: "invitation" as const, email, role, expiresAt: new Date(now.getTime() + INVITATION_MS) };
    await insertLink(tx, { ...link, invitedBy: by.operatorId, createdAt: now });
    await queueLinkMail(tx, deps, link);
  });
  return { kind: "invited", email };
}

/** The invitee's own password makes the account, with the role they were invited to; the link is spent. */
export async function acceptInvitation(db: Db, config: Config, token: unknown, password: string, now = new Date()): Promise<{ kind: "created"; operator: Operator } | TeamRefusal> {
  const id = linkIdOf(config, token);
  const problem = passwordProblem(password);
  if (problem) return refused(problem);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const link = id === undefined ? undefined : await useLink(tx, id, "invitation", now);
    if (!link) return refused("This invitation link has expired, was used already, or is not one: ask an owner for a new one.", 404);
    const operator = await insertOperator(tx, { email: link.email, passwordHash, role: link.role ?? "viewer" });
    if (!operator) return refused(`${link.email} has an account already: sign in, or reset its password.`, 409);
    return { kind: "created" as const, operator };
  });
}

/** Runs a change to an operator under the owners' lock, refused when no owner who can sign in would be left. */
async function changeOperator(db: Db, id: number, change: (operator: Operator, owners: number[]) => { keepsOwner: boolean; apply: (tx: Tx) => Promise<unknown> }) {
  return db.transaction(async (tx) => {
    const owners = await lockActiveOwners(tx);
    const operator = await operatorById(tx, id);
    if (!operator) return refused("No such operator: removed meanwhile?", 404);
    const { keepsOwner, apply } = change(operator, owners);
    if (!keepsOwner) return refused(LAST_OWNER, 409);
    await apply(tx);
    return { kind: "done" as const, operator };
  });
}

const stillAnOwnerWithout = (owners: number[], id: number) => owners.some((o) => o !== id);

export const changeRole = (db: Db, id: number, roleGiven: unknown) => {
  const role = readRole(roleGiven);
  if (!role) return Promise.resolve(refused("Choose a role: owner, editor or viewer."));
  return changeOperator(db, id, (op, owners) => ({
    keepsOwner: role === "owner" || op.role !== "owner" || op.disabledAt !== null || stillAnOwnerWithout(owners, id),
    apply: (tx) => updateOperator(tx, id, { role }),
  }));
};

/** Disabling ends the operator's sessions at once; enabling lets them sign in again. */
export const setDisabled = (db: Db, id: number, disabled: boolean, now = new Date()) =>
  changeOperator(db, id, (op, owners) => ({
    keepsOwner: !disabled || op.role !== "owner" || stillAnOwnerWithout(owners, id),
    apply: async (tx) => {
      await updateOperator(tx, id, { disabledAt: disabled ? (op.disabledAt ?? now) : null });
      if (disabled) await deleteSessionsOf(tx, id);
    },
  }));

/** Removing deletes the account; its sessions and links go with it. */
export const removeOperator = (db: Db, id: number) =>
  changeOperator(db, id, (op, owners) => ({
    keepsOwner: op.role !== "owner" || op.disabledAt !== null || stillAnOwnerWithout(owners, id),
    apply: (tx) => deleteOperator(tx, id),
  }));

/** Withdraws an invitation not accepted yet. */
export function cancelInvitation(db: Db, emailGiven: string, now = new Date()): Promise<number> {
  const email = normaliseEmail(emailGiven);
  return isEmail(email) ? endLinks(db, "invitation", email, now) : Promise.resolve(0);
}

/**
 * A reset link (valid an hour) to an account's address, if there is such an account that may sign
 * in; the answer is the same either way, so the form tells no one which addresses have accounts.
 */
export async function requestReset(deps: Deps, emailGiven: string, now = new Date()): Promise<{ sent: boolean }> {
  const email = normaliseEmail(emailGiven);
  const operator = isEmail(email) ? await operatorByEmail(deps.db, email) : undefined;
  if (!operator || operator.disabledAt !== null) return { sent: false };
  await deps.db.transaction(async (tx) => {
    await endLinks(tx, "reset", operator.email, now);
    const link = { id: newLinkId(), kind: "reset" as const, email: operator.email, expiresAt: new Date(now.getTime() + RESET_MS) };
    await insertLink(tx, { ...link, operatorId: operator.id, createdAt: now });
    await queueLinkMail(tx, deps, link);
  });
  return { sent: true };
}

/** A new password from a reset link: the link is spent, every session of the account ends, its lock lifts. */
export async function resetPassword(deps: Deps, token: unknown, password: string, now = new Date()): Promise<{ kind: "reset"; email: string } | TeamRefusal> {
  const { db, config } = deps;
  const id = linkIdOf(config, token);
  const problem = passwordProblem(password);
  if (problem) return refused(problem);
  const passwordHash = await hashPassword(password);
  const outcome = await db.transaction(async (tx) => {
    const link = id === undefined ? undefined : await useLink(tx, id, "reset", now);
    if (!link?.operatorId) return refused("This reset link has expired, was used already, or is not one: ask for a new one.", 404);
    await updateOperator(tx, link.operatorId, { passwordHash });
    await deleteSessionsOf(tx, link.operatorId);
    await clearSignInFailures(tx, budgetAccount(true, link.email));
    return { kind: "reset" as const, email: link.email, operatorId: link.operatorId };
  });
  if (outcome.kind === "reset") await queueAccountNotice(deps, { id: outcome.operatorId, email: outcome.email }, "password-reset");
  return outcome;
}

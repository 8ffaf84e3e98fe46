import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { insertMessageOnce } from "../db/messages.ts";
import { newMessageId } from "../mail/outbox.ts";
import type { MailQueue } from "../mail/queue.ts";
import type { AccountLockedMail, AccountNoticeMail } from "../mail/templates.ts";
import { consoleTime } from "../../lib/admin/when.ts";

// Mail to an operator about their own account, one outbox row to their address (no subscriber: the
// row names its recipient): it locked after too many wrong passwords (once per lock), or how they
// sign in changed (a new password, two-factor on or off), so a change they did not make is seen.

export type AccountMailDeps = { db: Db; mail: MailQueue; config: Config };

/** What changed, as the notice says it. */
export const ACCOUNT_CHANGES = {
  "password-changed": "Your password was changed, from your account's page.",
  "password-reset": "Your password was reset from a link e-mailed to this address.",
  "two-factor-on": "Two-factor sign-in was turned on: signing in now also takes a code from your authenticator app.",
  "two-factor-off": "Two-factor sign-in was turned off: your password alone signs you in now.",
  "two-factor-reset": "An owner reset your two-factor sign-in: your password alone signs you in until you set it up again.",
} as const;
export type AccountChange = keyof typeof ACCOUNT_CHANGES;

/** One message to the operator's own address, queued once for its key (a second ask with the same key sends nothing). */
async function queueOwnMail({ db, mail, config }: AccountMailDeps, operator: { id: number; email: string }, kind: "account_notice" | "account_locked", key: string, payload: Record<string, string>): Promise<void> {
  const id = await insertMessageOnce(db, { recipient: operator.email, kind, dedupeKey: `${kind}:${operator.id}:${key}`, payload, messageId: newMessageId(config.publicHost) });
  if (id !== undefined) await mail.enqueue(db, [id]);
}

export const queueAccountNotice = (deps: AccountMailDeps, operator: { id: number; email: string }, change: AccountChange, at = new Date()): Promise<void> =>
  queueOwnMail(deps, operator, "account_notice", `${change}:${at.getTime()}`, { change, at: at.toISOString() });

/** A notice's content from its payload (the worker, at send time). */
export function accountNoticeContent(config: Pick<Config, "PUBLIC_URL">, p: Record<string, unknown>): AccountNoticeMail {
  const change = String(p.change) as AccountChange;
  return { kind: "account_notice", what: ACCOUNT_CHANGES[change] ?? "Your account was changed.", at: consoleTime(String(p.at)), accountUrl: `${config.PUBLIC_URL}/admin/account` };
}

export const queueLockMail = (db: Db, deps: { mail: MailQueue; config: Config }, operator: { id: number; email: string }, until: Date): Promise<void> =>
  queueOwnMail({ db, mail: deps.mail, config: deps.config }, operator, "account_locked", until.toISOString(), { until: until.toISOString() });

/** The message's content from its payload (the worker, at send time). */
export function lockMailContent(config: Pick<Config, "PUBLIC_URL">, p: Record<string, unknown>): AccountLockedMail {
  return { kind: "account_locked", until: consoleTime(String(p.until)), signInUrl: `${config.PUBLIC_URL}/admin/login` };
}

import { randomBytes } from "node:crypto";
import type { Role } from "../../lib/admin/roles.ts";
import { consoleTime } from "../../lib/admin/when.ts";
import type { Config } from "../config.ts";
import type { Executor } from "../db/client.ts";
import { insertMessage } from "../db/messages.ts";
import { newMessageId } from "../mail/outbox.ts";
import type { MailQueue } from "../mail/queue.ts";
import type { OperatorLinkMail } from "../mail/templates.ts";
import { createSigner } from "../signing.ts";

// The links e-mailed to operators (an invitation, a password reset): a random id kept in
// operator_links, carried in the link signed with SESSION_SECRET, so the table (or the outbox row
// that names the id) opens nothing by itself. The message is built from the id at send time.

export const INVITATION_MS = 7 * 86_400_000;
export const RESET_MS = 3_600_000;

const linkSigner = (config: Pick<Config, "SESSION_SECRETS">) => createSigner(config.SESSION_SECRETS, "operator-link");

export const newLinkId = () => randomBytes(18).toString("base64url");

/** The id a link's token names, if the token is genuine (made here, under a listed secret). */
export const linkIdOf = (config: Pick<Config, "SESSION_SECRETS">, token: unknown): string | undefined => (typeof token === "string" ? linkSigner(config).unsign(token) : undefined);

const linkUrl = (config: Pick<Config, "PUBLIC_URL" | "SESSION_SECRETS">, kind: "invitation" | "reset", id: string) =>
  `${config.PUBLIC_URL}/admin/${kind}?token=${encodeURIComponent(linkSigner(config).sign(id))}`;

/** Queues the link's message to its address, in the caller's transaction. */
export async function queueLinkMail(tx: Executor, deps: { mail: MailQueue; config: Config }, link: { id: string; kind: "invitation" | "reset"; email: string; role?: Role; expiresAt: Date }): Promise<void> {
  const id = await insertMessage(tx, {
    recipient: link.email,
    kind: link.kind === "invitation" ? "operator_invitation" : "password_reset",
    dedupeKey: `operator_link:${link.id}`,
    payload: { link: link.id, role: link.role ?? null, expiresAt: link.expiresAt.toISOString() },
    messageId: newMessageId(deps.config.publicHost),
  });
  await deps.mail.enqueue(tx, [id]);
}

/** The message's content from its payload (the worker, at send time). */
export function linkMailContent(config: Config, kind: "operator_invitation" | "password_reset", p: Record<string, unknown>): OperatorLinkMail {
  const expires = consoleTime(String(p.expiresAt));
  const url = linkUrl(config, kind === "operator_invitation" ? "invitation" : "reset", String(p.link));
  return kind === "operator_invitation" ? { kind, url, expires, role: String(p.role) } : { kind, url, expires };
}

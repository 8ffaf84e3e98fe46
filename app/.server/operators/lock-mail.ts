import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { messages } from "../db/schema.ts";
import { newMessageId } from "../mail/outbox.ts";
import type { MailQueue } from "../mail/queue.ts";
import type { AccountLockedMail } from "../mail/templates.ts";
import { consoleTime } from "../../lib/admin/when.ts";

// Telling an operator their account locked after too many wrong passwords: one outbox row to their
// own address (no subscriber: the row names its recipient), once per lock.

export async function queueLockMail(db: Db, deps: { mail: MailQueue; config: Config }, operator: { id: number; email: string }, until: Date): Promise<void> {
  const [row] = await db
    .insert(messages)
    .values({
      recipient: operator.email,
      kind: "account_locked",
      dedupeKey: `account_locked:${operator.id}:${until.toISOString()}`,
      payload: { until: until.toISOString() },
      messageId: newMessageId(deps.config.publicHost),
    })
    .onConflictDoNothing()
    .returning({ id: messages.id });
  if (row) await deps.mail.enqueue(db, [row.id]);
}

/** The message's content from its payload (the worker, at send time). */
export function lockMailContent(config: Pick<Config, "PUBLIC_URL">, p: Record<string, unknown>): AccountLockedMail {
  return { kind: "account_locked", until: consoleTime(String(p.until)), signInUrl: `${config.PUBLIC_URL}/admin/login` };
}

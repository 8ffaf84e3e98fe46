import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { messages, subscribers } from "../db/schema.ts";
import type { MailQueue } from "../mail/queue.ts";
import { renderMessage, type RenderedMessage } from "../mail/templates.ts";
import type { OutgoingMail } from "../mail/transport.ts";

export async function failedMessages(db: Db, limit = 50) {
  return db
    .select({
      id: messages.id,
      kind: messages.kind,
      email: subscribers.email,
      attempts: messages.attempts,
      lastError: messages.lastError,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .innerJoin(subscribers, eq(subscribers.id, messages.subscriberId))
    .where(eq(messages.status, "failed"))
    .orderBy(desc(messages.id))
    .limit(limit);
}

/**
 * Puts failed messages back on the queue the normal way: each row returns to `queued` and a new job
 * is enqueued in the same transaction, so the worker claims it like any other (at most once, and
 * dropped if the address has since unsubscribed or was marked undeliverable). Only rows that are
 * still `failed` move, so two clicks cannot queue one twice. One message by id, or all of them;
 * returns how many moved.
 */
export async function retryFailedMessages(db: Db, queue: MailQueue, id?: number): Promise<number> {
  return db.transaction(async (tx) => {
    const failed = eq(messages.status, "failed");
    const rows = await tx
      .update(messages)
      .set({ status: "queued", lockedUntil: null })
      .where(id === undefined ? failed : and(eq(messages.id, id), failed))
      .returning({ id: messages.id });
    await queue.enqueue(tx, rows.map((r) => r.id));
    return rows.length;
  });
}

const testLinks = (config: Config) => ({
  publicUrl: config.PUBLIC_URL,
  supportEmail: config.SUPPORT_EMAIL,
  // A test recipient is not a subscriber: there is nothing to unsubscribe from.
  unsubscribeUrl: `${config.PUBLIC_URL}/unsubscribe`,
});

export function renderNewsletterPreview(config: Config, subject: string, markdown: string): RenderedMessage {
  return renderMessage({ kind: "newsletter", subject, markdown }, testLinks(config));
}

/** A one-off test of a draft newsletter to one address; it is not a subscriber and nothing is stored. */
export function testNewsletterMail(config: Config, to: string, subject: string, markdown: string): OutgoingMail {
  const rendered = renderNewsletterPreview(config, subject, markdown);
  return {
    from: config.MAIL_FROM,
    to,
    replyTo: config.SUPPORT_EMAIL,
    subject: `[Test] ${rendered.subject}`,
    html: rendered.html,
    text: rendered.text,
    messageId: `<test-${randomUUID()}@${config.publicHost}>`,
    date: new Date(),
    headers: {},
  };
}

import { and, desc, eq } from "drizzle-orm";
import { messages, subscribers } from "../../app/.server/db/schema.ts";
import { coverPendingRequests } from "../../app/.server/mail/outbox.ts";
import { settleMessage } from "../../app/.server/db/messages.ts";
import { confirmToken, unsubscribeToken } from "../../app/.server/mail/tokens.ts";
import type { TestApp, TestClient } from "./app.ts";
import type { TestDatabase } from "./db.ts";

/**
 * The mailbox side, for tests without a running worker: the newest confirmation to an address is
 * written as the worker writes it (the same coverage, the same token) and marked sent; returns the
 * link it carries.
 */
export async function deliverConfirmation(app: TestApp, database: TestDatabase, email: string): Promise<string> {
  const [m] = await database.db
    .select({ id: messages.id, subscriberId: subscribers.id, dedupeKey: messages.dedupeKey })
    .from(messages)
    .innerJoin(subscribers, eq(subscribers.id, messages.subscriberId))
    .where(and(eq(subscribers.email, email), eq(messages.kind, "confirm")))
    .orderBy(desc(messages.id))
    .limit(1);
  if (!m) throw new Error(`no confirmation was queued for ${email}`);
  await coverPendingRequests(database.db, m.id, m.subscriberId);
  await settleMessage(database.db, m.id, "sent");
  return `/confirm?token=${confirmToken(app.config, m.dedupeKey.slice("confirm:".length))}`;
}

/** The mailbox owner presses Confirm on the link's page, in a browser (its cookie jar) or in a fresh one. */
export async function clickConfirm(app: TestApp, link: string, browser: TestClient = app.client()): Promise<Response> {
  return browser.fetch(link, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "intent=confirm" });
}

/** Both steps: the address's newest confirmation is delivered and confirmed, by default in a browser of its own. */
export async function confirmByMailbox(app: TestApp, database: TestDatabase, email: string, browser?: TestClient): Promise<void> {
  const res = await clickConfirm(app, await deliverConfirmation(app, database, email), browser);
  if (res.status !== 200) throw new Error(`confirming ${email} answered ${res.status}`);
}

/** The address's unsubscribe link, posted as a mail provider's one-click unsubscribe does it (RFC 8058: form body, no Origin, no cookie). */
export async function oneClickUnsubscribe(app: TestApp, database: TestDatabase, email: string): Promise<Response> {
  const [sub] = await database.db.select({ publicId: subscribers.publicId }).from(subscribers).where(eq(subscribers.email, email));
  if (!sub) throw new Error(`no subscriber ${email}`);
  return fetch(`${app.url}/unsubscribe?token=${unsubscribeToken(app.config, sub.publicId)}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
}

import type { ConfirmationTiming } from "../../lib/confirmation.ts";
import type { Executor } from "../db/client.ts";
import type { Subscriber } from "../db/schema.ts";
import { findSubscriber, lockSubscriber, markConfirmed } from "../db/subscribers.ts";
import { activate, memberships, type Membership } from "../db/subscriptions.ts";
import { linkVisitors } from "../db/visitors.ts";
import { findConfirmation, queueOpenedCourseNotices, scheduleConfirmation } from "../mail/outbox.ts";
import { verifyConfirmToken } from "../mail/tokens.ts";
import type { Services } from "../services.ts";

// The confirmation link: the mailbox's click is what puts an address on a list. A link confirms
// exactly the requests its message listed (those pending when it was sent), never later ones.

export type ConfirmView =
  | { kind: "invalid" }
  | { kind: "expired" }
  | { kind: "unsubscribed" }
  | { kind: "pending"; lists: Membership[] }
  | { kind: "confirmed"; lists: Membership[]; justNow: boolean };

type Found = { subscriber: Subscriber; covered: Membership[]; expired: boolean };

async function find(db: Executor, s: Services, token: string | null): Promise<Found | undefined> {
  const check = verifyConfirmToken(s.config, token);
  if (!check.valid) return undefined;
  const message = await findConfirmation(db, check.key);
  const subscriber = message && (await findSubscriber(db, message.subscriberId));
  if (!message || !subscriber) return undefined;
  const ids = new Set(message.subscriptionIds);
  const covered = (await memberships(db, subscriber.id, "pending")).filter((m) => ids.has(m.id));
  return { subscriber, covered, expired: check.expired };
}

async function viewOf(db: Executor, found: Found | undefined): Promise<ConfirmView> {
  if (!found) return { kind: "invalid" };
  if (found.covered.length > 0) return found.expired ? { kind: "expired" } : { kind: "pending", lists: found.covered };
  if (found.subscriber.status === "unsubscribed") return { kind: "unsubscribed" };
  if (found.subscriber.status === "confirmed") return { kind: "confirmed", lists: await memberships(db, found.subscriber.id, "active"), justNow: false };
  return found.expired ? { kind: "expired" } : { kind: "invalid" };
}

/** What the link's page shows (GET confirms nothing: link scanners fetch it). */
export async function readConfirmation(s: Services, token: string | null): Promise<ConfirmView> {
  return viewOf(s.db, await find(s.db, s, token));
}

/**
 * The mailbox owner pressed Confirm: the requests the message listed become memberships, the
 * address is confirmed, the browsers that asked are linked to it, and courses of those lists that
 * have already opened send their notice now (once), all in one transaction.
 */
export async function confirm(s: Services, token: string | null): Promise<ConfirmView> {
  return s.db.transaction(async (tx) => {
    const found = await find(tx, s, token);
    if (!found || found.covered.length === 0 || found.expired) return viewOf(tx, found);
    const id = found.subscriber.id;
    await lockSubscriber(tx, id);
    const activated = await activate(tx, id, found.covered.map((m) => m.id));
    await markConfirmed(tx, id);
    await linkVisitors(tx, [...new Set(activated.flatMap((m) => (m.requestedBy ? [m.requestedBy] : [])))], id);
    const courseIds = activated.flatMap((m) => (m.list === "course" && m.courseId !== null ? [m.courseId] : []));
    await queueOpenedCourseNotices(tx, s.mail, id, courseIds, s.config.publicHost);
    return { kind: "confirmed", lists: await memberships(tx, id, "active"), justNow: true };
  });
}

export type ResendOutcome = ConfirmView | { kind: "resent"; confirmation: ConfirmationTiming };

/** "Send me a new link" from an expired one: a new confirmation, within the same per-address limits. */
export async function resendConfirmation(s: Services, token: string | null): Promise<ResendOutcome> {
  return s.db.transaction(async (tx) => {
    const found = await find(tx, s, token);
    if (!found || found.covered.length === 0) return viewOf(tx, found);
    await lockSubscriber(tx, found.subscriber.id);
    const { timing } = await scheduleConfirmation(tx, s.mail, found.subscriber.id, s.config.publicHost);
    return { kind: "resent", confirmation: timing };
  });
}

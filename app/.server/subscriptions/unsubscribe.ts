import type { ConfirmationTiming } from "../../lib/schemas/subscription-kinds.ts";
import { listKey, toListRef } from "../../lib/schemas/subscription-kinds.ts";
import type { Executor } from "../db/client.ts";
import type { Subscriber } from "../db/schema.ts";
import { findSubscriber, findSubscriberByPublicId, lockSubscriber, markUnsubscribed } from "../db/subscribers.ts";
import { endAll, memberships, requestList, type Membership } from "../db/subscriptions.ts";
import { dropPendingMail, scheduleConfirmation } from "../mail/outbox.ts";
import { verifyUnsubscribeToken } from "../mail/tokens.ts";
import type { Services } from "../services.ts";
import { recordWebhookEvent } from "../webhooks/record-event.ts";

// The unsubscribe link (a page button or a mail provider's one-click POST) and "Subscribe again".

/** A list the person may subscribe to again: the ones they had (ticked by default), and the general ones. */
export type ListChoice = Pick<Membership, "list" | "courseId" | "courseTitle" | "wishId" | "wishConcept"> & { key: string; had: boolean };

export type UnsubscribeView =
  | { kind: "invalid" }
  | { kind: "subscribed" }
  | { kind: "unsubscribed"; justNow: boolean; choices: ListChoice[]; awaitingConfirmation: boolean };

/** The link's subscriber; `lock`ed (and read again under the lock) when the caller will change it. */
async function subscriberOf(db: Executor, s: Services, token: string | null, lock = false): Promise<Subscriber | undefined> {
  const check = verifyUnsubscribeToken(s.config, token);
  if (!check.valid) return undefined;
  const found = "publicId" in check ? await findSubscriberByPublicId(db, check.publicId) : await findSubscriber(db, check.legacySubscriberId);
  return found && lock ? lockSubscriber(db, found.id) : found;
}

/**
 * The lists they had (a closed course's list, or a hidden wish's, is never offered again), then
 * launch and newsletter if they had not.
 */
async function choicesOf(db: Executor, subscriberId: number): Promise<ListChoice[]> {
  const had = (await memberships(db, subscriberId, "ended"))
    .filter((m) => m.courseStatus !== "closed" && !m.wishHidden)
    .map((m): ListChoice => ({ list: m.list, courseId: m.courseId, courseTitle: m.courseTitle, wishId: m.wishId, wishConcept: m.wishConcept, key: listKey(m), had: true }));
  const general = (["launch", "newsletter"] as const)
    .filter((list) => !had.some((c) => c.list === list))
    .map((list): ListChoice => ({ list, courseId: null, courseTitle: null, wishId: null, wishConcept: null, key: list, had: false }));
  return [...had, ...general];
}

async function viewOf(db: Executor, subscriber: Subscriber | undefined, justNow = false): Promise<UnsubscribeView> {
  if (!subscriber) return { kind: "invalid" };
  if (subscriber.status !== "unsubscribed") return { kind: "subscribed" };
  const pending = await memberships(db, subscriber.id, "pending");
  return { kind: "unsubscribed", justNow, choices: await choicesOf(db, subscriber.id), awaitingConfirmation: pending.length > 0 };
}

export async function readUnsubscribe(s: Services, token: string | null): Promise<UnsubscribeView> {
  return viewOf(s.db, await subscriberOf(s.db, s, token));
}

/** Off every list at once, with no further step; mail not yet sent is dropped. */
export async function unsubscribe(s: Services, token: string | null): Promise<UnsubscribeView> {
  return s.db.transaction(async (tx) => {
    const subscriber = await subscriberOf(tx, s, token, true);
    if (!subscriber) return { kind: "invalid" };
    if (subscriber.status !== "unsubscribed") await recordWebhookEvent(tx, s.mail, "subscriber.unsubscribed", { email: subscriber.email });
    await markUnsubscribed(tx, subscriber.id);
    await endAll(tx, subscriber.id);
    await dropPendingMail(tx, subscriber.id);
    return viewOf(tx, { ...subscriber, status: "unsubscribed" }, true);
  });
}

export type SubscribeAgainOutcome =
  | UnsubscribeView
  | { kind: "nothing-chosen"; choices: ListChoice[] }
  | { kind: "resubscribed"; lists: ListChoice[]; confirmation: ConfirmationTiming };

/**
 * "Subscribe again": exactly the lists ticked (by default the ones the person had) are asked for
 * again, and like every request they wait for a click in the confirmation message.
 */
export async function subscribeAgain(s: Services, token: string | null, keys: readonly string[]): Promise<SubscribeAgainOutcome> {
  return s.db.transaction(async (tx) => {
    const subscriber = await subscriberOf(tx, s, token, true);
    if (!subscriber || subscriber.status !== "unsubscribed") return viewOf(tx, subscriber);
    const choices = await choicesOf(tx, subscriber.id);
    const chosen = choices.filter((c) => keys.includes(c.key));
    if (chosen.length === 0) return { kind: "nothing-chosen", choices };
    for (const c of chosen) await requestList(tx, subscriber.id, toListRef(c));
    return { kind: "resubscribed", lists: chosen, confirmation: await scheduleConfirmation(tx, s.mail, subscriber.id, s.config.publicHost, new Date(), { askedByMailbox: true }) };
  });
}

import { recordCampaignUnsubscribe } from "../db/campaign-unsubscribes.ts";
import type { ConfirmationTiming } from "../../lib/schemas/subscription-kinds.ts";
import { listKey, toListRef } from "../../lib/schemas/subscription-kinds.ts";
import { SEAT_HOLDER_KINDS } from "../../lib/schemas/mail-constants.ts";
import type { Executor } from "../db/client.ts";
import type { Subscriber } from "../db/schema.ts";
import { findSubscriber, findSubscriberByPublicId, lockSubscriber, markUnsubscribed } from "../db/subscribers.ts";
import { endAll, memberships, requestList, type Membership } from "../db/subscriptions.ts";
import { scheduleConfirmation } from "../mail/outbox.ts";
import { dropPendingMail } from "../db/messages.ts";
import { verifyUnsubscribeToken } from "../mail/tokens.ts";
import { liveSeatsOf } from "../db/seats.ts";
import { releaseSeatAt } from "../seats/seat-link.ts";
import type { Services } from "../services.ts";
import { recordWebhookEvent } from "../webhooks/record-event.ts";

// The unsubscribe link (a page button or a mail provider's one-click POST) and "Subscribe again".

/** A list the person may subscribe to again: the ones they had (ticked by default), and the general ones. */
export type ListChoice = Pick<Membership, "list" | "courseId" | "courseTitle" | "wishId" | "wishConcept"> & { key: string; had: boolean };

/** A seat the person holds, or their place on a waitlist: leaving the lists does not give it up. */
export type LiveSeat = { publicId: string; courseTitle: string; state: "held" | "waiting" };

/**
 * What the person just did about one of their seats on this page: kept it (its mail still comes),
 * was asked whether to release it (nothing changed yet), or released it.
 */
export type SeatChoice = { kind: "kept" | "ask-release" | "released"; seat: LiveSeat };

/** The seats part of the page: every live seat, and the choice just made about one. */
type SeatsPart = { seats: LiveSeat[]; seatChoice?: SeatChoice };

export type UnsubscribeView =
  | { kind: "invalid" }
  | ({ kind: "subscribed" } & SeatsPart)
  | ({ kind: "unsubscribed"; justNow: boolean; choices: ListChoice[]; awaitingConfirmation: boolean } & SeatsPart);

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

async function seatsOf(db: Executor, subscriberId: number): Promise<LiveSeat[]> {
  return (await liveSeatsOf(db, subscriberId)).map((x) => ({ publicId: x.publicId, courseTitle: x.courseTitle, state: x.state === "held" ? "held" : "waiting" }));
}

async function viewOf(db: Executor, subscriber: Subscriber | undefined, justNow = false, seatChoice?: SeatChoice): Promise<UnsubscribeView> {
  if (!subscriber) return { kind: "invalid" };
  const seatsPart: SeatsPart = { seats: await seatsOf(db, subscriber.id), ...(seatChoice ? { seatChoice } : {}) };
  if (subscriber.status !== "unsubscribed") return { kind: "subscribed", ...seatsPart };
  const pending = await memberships(db, subscriber.id, "pending");
  return { kind: "unsubscribed", justNow, choices: await choicesOf(db, subscriber.id), awaitingConfirmation: pending.length > 0, ...seatsPart };
}

export async function readUnsubscribe(s: Services, token: string | null): Promise<UnsubscribeView> {
  return viewOf(s.db, await subscriberOf(s.db, s, token));
}

/**
 * Off every list at once, with no further step; mail not yet sent is dropped, except a seat
 * holder's (the receipt, reminders, a new time, the joining link): a seat is not a list, and its
 * mail is the service the person asked for. A released seat's messages are dropped when due.
 * `fromMessage`: the message whose link was used (its Message-ID's random part), if the link named one.
 */
export async function unsubscribe(s: Services, token: string | null, fromMessage?: string): Promise<UnsubscribeView> {
  return s.db.transaction(async (tx) => {
    const subscriber = await subscriberOf(tx, s, token, true);
    if (!subscriber) return { kind: "invalid" };
    if (subscriber.status !== "unsubscribed") {
      await recordWebhookEvent(tx, s.mail, "subscriber.unsubscribed", { email: subscriber.email });
      // Left because of that message (its link named it): counted for its campaign, once.
      if (fromMessage) await recordCampaignUnsubscribe(tx, subscriber.id, `<${fromMessage}@${s.config.publicHost}>`);
    }
    await markUnsubscribed(tx, subscriber.id);
    await endAll(tx, subscriber.id);
    await dropPendingMail(tx, subscriber.id, [...SEAT_HOLDER_KINDS]);
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

export type SeatIntent = "keep" | "ask-release" | "release";

/**
 * The seats part of the page: Keep (nothing changes: its mail still comes), Release… (asks first,
 * changes nothing) and Yes, release (through the seat's own release: a freed seat goes to the first
 * waiting, with an e-mail). Only a live seat of the link's own subscriber; any other shows the page as it is.
 */
export async function chooseSeat(s: Services, token: string | null, seatPublicId: string, intent: SeatIntent): Promise<UnsubscribeView> {
  return s.db.transaction(async (tx) => {
    const subscriber = await subscriberOf(tx, s, token);
    if (!subscriber) return { kind: "invalid" };
    const seat = (await liveSeatsOf(tx, subscriber.id)).find((x) => x.publicId === seatPublicId);
    if (!seat) return viewOf(tx, subscriber);
    const live: LiveSeat = { publicId: seat.publicId, courseTitle: seat.courseTitle, state: seat.state === "held" ? "held" : "waiting" };
    if (intent === "release") {
      await releaseSeatAt(s, tx, seat.courseId, seat.id);
      return viewOf(tx, subscriber, false, { kind: "released", seat: live });
    }
    return viewOf(tx, subscriber, false, { kind: intent === "keep" ? "kept" : "ask-release", seat: live });
  });
}

import type { ConfirmationTiming } from "../../lib/schemas/subscription-kinds.ts";
import type { Executor } from "../db/client.ts";
import { openedCourses } from "../db/courses.ts";
import { findSubscriber, lockSubscriber, markConfirmed } from "../db/subscribers.ts";
import { activate, memberships, oneRecipient, type Membership } from "../db/subscriptions.ts";
import { linkVisitor } from "../db/visitors.ts";
import { findConfirmation, queueCourseOpened, scheduleConfirmation } from "../mail/outbox.ts";
import { verifyConfirmToken } from "../mail/tokens.ts";
import { countReferral } from "../referrals/record-referral.ts";
import type { Caller, Services } from "../services.ts";
import { recordWebhookEvent } from "../webhooks/record-event.ts";
import { queueWelcomes } from "./welcome.ts";

// The confirmation link: the mailbox's click is what puts an address on a list. A link confirms
// exactly the requests its message listed (those pending when it was written), never later ones.

// `email`: whose requests these are; the page shows it masked, so the reader knows which address
// the button answers for.
export type ConfirmView =
  | { kind: "invalid" }
  | { kind: "expired" }
  | { kind: "unsubscribed" }
  | { kind: "pending"; email: string; lists: Membership[] }
  | { kind: "confirmed"; email: string; lists: Membership[]; justNow: boolean };

type Found = { subscriberId: number; covered: Membership[]; expired: boolean };

/** The link's message and what it still confirms; `lock` first when the caller will change them. */
async function find(db: Executor, s: Services, token: string | null, lock = false): Promise<Found | undefined> {
  const check = verifyConfirmToken(s.config, token);
  if (!check.valid) return undefined;
  const message = await findConfirmation(db, check.key);
  if (!message) return undefined;
  if (lock) await lockSubscriber(db, message.subscriberId);
  const ids = new Set(message.subscriptionIds);
  const covered = (await memberships(db, message.subscriberId, "pending")).filter((m) => ids.has(m.id));
  return { subscriberId: message.subscriberId, covered, expired: check.expired };
}

/** What a link shows when it has nothing (more) to confirm, or cannot. */
async function viewOf(db: Executor, found: Found | undefined): Promise<ConfirmView> {
  if (!found) return { kind: "invalid" };
  const subscriber = await findSubscriber(db, found.subscriberId);
  if (!subscriber) return { kind: "invalid" };
  if (found.covered.length > 0) return found.expired ? { kind: "expired" } : { kind: "pending", email: subscriber.email, lists: found.covered };
  if (subscriber.status === "unsubscribed") return { kind: "unsubscribed" };
  if (subscriber.status === "confirmed") {
    return { kind: "confirmed", email: subscriber.email, lists: await memberships(db, subscriber.id, "active"), justNow: false };
  }
  return found.expired ? { kind: "expired" } : { kind: "invalid" };
}

/** What the link's page shows (GET confirms nothing: link scanners fetch it). */
export async function readConfirmation(s: Services, token: string | null): Promise<ConfirmView> {
  return viewOf(s.db, await find(s.db, s, token));
}

/**
 * The mailbox owner pressed Confirm: the requests the message listed become memberships, the
 * address is confirmed, the browser that pressed it (it holds the mailbox's link) is linked to it,
 * and courses of those lists that have already opened send their notice now (once), all in one
 * transaction.
 */
export async function confirm(s: Services, caller: Caller, token: string | null): Promise<ConfirmView> {
  return s.db.transaction(async (tx) => {
    const found = await find(tx, s, token, true);
    if (!found || found.covered.length === 0 || found.expired) return viewOf(tx, found);
    const id = found.subscriberId;
    const activated = await activate(tx, id, found.covered.map((m) => m.id));
    await markConfirmed(tx, id);
    await countReferral(tx, id);
    await linkVisitor(tx, caller.visitorId, id);
    const { email, lists } = await listsConfirmed(tx, s, id, activated);
    return { kind: "confirmed", email, lists, justNow: true };
  });
}

/**
 * What a mailbox's click that puts it on lists sets off, whether the click was in a confirmation
 * message or the preference centre's (a list it confirmed before, joined again): courses of those
 * lists that have already opened send their notice now (once per person), the launch list and the
 * newsletter their welcome (once per person, ever: welcome.ts), and the webhooks hear
 * subscriber.confirmed. Returns the address and every list it is on now.
 */
export async function listsConfirmed(tx: Executor, s: Services, subscriberId: number, confirmed: Array<Pick<Membership, "list" | "courseId" | "wishId">>) {
  const courseIds = confirmed.flatMap((m) => (m.courseId === null ? [] : [m.courseId]));
  for (const course of await openedCourses(tx, courseIds)) {
    await queueCourseOpened(tx, s.mail, course, oneRecipient(subscriberId), s.config.publicHost);
  }
  await queueWelcomes(tx, s.mail, s.config.publicHost, subscriberId, confirmed);
  const email = (await findSubscriber(tx, subscriberId))?.email ?? "";
  const lists = await memberships(tx, subscriberId, "active");
  await recordWebhookEvent(tx, s.mail, "subscriber.confirmed", { email, confirmed_lists: confirmed.map(listOut), lists: lists.map(activeListOut) });
  return { email, lists };
}

/**
 * What leaving one list (the preference centre's *Leave*) sets off: the webhooks hear
 * subscriber.left_list, with the lists the mailbox is still on. Leaving every list at once is
 * subscriber.unsubscribed.
 */
export async function listLeft(tx: Executor, s: Services, subscriberId: number, left: Pick<Membership, "list" | "courseId" | "wishId">) {
  const email = (await findSubscriber(tx, subscriberId))?.email ?? "";
  const lists = await memberships(tx, subscriberId, "active");
  await recordWebhookEvent(tx, s.mail, "subscriber.left_list", { email, left_list: listOut(left), lists: lists.map(activeListOut) });
}

/** A list as webhooks name it; a wish's list names its wish (by row id: the console's; its public id is the page's). */
const listOut = (m: Pick<Membership, "list" | "courseId" | "wishId">) => ({ list: m.list, course_id: m.courseId, ...(m.wishId === null ? {} : { wish_id: m.wishId }) });
const activeListOut = (m: Membership) => ({ ...listOut(m), course_title: m.courseTitle });

export type ResendOutcome = ConfirmView | { kind: "resent"; confirmation: ConfirmationTiming };

/** "Send me a new link" from an expired one: a new confirmation, within the same per-address limits. */
export async function resendConfirmation(s: Services, token: string | null): Promise<ResendOutcome> {
  return s.db.transaction(async (tx) => {
    const found = await find(tx, s, token, true);
    if (!found || found.covered.length === 0) return viewOf(tx, found);
    // The expired link was in the mailbox: it is the mailbox asking.
    return { kind: "resent", confirmation: await scheduleConfirmation(tx, s.mail, found.subscriberId, s.config.publicHost, new Date(), { askedByMailbox: true }) };
  });
}

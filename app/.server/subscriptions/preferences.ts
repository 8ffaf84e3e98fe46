import type { ConfirmationTiming } from "../../lib/schemas/subscription-kinds.ts";
import { listKey, toListRef } from "../../lib/schemas/subscription-kinds.ts";
import { erasePerson, personRecord, type PersonRecord } from "../db/console-subscribers.ts";
import type { Executor } from "../db/client.ts";
import type { Subscriber } from "../db/schema.ts";
import { findSubscriberByPublicId, lockSubscriber, markConfirmed } from "../db/subscribers.ts";
import { confirmedMembershipIds, leaveMembership, memberships, reactivateMembership, requestList, type Membership } from "../db/subscriptions.ts";
import { dropPendingListMail } from "../db/messages.ts";
import { scheduleConfirmation } from "../mail/outbox.ts";
import { verifyPreferencesToken } from "../mail/tokens.ts";
import { referralPagePath } from "../referrals/referral-view.ts";
import { launchLine } from "../launch/launch-view.ts";
import { releaseSeatsOfPerson } from "../seats/operator-seats.ts";
import type { Services } from "../services.ts";
import { listLeft, listsConfirmed } from "./confirm.ts";

// The preference centre (a signed, expiring link in every message's footer): the mailbox's lists,
// each left or rejoined on its own, its data to download, and erasing it. Rejoining a list the
// mailbox confirmed before takes effect at once; any other list waits for a confirmation message,
// within the mailbox's budget (docs/decisions/preference-centre.md says why).

/** One line of the page: a list, where the mailbox stands on it, and what its button does. */
export type PreferenceList = Pick<Membership, "list" | "courseId" | "courseTitle" | "courseStatus" | "wishId" | "wishConcept"> & {
  key: string;
  /** none: a general list the mailbox never asked for. */
  state: Membership["state"] | "none";
  /** What joining (again) does: at once (confirmed before, by this mailbox), or after a confirmation message. */
  rejoin: "at-once" | "confirm";
};

export type PreferencesDone =
  | { did: "left"; key: string }
  | { did: "rejoined"; key: string }
  | { did: "asked"; key: string; confirmation: ConfirmationTiming }
  | { did: "unknown-list" };

export type PreferencesView =
  | { kind: "invalid" }
  | { kind: "expired" }
  | { kind: "erased" }
  | { kind: "preferences"; email: string; lists: PreferenceList[]; done?: PreferencesDone; referralPage?: string; launchLine?: string | undefined };

type Link = { kind: "invalid" } | { kind: "expired" } | { kind: "ok"; subscriber: Subscriber };

/** The link's subscriber; an altered link is invalid, an expired one changes and shows nothing. */
async function open(db: Executor, s: Services, token: string | null, lock = false): Promise<Link> {
  const check = verifyPreferencesToken(s.config, token);
  if (!check.valid) return { kind: "invalid" };
  if (check.expired) return { kind: "expired" };
  const found = await findSubscriberByPublicId(db, check.key);
  const subscriber = found && lock ? await lockSubscriber(db, found.id) : found;
  return subscriber ? { kind: "ok", subscriber } : { kind: "invalid" };
}

type Row = Membership & { confirmedBefore: boolean };

async function rowsOf(db: Executor, subscriberId: number): Promise<Row[]> {
  const ids = await confirmedMembershipIds(db, subscriberId);
  return (await memberships(db, subscriberId)).map((m) => ({ ...m, confirmedBefore: ids.has(m.id) }));
}

/**
 * Every list the mailbox is on or asked for; the ones it left, unless their course closed or their
 * wish was hidden (nothing would come of them); then launch and newsletter if it never had them.
 */
function listsOf(rows: Row[]): PreferenceList[] {
  const had = rows
    .filter((m) => m.state !== "ended" || (m.courseStatus !== "closed" && !m.wishHidden))
    .map(
      (m): PreferenceList => ({
        list: m.list,
        courseId: m.courseId,
        courseTitle: m.courseTitle,
        courseStatus: m.courseStatus,
        wishId: m.wishId,
        wishConcept: m.wishConcept,
        key: listKey(m),
        state: m.state,
        rejoin: m.confirmedBefore ? "at-once" : "confirm",
      }),
    );
  const general = (["launch", "newsletter"] as const)
    .filter((list) => !rows.some((m) => m.list === list))
    .map((list): PreferenceList => ({ list, courseId: null, courseTitle: null, courseStatus: null, wishId: null, wishConcept: null, key: list, state: "none", rejoin: "confirm" }));
  return [...had, ...general];
}

/**
 * The page's view. A confirmed address also gets its referral page's link: the confirm page showed
 * it once, and every e-mail's footer leads here, so it is never lost.
 */
async function viewOf(s: Services, db: Executor, subscriber: Subscriber, done?: PreferencesDone): Promise<PreferencesView> {
  return {
    kind: "preferences",
    email: subscriber.email,
    lists: listsOf(await rowsOf(db, subscriber.id)),
    ...(done ? { done } : {}),
    ...(subscriber.status === "confirmed" ? { referralPage: referralPagePath(s.config, subscriber.publicId), launchLine: await launchLine(db, s.config, subscriber.id) } : {}),
  };
}

export async function readPreferences(s: Services, token: string | null): Promise<PreferencesView> {
  const link = await open(s.db, s, token);
  return link.kind === "ok" ? viewOf(s, s.db, link.subscriber) : link;
}

/** Leaves one list: an active membership ends (kept, so it can be rejoined), a request is forgotten, its unsent mail dropped. */
export async function leaveList(s: Services, token: string | null, key: string): Promise<PreferencesView> {
  return s.db.transaction(async (tx) => {
    const link = await open(tx, s, token, true);
    if (link.kind !== "ok") return link;
    const id = link.subscriber.id;
    const row = (await rowsOf(tx, id)).find((m) => listKey(m) === key && m.state !== "ended");
    if (!row) return viewOf(s, tx, link.subscriber, { did: "unknown-list" });
    await leaveMembership(tx, row);
    await dropPendingListMail(tx, id, row);
    // A request never confirmed was never announced either: only a list the mailbox was on is left.
    if (row.state === "active") await listLeft(tx, s, id, row);
    return viewOf(s, tx, link.subscriber, { did: "left", key });
  });
}

/**
 * Joins one list (again). A list this mailbox confirmed before becomes active at once: the link
 * reached only this mailbox, and pressing the button in it is the mailbox's own click, like the
 * confirmation link's. Any other list is asked for, and starts with the confirmation message it
 * is sent (within the mailbox's budget, like every confirmation).
 */
export async function rejoinList(s: Services, token: string | null, key: string): Promise<PreferencesView> {
  return s.db.transaction(async (tx) => {
    const link = await open(tx, s, token, true);
    if (link.kind !== "ok") return link;
    const id = link.subscriber.id;
    const rows = await rowsOf(tx, id);
    const choice = listsOf(rows).find((l) => l.key === key && (l.state === "ended" || l.state === "none"));
    if (!choice) return viewOf(s, tx, link.subscriber, { did: "unknown-list" });
    const row = rows.find((m) => listKey(m) === key);
    if (row && choice.rejoin === "at-once") {
      await reactivateMembership(tx, row.id);
      // After an unsubscribe the address itself is confirmed again: list mail needs both.
      if (link.subscriber.status !== "confirmed") await markConfirmed(tx, id);
      await listsConfirmed(tx, s, id, [row]);
      const subscriber = (await lockSubscriber(tx, id)) ?? link.subscriber;
      return viewOf(s, tx, subscriber, { did: "rejoined", key });
    }
    await requestList(tx, id, toListRef(choice));
    const confirmation = await scheduleConfirmation(tx, s.mail, id, s.config.publicHost, new Date(), { askedByMailbox: true });
    return viewOf(s, tx, link.subscriber, { did: "asked", key, confirmation });
  });
}

export type PreferencesExport = { kind: "invalid" } | { kind: "expired" } | { kind: "export"; publicId: string; record: PersonRecord };

/** Everything stored about the mailbox: the same record the operator exports for a subject-access request. */
export async function exportPreferences(s: Services, token: string | null): Promise<PreferencesExport> {
  const link = await open(s.db, s, token);
  if (link.kind !== "ok") return link;
  const record = await personRecord(s.db, link.subscriber.id);
  return record ? { kind: "export", publicId: link.subscriber.publicId, record } : { kind: "invalid" };
}

/** Erases the mailbox, as the console's Erase does: its seats go to the next on each waitlist, unsent mail is dropped. */
export async function eraseByMailbox(s: Services, token: string | null): Promise<PreferencesView> {
  const link = await open(s.db, s, token);
  if (link.kind !== "ok") return link;
  const id = link.subscriber.id;
  await erasePerson(s.db, id, (tx) => releaseSeatsOfPerson(s, tx, id));
  return { kind: "erased" };
}

import type { ConfirmationTiming } from "../../lib/schemas/subscription-kinds.ts";
import type { CourseView } from "../../lib/schemas/course.ts";
import { listForSource, type SubscriberSource } from "../../lib/schemas/subscription-kinds.ts";
import { courseForRequest } from "../courses/course-for-request.ts";
import { insertEmbedSignup } from "../db/embed-signups.ts";
import { creditReferral } from "../db/referrals.ts";
import { lockSubscriberByEmail } from "../db/subscribers.ts";
import { provesMailbox } from "../db/visitors.ts";
import { requestList } from "../db/subscriptions.ts";
import { publicWish } from "../wishes/public-wish.ts";
import { noteReferredAddress } from "../referrals/record-referral.ts";
import { screenAddress } from "../intake/address-intake.ts";
import { overSubscribeLimit, overWriteLimit, type Limited } from "../limits.ts";
import { scheduleConfirmation } from "../mail/outbox.ts";
import type { Caller, Services } from "../services.ts";

export type SubscribeInput = {
  /** Normalised by the schema. */
  email: string;
  /** Which promise the address is given for: the search prompt (launch), a course's opening, the newsletter. */
  source: SubscriberSource;
  courseId?: number;
  /** The class wish's public id (source 'wish'). */
  wishId?: string;
  /** The forms' hidden field: anything in it came from a bot. */
  honeypot?: string;
};

export type SubscribeOutcome =
  | Limited
  | { kind: "unknown-course" }
  | { kind: "closed"; course: CourseView }
  /** No such wish, or the operator hid it. */
  | { kind: "unknown-wish" }
  /** A throwaway inbox: nothing is stored and no message is sent. */
  | { kind: "disposable" }
  /** `course`: the course whose list was asked for, when it was one. */
  | { kind: "accepted"; confirmation: ConfirmationTiming; course?: CourseView };

/**
 * Someone types an address to hear about a list. That asks; it grants nothing: the membership is
 * pending until a click in the confirmation message sent to that mailbox, whoever typed it and
 * whatever the address's history. The answer is the same for a new, a confirmed or an
 * unsubscribed address (when its confirmation goes out, which only the per-address limits decide),
 * and no browser is linked to the address here (only the click on the mailbox's link does that).
 * The request is credited to the shared link the visit arrived through, if any, and counted under
 * the site whose embedded form it came through.
 */
export async function subscribe(s: Services, caller: Caller, input: SubscribeInput): Promise<SubscribeOutcome> {
  // Like a mistyped address: refused before anything counts or is written.
  const screened = screenAddress(s.config, input.email, input.honeypot);
  if (screened === "disposable") return { kind: "disposable" };
  const limited = (await overWriteLimit(s, caller.ip)) ?? (await overSubscribeLimit(s, caller.ip));
  if (limited) return limited;
  const found = input.source === "course" && input.courseId !== undefined ? await courseForRequest(s.db, input.courseId) : undefined;
  if (found && found.kind !== "offered") return found;
  const wish = input.source === "wish" && input.wishId !== undefined ? await publicWish(s.db, input.wishId) : undefined;
  if (input.source === "wish" && !wish) return { kind: "unknown-wish" };
  const list = listForSource(input.source, { courseId: input.courseId, wishId: wish?.rowId });
  // A bot is thanked like anyone, and nothing is stored.
  if (screened === "bot") return { kind: "accepted", confirmation: { when: "now" }, course: found?.course };
  return s.db.transaction(async (tx) => {
    const subscriber = await lockSubscriberByEmail(tx, input.email, input.source);
    await requestList(tx, subscriber.id, list);
    if (caller.referral) await creditReferral(tx, caller.referral, "subscribe", caller.visitorId);
    await noteReferredAddress(tx, caller.referral, subscriber.id, caller.visitorId);
    if (caller.embedOrigin) await insertEmbedSignup(tx, caller.embedOrigin, { subscriberId: subscriber.id });
    // A browser that proved this mailbox asks as its owner: its confirmation is not held back.
    const byOwner = await provesMailbox(tx, caller.visitorId, subscriber.id);
    return { kind: "accepted", confirmation: await scheduleConfirmation(tx, s.mail, subscriber.id, s.config.publicHost, new Date(), { byOwner }), course: found?.course };
  });
}

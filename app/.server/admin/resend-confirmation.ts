import type { ConfirmationTiming } from "../../lib/schemas/subscription-kinds.ts";
import { lockSubscriber } from "../db/subscribers.ts";
import { memberships } from "../db/subscriptions.ts";
import { scheduleConfirmation } from "../mail/outbox.ts";
import type { Services } from "../services.ts";

export type ResendOutcome =
  | { kind: "not-found" }
  | { kind: "nothing-pending" }
  | { kind: "undeliverable" }
  | { kind: "resent"; confirmation: ConfirmationTiming };

/**
 * The operator's "Resend confirmation": what resendConfirmation does for an expired link, for a
 * person instead of a link. The same scheduleConfirmation under the subscriber's lock, so the
 * per-address limits hold (a message still waiting covers this request; else one is scheduled).
 * Only an address with requests waiting for its click gets one, never one whose mail bounced.
 */
export async function resendConfirmationTo(s: Services, subscriberId: number): Promise<ResendOutcome> {
  return s.db.transaction(async (tx) => {
    const subscriber = await lockSubscriber(tx, subscriberId);
    if (!subscriber) return { kind: "not-found" };
    if (subscriber.undeliverableAt) return { kind: "undeliverable" };
    if ((await memberships(tx, subscriberId, "pending")).length === 0) return { kind: "nothing-pending" };
    return { kind: "resent", confirmation: await scheduleConfirmation(tx, s.mail, subscriberId, s.config.publicHost) };
  });
}

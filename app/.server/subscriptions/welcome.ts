import type { Config } from "../config.ts";
import type { Db, Executor } from "../db/client.ts";
import { memberships, oneRecipient } from "../db/subscriptions.ts";
import { queueBulk } from "../mail/outbox.ts";
import type { MailQueue } from "../mail/queue.ts";
import type { MessageContent } from "../mail/templates.ts";
import { referralViewOf } from "../referrals/referral-view.ts";
import { isSequenceList } from "../../lib/schemas/sequences.ts";

// A welcome after a person confirms the launch list or the newsletter: once per person and list,
// ever (its dedupe key: leaving and joining again brings no second one), with their own link to
// share, their referral page and, for the launch list, their place, read when it is sent. Not for an
// imported list (its people did not just confirm anything here), nor once they have left the list.

/** The lists a welcome is written for, the same as a sequence follows (lib/schemas/sequences.ts): the others (a course's, a wish's) have their own notices. */
const welcomed = isSequenceList;

/** Queues the welcome of each of these lists the person has just confirmed (in the confirmation's transaction). */
export async function queueWelcomes(tx: Executor, queue: MailQueue, host: string, subscriberId: number, confirmed: ReadonlyArray<{ list: string }>): Promise<void> {
  for (const list of new Set(confirmed.map((m) => m.list).filter(welcomed))) {
    await queueBulk(tx, queue, "welcome", `welcome:${list}:`, oneRecipient(subscriberId), { list }, host);
  }
}

/** What the welcome says, read as it is sent (the place moves with referrals). */
export async function welcomeContent(db: Db, config: Config, subscriberId: number, publicId: string, payload: Record<string, unknown>): Promise<Extract<MessageContent, { kind: "welcome" }>> {
  const list = payload.list === "newsletter" ? "newsletter" : "launch";
  const view = await referralViewOf({ db, config }, { id: subscriberId, publicId });
  return { kind: "welcome", list, shareLink: view.link, referralPageUrl: `${config.PUBLIC_URL}${view.page}`, place: list === "launch" ? (view.place?.place ?? null) : null };
}

/** Dropped unsent once the person is no longer an active member of the list it welcomes them to. */
export async function welcomeUntrue(db: Db, subscriberId: number, payload: Record<string, unknown>): Promise<boolean> {
  return !(await memberships(db, subscriberId, "active")).some((m) => m.list === payload.list);
}

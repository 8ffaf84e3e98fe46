import type { Config } from "../config.ts";
import type { Db, Executor } from "../db/client.ts";
import { endPause, insertPause } from "../db/campaign-pauses.ts";
import { insertMailEvent, softBouncesSinceLift } from "../db/mail-events.ts";
import { clearUndeliverable, findSubscriberByEmail, lockSubscriber, markUndeliverable, markUnsubscribed } from "../db/subscribers.ts";
import { activeSuppressions, addSuppression, markLifted } from "../db/suppressions.ts";
import { endAll } from "../db/subscriptions.ts";
import type { MailEventKind, MailEventSource, SuppressionReason } from "../../lib/schemas/mail-constants.ts";
import { recordWebhookEvent } from "../webhooks/record-event.ts";
import { dropPendingMail, messageCampaign, requeuePaused } from "../db/messages.ts";
import { campaignCounts } from "../db/mail-rates.ts";
import type { MailQueue } from "./queue.ts";

// Bounces and complaints, wherever they come from (the SMTP reply at send time, a relay's webhook),
// end here: recorded once, and the address suppressed when they say so. The worker checks the
// suppression list before every send, so a suppressed address gets nothing of any kind.

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export type MailEventInput = {
  source: MailEventSource;
  /** The relay's id for the event (or the message's, for an SMTP reply): the same key twice is a replay. */
  eventKey: string;
  kind: MailEventKind;
  email: string;
  /** The outbox row the event is about, when known. */
  messageRowId?: number;
  detail?: string;
};

export type MailEventDeps = { db: Db; config: Config; mail: MailQueue };

/** Bulk campaigns pause themselves; mail to one person (a confirmation, a seat) never waits on others' bounces. */
export const isBulkCampaign = (campaign: string | null | undefined) => !!campaign && (campaign === "launch" || campaign.startsWith("newsletter:"));

/**
 * Records a bounce or complaint and applies it, in one transaction: a hard bounce suppresses the
 * address (and marks it undeliverable), a soft bounce counts (MAIL_SOFT_BOUNCE_LIMIT different
 * messages suppress it), a complaint unsubscribes it from every list and suppresses it. False when
 * the event was already recorded (a replay): nothing changes.
 */
export async function recordMailEvent(deps: MailEventDeps, input: MailEventInput): Promise<{ recorded: boolean; suppressed: boolean; paused?: string }> {
  const email = normalizeEmail(input.email);
  const outcome = await deps.db.transaction(async (tx) => {
    const campaign = input.messageRowId === undefined ? null : await messageCampaign(tx, input.messageRowId);
    const inserted = await insertMailEvent(tx, { source: input.source, eventKey: input.eventKey, kind: input.kind, email, messageId: input.messageRowId ?? null, campaign, detail: input.detail?.slice(0, 500) ?? null });
    if (!inserted) return { recorded: false, suppressed: false, campaign };
    let reason: SuppressionReason | undefined;
    if (input.kind === "hard_bounce") reason = "hard_bounce";
    else if (input.kind === "complaint") reason = "complaint";
    else if ((await softBouncesSinceLift(tx, email)) >= deps.config.MAIL_SOFT_BOUNCE_LIMIT) reason = "soft_bounces";
    if (reason) await suppress(tx, deps, email, reason, `${input.source}: ${input.detail ?? input.kind}`.slice(0, 500));
    return { recorded: true, suppressed: reason !== undefined, campaign };
  });
  if (!outcome.recorded || !isBulkCampaign(outcome.campaign)) return { recorded: outcome.recorded, suppressed: outcome.suppressed };
  const paused = await pauseIfOverLimit(deps.db, deps.config, outcome.campaign!);
  return { recorded: true, suppressed: outcome.suppressed, ...(paused ? { paused: outcome.campaign! } : {}) };
}

/** Puts the address on the suppression list (once) and acts on it: undeliverable, off every list for a complaint, pending mail dropped. */
async function suppress(tx: Executor, deps: MailEventDeps, email: string, reason: SuppressionReason, detail: string): Promise<void> {
  await addSuppression(tx, email, reason, detail);
  const sub = await findSubscriberByEmail(tx, email);
  if (!sub) return;
  const subscriber = await lockSubscriber(tx, sub.id);
  if (!subscriber) return;
  if (reason !== "complaint") {
    await markUndeliverable(tx, sub.id);
  } else {
    // Marking a message as spam is the strongest "stop": the same as the unsubscribe link, from every list.
    if (subscriber.status !== "unsubscribed") await recordWebhookEvent(tx, deps.mail, "subscriber.unsubscribed", { email });
    await markUnsubscribed(tx, sub.id);
    await endAll(tx, sub.id);
  }
  await dropPendingMail(tx, sub.id);
}

/** Whether the address is on the suppression list now. */
export async function isSuppressed(db: Executor, email: string): Promise<boolean> {
  return (await suppressedAmong(db, [email])).size > 0;
}

/** Which of these addresses are on the suppression list now (normalised), in one query: an import's batch. */
export async function suppressedAmong(db: Executor, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  return activeSuppressions(db, emails.map(normalizeEmail));
}

/**
 * The operator lifts a suppression: the row keeps its reason and records when and why it was lifted,
 * and the address may be written to again (list mail still needs its confirmed lists). `why` as
 * liftReason (app/lib/schemas/suppressions.ts) read it.
 */
export async function liftSuppression(db: Db, id: number, why: string): Promise<{ email: string } | undefined> {
  return db.transaction(async (tx) => {
    const row = await markLifted(tx, id, why);
    if (!row) return undefined;
    await clearUndeliverable(tx, row.email);
    return row;
  });
}

// The console's export and the API read the list through here.
export { listSuppressions, type SuppressionRow } from "../db/suppressions.ts";

/** The fewest messages a rate is judged on: one bounce in the first three says little. */
const MIN_SAMPLE = 10;

/**
 * Pauses a bulk campaign whose bounce or complaint rate passed its limit within its first
 * MAIL_PAUSE_WINDOW messages (after that the campaign has proved itself). True if it paused now.
 */
export async function pauseIfOverLimit(db: Db, config: Config, campaign: string): Promise<boolean> {
  const c = await campaignCounts(db, campaign);
  // A campaign smaller than the sample is over before its rate says anything.
  if (c.attempted === 0 || c.attempted > config.MAIL_PAUSE_WINDOW || c.total < MIN_SAMPLE) return false;
  // Judged as if the first messages not yet sent all arrive: never above the rate the campaign can end its first MIN_SAMPLE with.
  const base = Math.max(c.attempted, MIN_SAMPLE);
  const bounceRate = (100 * c.bounces) / base;
  const complaintRate = (100 * c.complaints) / base;
  const reason =
    bounceRate > config.MAIL_PAUSE_BOUNCE_PERCENT
      ? `bounce rate ${bounceRate.toFixed(1)} % after ${c.attempted} messages (limit ${config.MAIL_PAUSE_BOUNCE_PERCENT} %)`
      : complaintRate > config.MAIL_PAUSE_COMPLAINT_PERCENT
        ? `complaint rate ${complaintRate.toFixed(2)} % after ${c.attempted} messages (limit ${config.MAIL_PAUSE_COMPLAINT_PERCENT} %)`
        : undefined;
  if (!reason) return false;
  // Paused once: a campaign the operator resumed is not paused again by the same early rate.
  return insertPause(db, campaign, reason);
}

/** Resume: the campaign's held messages are queued again (each with a new job, in one transaction); returns how many. */
export async function resumeCampaign(db: Db, queue: MailQueue, campaign: string): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    if (!(await endPause(tx, campaign))) return undefined;
    const ids = await requeuePaused(tx, campaign);
    await queue.enqueue(tx, ids);
    return ids.length;
  });
}

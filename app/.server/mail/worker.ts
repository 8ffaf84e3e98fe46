import type { JobResult, JobWithMetadata, PgBoss } from "pg-boss";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { hitRateLimit } from "../hit-rate-limit.ts";
import { readLaunchDate } from "../db/site-content.ts";
import { coursePath, courseState, type CourseState, type CourseStatus } from "../../lib/schemas/course.ts";
import { SEAT_HOLDER_KINDS, TRANSACTIONAL_KINDS } from "../../lib/schemas/mail-constants.ts";
import { findCourse } from "../db/courses.ts";
import { seatConfirmUnneeded, seatHolderMail, seatMessageUntrue } from "../seats/seat-message.ts";
import { memberships } from "../db/subscriptions.ts";
import { listLabel } from "../../lib/copy/subscription.ts";
import type { Logger } from "../logger.ts";
import { maskEmail } from "../logger.ts";
import { claimMessage, sweepLapsedClaims, type ClaimedMessage } from "./claims.ts";
import { heldByLiveClaim, holdForPause, renewClaim, settleClaim } from "../db/message-claims.ts";
import { coverPendingRequests } from "./outbox.ts";
import { getNewsletter } from "../db/newsletters.ts";
import { recordMailEvent } from "./suppression.ts";
import { readBounceMailbox } from "./bounce-mailbox.ts";
import { returnPathFor } from "./return-path.ts";
import { MAIL_QUEUE, mailQueue, type QueueTuning } from "./queue.ts";
import { renderMessage, type Links, type MessageContent } from "./templates.ts";
import { newsletterAudience } from "../announcements/newsletter-audience.ts";
import { demandAlertContent, demandAlertSettingsUrl } from "../demand-alerts/alert-mail.ts";
import { accountNoticeContent, lockMailContent } from "../operators/lock-mail.ts";
import { linkMailContent } from "../operators/links.ts";
import { invitationContent, invitationUntrue } from "../launch/invitation-mail.ts";
import { welcomeContent, welcomeUntrue } from "../subscriptions/welcome.ts";
import { sequenceContent, sequenceUntrue } from "../subscriptions/sequence.ts";
import { clickToken, confirmToken, preferencesToken, seatToken, unsubscribeToken } from "./tokens.ts";
import { describeFailure, isPermanentFailure, isSoftBounce, type MailTransport, type OutgoingMail } from "./transport.ts";

type WorkerDeps = { boss: PgBoss; db: Db; config: Config; log: Logger; transport: MailTransport; tuning: QueueTuning; batchSize?: number; concurrency?: number };
type Outcome = "done" | "retry";

/**
 * The course as a message shows it, read at send time: its page (notices queued before courses had
 * pages carry only the id), its status, and its state as its page shows it now (a class opened for
 * seats may be full by the time the message goes).
 */
async function courseNow(db: Db, config: Config, courseId: number): Promise<{ url: string; status: CourseStatus | undefined; state: CourseState | undefined }> {
  const course = await findCourse(db, courseId);
  if (!course) return { url: `${config.PUBLIC_URL}/#courses`, status: undefined, state: undefined };
  return { url: `${config.PUBLIC_URL}${coursePath(course.slug)}`, status: course.status, state: courseState(course) };
}

/** The random part of a Message-ID (`<uuid@host>`): what an unsubscribe link names its message by. */
export const messageKey = (messageId: string) => messageId.slice(1, messageId.indexOf("@"));

/** Builds the message for a claimed row: content from its kind and payload, headers of the bulk-sender rules. */
export async function composeMail(db: Db, config: Config, m: ClaimedMessage): Promise<OutgoingMail> {
  // Mail to the operator is stopped where it was asked for (the console's Demand alerts), not by a subscriber's link.
  const subscriber = m.subscriberPublicId;
  // The link names this message too (its Message-ID's random part), so leaving is counted for its campaign (campaign_unsubscribes).
  const unsubscribeUrl =
    subscriber === null ? demandAlertSettingsUrl(config) : `${config.PUBLIC_URL}/unsubscribe?token=${unsubscribeToken(config, subscriber)}&m=${messageKey(m.messageId)}`;
  const preferencesUrl = subscriber === null ? demandAlertSettingsUrl(config) : `${config.PUBLIC_URL}/preferences?token=${preferencesToken(config, subscriber)}`;
  const links: Links = { publicUrl: config.PUBLIC_URL, supportEmail: config.SUPPORT_EMAIL, unsubscribeUrl, preferencesUrl };
  let content: MessageContent;
  let attachments: OutgoingMail["attachments"];
  const p = m.payload as Record<string, unknown>;
  switch (m.kind) {
    case "confirm": {
      // It covers what is pending now, and its link confirms exactly that (the page's wording too).
      const covered = new Set(await coverPendingRequests(db, m.id, m.subscriberId!));
      const [all, launchDate] = await Promise.all([memberships(db, m.subscriberId!), readLaunchDate(db)]);
      const label = (x: (typeof all)[number]) => listLabel(x, launchDate);
      const key = m.dedupeKey.slice("confirm:".length);
      content = {
        kind: "confirm",
        confirmed: m.subscriberStatus === "confirmed",
        pending: all.filter((x) => covered.has(x.id)).map(label),
        active: all.filter((x) => x.state === "active").map(label),
        confirmUrl: `${config.PUBLIC_URL}/confirm?token=${confirmToken(config, key)}`,
      };
      break;
    }
    case "course_opened": {
      const course = await courseNow(db, config, Number(p.courseId));
      content = { kind: "course_opened", courseId: Number(p.courseId), courseTitle: String(p.courseTitle), courseUrl: course.url, full: course.state === "full" };
      break;
    }
    case "asked_class_open": {
      const course = await courseNow(db, config, Number(p.courseId));
      content = { kind: "asked_class_open", courseTitle: String(p.courseTitle), courseUrl: course.url, offer: course.state === "open_for_seats" ? "seats" : course.state === "full" ? "waitlist" : "class" };
      break;
    }
    case "seat_confirm":
      content = {
        kind: m.kind,
        courseTitle: String(p.courseTitle),
        seatUrl: `${config.PUBLIC_URL}/seats?token=${seatToken(config, String(p.seatPublicId))}`,
        // Said from the subject on: the class is full as the message goes, so the click joins its waitlist.
        waitlist: ((await findCourse(db, Number(p.courseId)))?.seats_left ?? 1) === 0,
      };
      break;
    case "seat_granted":
    case "seat_receipt":
    case "seat_reminder":
    case "seat_rescheduled": {
      const seat = await seatHolderMail(db, config, m.kind, p);
      content = seat.content;
      attachments = seat.attachments;
      break;
    }
    case "launch":
      content = { kind: "launch" };
      break;
    case "demand_alert":
      content = demandAlertContent(config, p);
      break;
    case "account_locked":
      content = lockMailContent(config, p);
      break;
    case "account_notice":
      content = accountNoticeContent(config, p);
      break;
    case "operator_invitation":
    case "password_reset":
      content = linkMailContent(config, m.kind, p);
      break;
    case "invitation":
      content = await invitationContent(db, config, p);
      break;
    case "welcome":
      content = await welcomeContent(db, config, m.subscriberId!, m.subscriberPublicId!, p);
      break;
    case "newsletter": {
      const letter = await getNewsletter(db, Number(p.newsletterId));
      if (!letter) throw new Error(`newsletter ${String(p.newsletterId)} not found`);
      content = { kind: "newsletter", subject: letter.subject, markdown: letter.markdown, audience: await newsletterAudience(db, letter.segment) };
      // Its links count clicks per campaign through our own redirect (/r/…), never a third party's.
      links.track = (url, link) => `${config.PUBLIC_URL}/r/${clickToken(config, m.id, link, url)}`;
      break;
    }
    case "sequence":
      // A step of a list's sequence: the newsletter's template for its list, its links counted the same way.
      content = await sequenceContent(db, p);
      links.track = (url, link) => `${config.PUBLIC_URL}/r/${clickToken(config, m.id, link, url)}`;
      break;
  }
  const rendered = renderMessage(content, links);
  // No one-click unsubscribe for the operator's own alert: it is switched off in the console.
  const headers: Record<string, string> =
    subscriber === null
      ? {}
      : {
          "List-Unsubscribe": `<${unsubscribeUrl}>, <mailto:${config.SUPPORT_EMAIL}?subject=unsubscribe>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        };
  if (rendered.listId) headers["List-Id"] = rendered.listId;
  // A Return-Path of its own, so a bounce sent back names this message.
  const returnPath = returnPathFor(config, m.id);
  return {
    ...(returnPath ? { envelope: { from: returnPath, to: m.email } } : {}),
    from: config.MAIL_FROM,
    to: m.email,
    replyTo: config.SUPPORT_EMAIL,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    messageId: m.messageId,
    date: new Date(),
    headers,
    ...(attachments ? { attachments } : {}),
  };
}

/** A message whose news is no longer true: "a class you asked for is open" about a course closed since it was queued. */
async function untrueNow(db: Db, config: Config, m: ClaimedMessage): Promise<boolean> {
  // A holder's messages are the seat's own service, true while the seat is held: an unsubscribe
  // leaves them (a seat is not a list; the unsubscribe page offers to release it), a released seat ends them.
  if (SEAT_HOLDER_KINDS.has(m.kind)) return seatMessageUntrue(db, m.kind, m.payload as Record<string, unknown>);
  // A seat's link whose seat was confirmed or released since it was asked for (a held one, due a day later).
  if (m.kind === "seat_confirm") return seatConfirmUnneeded(db, m.payload as Record<string, unknown>, m.createdAt);
  // A welcome to a list the person has left since they confirmed it.
  if (m.kind === "welcome") return welcomeUntrue(db, m.subscriberId!, m.payload as Record<string, unknown>);
  // A sequence step removed since, or to someone who has left its list.
  if (m.kind === "sequence") return sequenceUntrue(db, m.subscriberId!, m.payload as Record<string, unknown>);
  // An invitation to someone who left the launch list since the wave took them.
  if (m.kind === "invitation") return invitationUntrue(db, m.payload as Record<string, unknown>);
  if (m.kind !== "asked_class_open") return false;
  const { status } = await courseNow(db, config, Number((m.payload as Record<string, unknown>).courseId));
  return status === undefined || status === "closed";
}

/** Waits for a slot of the shared send rate (MAIL_RATE per second across all workers; 0 = no limit). */
async function throttle(db: Db, perSecond: number): Promise<void> {
  if (perSecond <= 0) return;
  for (;;) {
    const { allowed, retryAfterSeconds } = await hitRateLimit(db, "mail:send", perSecond, 1000);
    if (allowed) return;
    await new Promise((r) => setTimeout(r, Math.min(retryAfterSeconds * 1000, 1000 - (Date.now() % 1000) + 5)));
  }
}

/**
 * Delivers one message. A message is sent at most once per successful SMTP transaction: only the
 * worker that claimed it sends it, and a sent row is never claimed again. Mail for an address
 * that unsubscribed, is undeliverable, or (for list mail) is not confirmed is dropped unsent, as
 * is news that has stopped being true (untrueNow).
 * "retry": the job comes back later (a transient failure, or another worker's live claim, which
 * may yet die with it); "done": the row is final, or queued again by other means.
 */
export async function deliver(deps: WorkerDeps, messageId: number, finalAttempt: boolean): Promise<Outcome> {
  const { db, config, log, transport, tuning } = deps;
  const m = await claimMessage(db, messageId, tuning.leaseSeconds);
  if (!m) return (await heldByLiveClaim(db, messageId)) ? "retry" : "done";
  const mlog = log.child({ messageId: m.id, kind: m.kind, email: maskEmail(m.email) });
  const events = { db, config, mail: mailQueue(deps.boss) };
  const settle = async (status: Parameters<typeof settleClaim>[3], error?: string) => {
    if (!(await settleClaim(db, m.id, m.attempts, status, error))) mlog.warn({ status }, "claim lost before settling: another worker has the message");
  };
  // A confirmation (or a seat's message) answers the person's own request, whatever the address's
  // history; list mail needs a confirmed address, and news that is still true.
  // A suppressed address (bounced, complained) gets nothing, whatever the kind: this is the one check every message passes.
  const wanted = !m.undeliverable && !m.suppressed && (TRANSACTIONAL_KINDS.has(m.kind) || m.subscriberStatus === "confirmed") && !(await untrueNow(db, config, m));
  if (!wanted) {
    await settle("dropped");
    mlog.info({ subscriberStatus: m.subscriberStatus, suppressed: m.suppressed }, "mail dropped: no longer wanted");
    return "done";
  }
  if (m.campaignPaused && (await holdForPause(db, m.id, m.attempts))) {
    // Held, not lost: Resume queues the campaign's paused messages again.
    mlog.info({ campaign: m.campaign }, "mail held: its campaign is paused");
    return "done";
  }
  // The claim lives as long as this worker does: renewed while it waits for a rate slot or a slow SMTP server.
  const renew = setInterval(() => {
    renewClaim(db, m.id, m.attempts, tuning.leaseSeconds).catch((err: unknown) => mlog.warn({ err }, "could not renew the claim"));
  }, (tuning.leaseSeconds * 1000) / 3);
  try {
    const mail = await composeMail(db, config, m);
    await throttle(db, config.MAIL_RATE);
    await transport.send(mail);
  } catch (err) {
    clearInterval(renew);
    const reason = describeFailure(err);
    if (isPermanentFailure(err)) {
      await settle("failed", reason);
      // A 5xx is a hard bounce: the address is suppressed for every kind of mail at once.
      const { paused } = await recordMailEvent(events, { source: "smtp", eventKey: `smtp:${m.messageId}:hard`, kind: "hard_bounce", email: m.email, messageRowId: m.id, detail: reason });
      mlog.warn({ err, paused }, "permanent delivery failure: address suppressed");
      return "done";
    }
    if (isSoftBounce(err)) {
      // Counted once per message however often it is retried: greylisting answers 4xx to every first try.
      const { suppressed } = await recordMailEvent(events, { source: "smtp", eventKey: `smtp:${m.messageId}:soft`, kind: "soft_bounce", email: m.email, messageRowId: m.id, detail: reason });
      if (suppressed) {
        await settle("dropped", reason);
        mlog.warn({ err }, "soft bounce limit reached: address suppressed");
        return "done";
      }
    }
    await settle(finalAttempt ? "failed" : "retrying", reason);
    mlog.warn({ err, attempt: m.attempts, finalAttempt }, "transient delivery failure");
    return finalAttempt ? "done" : "retry";
  }
  clearInterval(renew);
  // Straight after the SMTP server's acceptance, one statement: the only window for a resend.
  await settle("sent");
  mlog.info("mail sent");
  return "done";
}

/** Messages a batch may hold: at MAIL_RATE, a full batch is sent within half a lease (so its jobs do not expire in hand). */
export function batchSizeFor(mailRate: number, leaseSeconds: number, max = 25): number {
  if (mailRate <= 0) return max;
  return Math.min(max, Math.max(1, Math.floor((mailRate * leaseSeconds) / 2)));
}

/**
 * Runs `work` on every item, at most `limit` at a time, and gives the results in the items' order.
 * A batch's messages wait mostly on the database and the SMTP server, not on this process: one at a
 * time left the SMTP pool's other connections idle.
 */
export async function eachBounded<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const runner = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, runner));
  return results;
}

/**
 * Starts taking mail jobs and sweeping lapsed claims (every worker sweeps; a row is taken once).
 * stop() waits for the batch in hand to finish.
 */
export async function startMailWorker(deps: WorkerDeps): Promise<{ stop(): Promise<void> }> {
  const { boss, tuning, log } = deps;
  const batchSize = deps.batchSize ?? batchSizeFor(deps.config.MAIL_RATE, tuning.leaseSeconds);
  const concurrency = deps.concurrency ?? deps.config.MAIL_CONCURRENCY;
  const queue = mailQueue(boss);
  const sweepClaims = async () => {
    try {
      const { requeued, failed } = await sweepLapsedClaims(deps.db, queue, tuning.retryLimit + 1);
      if (requeued.length > 0 || failed.length > 0) log.warn({ requeued, failed }, "messages whose worker stopped mid-send are queued again");
    } catch (err) {
      log.error({ err }, "sweeping lapsed mail claims failed");
    }
  };
  const maildir = deps.config.MAIL_BOUNCE_MAILDIR;
  const events = { db: deps.db, config: deps.config, mail: queue, log };
  const sweep = async () => {
    await sweepClaims();
    if (!maildir) return;
    try {
      await readBounceMailbox(events, maildir);
    } catch (err) {
      log.error({ err }, "reading the bounce mailbox failed");
    }
  };
  let sweeping: Promise<void> = sweep();
  await sweeping;
  const sweeper = setInterval(() => {
    sweeping = sweep();
  }, tuning.superviseIntervalSeconds * 1000);
  await boss.work(
    MAIL_QUEUE,
    { batchSize, pollingIntervalSeconds: 0.5, burstWhenBatchFull: true, perJobResults: true, includeMetadata: true },
    // A few of the batch's messages at a time (MAIL_CONCURRENCY). Each is still sent once: a message
    // is sent only by the claim that won its row (claimMessage), whichever job or worker asks, and
    // every send waits for its slot of the shared MAIL_RATE, counted in the database.
    async (jobs: JobWithMetadata<{ messageId: number }>[]): Promise<JobResult[]> =>
      eachBounded(jobs, concurrency, async (job): Promise<JobResult> => {
        try {
          const outcome = await deliver(deps, Number(job.data.messageId), job.retryCount >= job.retryLimit);
          return { id: job.id, status: outcome === "retry" ? "failed" : "completed" };
        } catch (err) {
          // This job only (tried again later): its batch's other messages, in flight beside it, go on.
          log.error({ err, messageId: job.data.messageId }, "delivering a message failed");
          return { id: job.id, status: "failed", output: { error: describeFailure(err) } };
        }
      }),
  );
  log.info({ transport: deps.transport.kind, batchSize, concurrency, leaseSeconds: tuning.leaseSeconds }, "mail worker started");
  return {
    stop: async () => {
      clearInterval(sweeper);
      await sweeping; // not cut off by the database closing after stop()
      await boss.offWork(MAIL_QUEUE, { wait: true });
    },
  };
}

import { eq } from "drizzle-orm";
import type { JobResult, JobWithMetadata, PgBoss } from "pg-boss";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { hitRateLimit } from "../db/rate-limits.ts";
import { readLaunchDate } from "../db/site-content.ts";
import { courses } from "../db/schema.ts";
import { coursePath, type CourseStatus } from "../../lib/schemas/course.ts";
import { TRANSACTIONAL_KINDS } from "../../lib/schemas/mail-constants.ts";
import { memberships } from "../db/subscriptions.ts";
import { listLabel } from "../../lib/copy/subscription.ts";
import type { Logger } from "../logger.ts";
import { maskEmail } from "../logger.ts";
import { claimMessage, heldByLiveClaim, renewClaim, settleClaim, sweepLapsedClaims, type ClaimedMessage } from "./claims.ts";
import { coverPendingRequests, getNewsletter, markUndeliverable } from "./outbox.ts";
import { MAIL_QUEUE, mailQueue, type QueueTuning } from "./queue.ts";
import { renderMessage, type MessageContent } from "./templates.ts";
import { confirmToken, seatToken, unsubscribeToken } from "./tokens.ts";
import { describeFailure, isPermanentFailure, type MailTransport, type OutgoingMail } from "./transport.ts";

type WorkerDeps = { boss: PgBoss; db: Db; config: Config; log: Logger; transport: MailTransport; tuning: QueueTuning; batchSize?: number };
type Outcome = "done" | "retry";

/** The course as a message shows it, read at send time: its page (notices queued before courses had pages carry only the id) and its status. */
async function courseNow(db: Db, config: Config, courseId: number): Promise<{ url: string; status: CourseStatus | undefined }> {
  const [row] = await db.select({ slug: courses.slug, status: courses.status }).from(courses).where(eq(courses.id, courseId));
  return row ? { url: `${config.PUBLIC_URL}${coursePath(row.slug)}`, status: row.status } : { url: `${config.PUBLIC_URL}/#courses`, status: undefined };
}

/** Builds the message for a claimed row: content from its kind and payload, headers of the bulk-sender rules. */
export async function composeMail(db: Db, config: Config, m: ClaimedMessage): Promise<OutgoingMail> {
  const unsubscribeUrl = `${config.PUBLIC_URL}/unsubscribe?token=${unsubscribeToken(config, m.subscriberPublicId)}`;
  const links = { publicUrl: config.PUBLIC_URL, supportEmail: config.SUPPORT_EMAIL, unsubscribeUrl };
  let content: MessageContent;
  const p = m.payload as Record<string, unknown>;
  switch (m.kind) {
    case "confirm": {
      // It covers what is pending now, and its link confirms exactly that (the page's wording too).
      const covered = new Set(await coverPendingRequests(db, m.id, m.subscriberId));
      const [all, launchDate] = await Promise.all([memberships(db, m.subscriberId), readLaunchDate(db)]);
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
    case "course_opened":
      content = {
        kind: "course_opened",
        courseId: Number(p.courseId),
        courseTitle: String(p.courseTitle),
        courseUrl: (await courseNow(db, config, Number(p.courseId))).url,
      };
      break;
    case "asked_class_open": {
      const course = await courseNow(db, config, Number(p.courseId));
      content = { kind: "asked_class_open", courseTitle: String(p.courseTitle), courseUrl: course.url, seatsOpen: course.status === "opened" };
      break;
    }
    case "seat_confirm":
    case "seat_granted":
      content = {
        kind: m.kind,
        courseTitle: String(p.courseTitle),
        seatUrl: `${config.PUBLIC_URL}/seats?token=${seatToken(config, String(p.seatPublicId))}`,
      };
      break;
    case "launch":
      content = { kind: "launch" };
      break;
    case "newsletter": {
      const letter = await getNewsletter(db, Number(p.newsletterId));
      if (!letter) throw new Error(`newsletter ${String(p.newsletterId)} not found`);
      content = { kind: "newsletter", subject: letter.subject, markdown: letter.markdown };
      break;
    }
  }
  const rendered = renderMessage(content, links);
  const headers: Record<string, string> = {
    "List-Unsubscribe": `<${unsubscribeUrl}>, <mailto:${config.SUPPORT_EMAIL}?subject=unsubscribe>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
  if (rendered.listId) headers["List-Id"] = rendered.listId;
  return {
    from: config.MAIL_FROM,
    to: m.email,
    replyTo: config.SUPPORT_EMAIL,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    messageId: m.messageId,
    date: new Date(),
    headers,
  };
}

/** A message whose news is no longer true: "a class you asked for is open" about a course closed since it was queued. */
async function untrueNow(db: Db, config: Config, m: ClaimedMessage): Promise<boolean> {
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
  const settle = async (status: Parameters<typeof settleClaim>[3], error?: string) => {
    if (!(await settleClaim(db, m.id, m.attempts, status, error))) mlog.warn({ status }, "claim lost before settling: another worker has the message");
  };
  // A confirmation (or a seat's message) answers the person's own request, whatever the address's
  // history; list mail needs a confirmed address, and news that is still true.
  const wanted = !m.undeliverable && (TRANSACTIONAL_KINDS.has(m.kind) || m.subscriberStatus === "confirmed") && !(await untrueNow(db, config, m));
  if (!wanted) {
    await settle("dropped");
    mlog.info({ subscriberStatus: m.subscriberStatus }, "mail dropped: no longer wanted");
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
      await markUndeliverable(db, m.subscriberId);
      mlog.warn({ err }, "permanent delivery failure: address marked undeliverable");
      return "done";
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
 * Starts taking mail jobs and sweeping lapsed claims (every worker sweeps; a row is taken once).
 * stop() waits for the batch in hand to finish.
 */
export async function startMailWorker(deps: WorkerDeps): Promise<{ stop(): Promise<void> }> {
  const { boss, tuning, log } = deps;
  const batchSize = deps.batchSize ?? batchSizeFor(deps.config.MAIL_RATE, tuning.leaseSeconds);
  const queue = mailQueue(boss);
  const sweep = async () => {
    try {
      const { requeued, failed } = await sweepLapsedClaims(deps.db, queue, tuning.retryLimit + 1);
      if (requeued.length > 0 || failed.length > 0) log.warn({ requeued, failed }, "messages whose worker stopped mid-send are queued again");
    } catch (err) {
      log.error({ err }, "sweeping lapsed mail claims failed");
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
    async (jobs: JobWithMetadata<{ messageId: number }>[]): Promise<JobResult[]> => {
      const results: JobResult[] = [];
      for (const job of jobs) {
        const outcome = await deliver(deps, Number(job.data.messageId), job.retryCount >= job.retryLimit);
        results.push({ id: job.id, status: outcome === "retry" ? "failed" : "completed" });
      }
      return results;
    },
  );
  log.info({ transport: deps.transport.kind, batchSize, leaseSeconds: tuning.leaseSeconds }, "mail worker started");
  return {
    stop: async () => {
      clearInterval(sweeper);
      await sweeping; // not cut off by the database closing after stop()
      await boss.offWork(MAIL_QUEUE, { wait: true });
    },
  };
}

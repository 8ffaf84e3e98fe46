import type { JobResult, JobWithMetadata, PgBoss } from "pg-boss";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { hitRateLimit } from "../db/rate-limits.ts";
import { memberships } from "../db/subscriptions.ts";
import { listLabel } from "../../lib/copy/subscription.ts";
import type { Logger } from "../logger.ts";
import { maskEmail } from "../logger.ts";
import { claimMessage, coverPendingRequests, getNewsletter, markUndeliverable, settleMessage, type ClaimedMessage } from "./outbox.ts";
import { MAIL_QUEUE, type QueueTuning } from "./queue.ts";
import { renderMessage, type MessageContent } from "./templates.ts";
import { confirmToken, unsubscribeToken } from "./tokens.ts";
import { describeFailure, isPermanentFailure, type MailTransport, type OutgoingMail } from "./transport.ts";

type WorkerDeps = { boss: PgBoss; db: Db; config: Config; log: Logger; transport: MailTransport; tuning: QueueTuning; batchSize?: number };
type Outcome = "done" | "retry";

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
      const all = await memberships(db, m.subscriberId);
      const key = m.dedupeKey.slice("confirm:".length);
      content = {
        kind: "confirm",
        confirmed: m.subscriberStatus === "confirmed",
        pending: all.filter((x) => covered.has(x.id)).map(listLabel),
        active: all.filter((x) => x.state === "active").map(listLabel),
        confirmUrl: `${config.PUBLIC_URL}/confirm?token=${confirmToken(config, key)}`,
      };
      break;
    }
    case "course_opened":
      content = { kind: "course_opened", courseId: Number(p.courseId), courseTitle: String(p.courseTitle) };
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
 * that unsubscribed, is undeliverable, or (for list mail) is not confirmed is dropped unsent.
 */
export async function deliver(deps: WorkerDeps, messageId: number, finalAttempt: boolean): Promise<Outcome> {
  const { db, config, log, transport } = deps;
  const m = await claimMessage(db, messageId, deps.tuning.leaseSeconds);
  if (!m) return "done";
  const mlog = log.child({ messageId: m.id, kind: m.kind, email: maskEmail(m.email) });
  // A confirmation answers a request, whatever the address's history; list mail needs a confirmed address.
  const wanted = !m.undeliverable && (m.kind === "confirm" || m.subscriberStatus === "confirmed");
  if (!wanted) {
    await settleMessage(db, m.id, "dropped");
    mlog.info({ subscriberStatus: m.subscriberStatus }, "mail dropped: no longer wanted");
    return "done";
  }
  try {
    const mail = await composeMail(db, config, m);
    await throttle(db, config.MAIL_RATE);
    await transport.send(mail);
  } catch (err) {
    const reason = describeFailure(err);
    if (isPermanentFailure(err)) {
      await settleMessage(db, m.id, "failed", reason);
      await markUndeliverable(db, m.subscriberId);
      mlog.warn({ err }, "permanent delivery failure: address marked undeliverable");
      return "done";
    }
    await settleMessage(db, m.id, finalAttempt ? "failed" : "retrying", reason);
    mlog.warn({ err, attempt: m.attempts, finalAttempt }, "transient delivery failure");
    return finalAttempt ? "done" : "retry";
  }
  await settleMessage(db, m.id, "sent");
  mlog.info("mail sent");
  return "done";
}

/** Starts taking mail jobs; stop() waits for the batch in hand to finish. */
export async function startMailWorker(deps: WorkerDeps): Promise<{ stop(): Promise<void> }> {
  const batchSize = deps.batchSize ?? 25;
  await deps.boss.work(
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
  deps.log.info({ transport: deps.transport.kind, batchSize }, "mail worker started");
  return {
    stop: () => deps.boss.offWork(MAIL_QUEUE, { wait: true }),
  };
}

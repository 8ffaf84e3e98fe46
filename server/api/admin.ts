import { timingSafeEqual, createHash } from "node:crypto";
import { Router, type RequestHandler } from "express";
import type { Config } from "../../app/.server/config.ts";
import type { Db } from "../../app/.server/db/client.ts";
import { hitRateLimit } from "../../app/.server/db/rate-limits.ts";
import type { Logger } from "../../app/.server/logger.ts";
import { retryFailedMessages } from "../../app/.server/admin/mail.ts";
import { openCourse, outboxCounts, queueLaunch, queueNewsletter } from "../../app/.server/mail/outbox.ts";
import type { MailQueue } from "../../app/.server/mail/queue.ts";
import { parseRowId } from "../../app/lib/input.ts";
import { newsletterSchema } from "../../app/lib/schemas.ts";
import { parseBody, sendError } from "./http.ts";

export type AdminApiDeps = { config: Config; log: Logger; db: Db; mail: MailQueue };


const digest = (s: string) => createHash("sha256").update(s).digest();

/** Bearer ADMIN_TOKEN, compared in constant time; wrong tokens are rate limited per IP. */
function requireToken({ config, db }: AdminApiDeps): RequestHandler {
  const expected = digest(config.ADMIN_TOKEN ?? "");
  return async (req, res, next) => {
    const header = req.headers.authorization ?? "";
    const given = header.startsWith("Bearer ") ? header.slice(7) : "";
    if (given && timingSafeEqual(digest(given), expected)) return next();
    const decision = await hitRateLimit(db, `admin-token:${req.ip}`, 10, 15 * 60_000);
    if (!decision.allowed) {
      res.setHeader("Retry-After", String(decision.retryAfterSeconds));
      sendError(res, 429, "Too many failed attempts. Please try again later.");
      return;
    }
    res.setHeader("WWW-Authenticate", 'Bearer realm="classwish-operator"');
    sendError(res, 401, "A valid operator token is required (Authorization: Bearer <ADMIN_TOKEN>).");
  };
}

/** The operator API (`/api/admin/*`); without ADMIN_TOKEN it does not exist (404). */
export function adminApiRouter(deps: AdminApiDeps): Router {
  const { db, mail, log, config } = deps;
  const host = config.publicHost;
  const admin = Router();
  if (!config.ADMIN_TOKEN) {
    admin.use((req, res) => sendError(res, 404, `No API endpoint ${req.method} ${req.originalUrl.split("?")[0]}.`));
    return admin;
  }
  admin.use(requireToken(deps));

  admin.post("/courses/:id/open", async (req, res) => {
    const id = parseRowId(req.params.id);
    if (id === undefined) return sendError(res, 400, "The course id must be a positive whole number.");
    const result = await openCourse(db, mail, id, host);
    if (!result.found) return sendError(res, 404, `No course with id ${id}.`);
    log.info({ courseId: id, queued: result.queued }, "course opened");
    res.json({ queued: result.queued });
  });

  admin.post("/announcements/launch", async (_req, res) => {
    const queued = await queueLaunch(db, mail, host);
    log.info({ queued }, "launch announcement queued");
    res.json({ queued });
  });

  admin.post("/newsletters", async (req, res) => {
    const input = parseBody(newsletterSchema, req.body, res);
    if (!input) return;
    const { newsletterId, queued } = await queueNewsletter(db, mail, input.subject, input.markdown, host);
    log.info({ newsletterId, queued }, "newsletter queued");
    res.status(201).json({ newsletter_id: newsletterId, queued });
  });

  admin.get("/outbox", async (_req, res) => {
    res.json(await outboxCounts(db));
  });

  admin.post("/outbox/retry-failed", async (_req, res) => {
    const queued = await retryFailedMessages(db, mail);
    log.info({ queued }, "failed messages re-queued");
    res.json({ queued });
  });

  admin.use((req, res) => sendError(res, 404, `No API endpoint ${req.method} ${req.originalUrl.split("?")[0]}.`));
  return admin;
}

import { Router, type RequestHandler } from "express";
import { announceLaunch } from "../../app/.server/announcements/announce-launch.ts";
import { sendNewsletter } from "../../app/.server/announcements/send-newsletter.ts";
import { openCourse } from "../../app/.server/courses/open-course.ts";
import { notifyAskers } from "../../app/.server/courses/notify-askers.ts";
import { dryRun } from "../../app/.server/admin/dry-run.ts";
import { tokenLock } from "../../app/.server/admin/lockouts.ts";
import { tooManyRequestsMessage } from "../../app/.server/limits.ts";
import { outboxCounts } from "../../app/.server/mail/outbox.ts";
import { retryFailed } from "../../app/.server/mail/retry-failed.ts";
import { safeEqual } from "../../app/.server/signing.ts";
import { parseRowId } from "../../app/lib/schemas/input.ts";
import { newsletterSchema } from "../../app/lib/schemas/requests.ts";
import { parseBody, sendError, sendJson, type ApiDeps } from "./http.ts";

/**
 * Bearer ADMIN_TOKEN, compared in constant time. Wrong tokens are counted per IP, and the lock is
 * checked first: once locked, even the right token is refused until it lifts.
 */
function requireToken({ config, db }: ApiDeps): RequestHandler {
  return async (req, res, next) => {
    const ip = req.ip ?? "unknown";
    const locked = await tokenLock.lockedFor(db, ip);
    if (locked > 0) {
      res.setHeader("Retry-After", String(locked));
      sendError(res, 429, tooManyRequestsMessage(locked));
      return;
    }
    const header = req.headers.authorization ?? "";
    const given = header.startsWith("Bearer ") ? header.slice(7) : "";
    if (given && safeEqual(given, config.ADMIN_TOKEN ?? "")) return next();
    await tokenLock.recordFailure(db, ip);
    res.setHeader("WWW-Authenticate", 'Bearer realm="classwish-operator"');
    sendError(res, 401, "A valid operator token is required (Authorization: Bearer <ADMIN_TOKEN>).");
  };
}

/** An optional body `{ "dry_run": boolean }`: no body is a real run; undefined when the body is anything else. */
function dryRunFlag(body: unknown): boolean | undefined {
  if (body === undefined) return false;
  if (typeof body !== "object" || body === null || Array.isArray(body)) return undefined;
  const flag = (body as { dry_run?: unknown }).dry_run ?? false;
  return typeof flag === "boolean" ? flag : undefined;
}

/** The operator API (`/api/admin/*`): the console's use cases over HTTP. Without ADMIN_TOKEN it does not exist (404). */
export function adminApiRouter(deps: ApiDeps): Router {
  const { log } = deps;
  const admin = Router();
  if (!deps.config.ADMIN_TOKEN) {
    admin.use((req, res) => sendError(res, 404, `No API endpoint ${req.method} ${req.originalUrl.split("?")[0]}.`));
    return admin;
  }
  admin.use(requireToken(deps));

  admin.post("/courses/:id/open", async (req, res) => {
    const id = parseRowId(req.params.id);
    if (id === undefined) return sendError(res, 400, "The course id must be a positive whole number.");
    const outcome = await openCourse(deps, id);
    if (outcome.kind === "not-found") return sendError(res, 404, `No course with id ${id}.`);
    log.info({ courseId: id, queued: outcome.queued }, "course opened");
    sendJson(res, 200, { queued: outcome.queued });
  });

  // The people who asked for the course (course-audience.ts): { "dry_run": true } counts without sending.
  admin.post("/courses/:id/notify-askers", async (req, res) => {
    const id = parseRowId(req.params.id);
    if (id === undefined) return sendError(res, 400, "The course id must be a positive whole number.");
    const preview = dryRunFlag(req.body);
    if (preview === undefined) return sendError(res, 400, 'The body is optional; if given, it is { "dry_run": true } or { "dry_run": false }.');
    const outcome = preview ? await dryRun(deps, (s) => notifyAskers(s, id)) : await notifyAskers(deps, id);
    if (outcome.kind === "not-found") return sendError(res, 404, `No course with id ${id}.`);
    if (outcome.kind === "closed") return sendError(res, 409, `“${outcome.title}” is closed: only a course that is offered can be announced to the people who asked.`);
    if (preview) return void sendJson(res, 200, { will_send: outcome.queued });
    log.info({ courseId: id, queued: outcome.queued }, "askers notified");
    sendJson(res, 200, { queued: outcome.queued });
  });

  admin.post("/announcements/launch", async (_req, res) => {
    const { queued } = await announceLaunch(deps);
    log.info({ queued }, "launch announcement queued");
    sendJson(res, 200, { queued });
  });

  admin.post("/newsletters", async (req, res) => {
    const input = parseBody(newsletterSchema, req.body, res);
    if (!input) return;
    const { newsletterId, queued } = await sendNewsletter(deps, input);
    log.info({ newsletterId, queued }, "newsletter queued");
    sendJson(res, 201, { newsletter_id: newsletterId, queued });
  });

  admin.get("/outbox", async (_req, res) => {
    sendJson(res, 200, await outboxCounts(deps.db));
  });

  admin.post("/outbox/retry-failed", async (_req, res) => {
    const queued = await retryFailed(deps);
    log.info({ queued }, "failed messages re-queued");
    sendJson(res, 200, { queued });
  });

  admin.use((req, res) => sendError(res, 404, `No API endpoint ${req.method} ${req.originalUrl.split("?")[0]}.`));
  return admin;
}

import { Router, type RequestHandler } from "express";
import { announceLaunch } from "../../app/.server/announcements/announce-launch.ts";
import { cancelNewsletter, scheduledNewsletters, sendNewsletterTo } from "../../app/.server/announcements/send-newsletter.ts";
import { openCourse } from "../../app/.server/courses/open-course.ts";
import { notifyAskers } from "../../app/.server/courses/notify-askers.ts";
import { demandExport, parseDay } from "../../app/.server/admin/demand.ts";
import { dryRun } from "../../app/.server/admin/dry-run.ts";
import { tokenLock } from "../../app/.server/admin/lockouts.ts";
import { tooManyRequestsMessage } from "../../app/.server/limits.ts";
import { outboxCounts } from "../../app/.server/mail/outbox.ts";
import { retryFailed } from "../../app/.server/mail/retry-failed.ts";
import { checkedDnsRecords } from "../../app/.server/mail/dns-records.ts";
import { ratesPerCampaign, ratesPerDay } from "../../app/.server/mail/rates.ts";
import { liftSuppression, listSuppressions, resumeCampaign } from "../../app/.server/mail/suppression.ts";
import { anyOperator } from "../../app/.server/db/operators.ts";
import { adminTokenAttempt, bearerIn, bearerOf } from "../../app/.server/operators/tokens.ts";
import { leastApiRole } from "../../app/lib/admin/permissions.ts";
import { atLeast, roleRefusal } from "../../app/lib/admin/roles.ts";
import { parseRowId, searchText } from "../../app/lib/schemas/input.ts";
import { LIFT_REASON_MAX, liftReason } from "../../app/lib/schemas/suppressions.ts";
import { apiNewsletterSchema } from "../../app/lib/schemas/segments.ts";
import { AUDIT_API_MAX, auditEntries, auditJson, readAuditQuery } from "../../app/.server/admin/audit.ts";
import { noteAudit } from "../audit-trail.ts";
import { jsonBody, parseBody, sendError, sendJson, type ApiDeps } from "./http.ts";
import { importsApiRouter } from "./imports.ts";
import { launchApiRouter } from "./launch.ts";

/**
 * A bearer token: ADMIN_TOKEN (an owner's, compared in constant time) or an operator's named token
 * (operators/tokens.ts). Wrong tokens are counted per IP, and guesses at ADMIN_TOKEN also across
 * addresses (adminTokenAttempt); each lock is checked first: once locked, even the right token is
 * refused until it lifts (a named token is not held by ADMIN_TOKEN's). Then the token's role must reach the
 * endpoint's (lib/admin/permissions.ts). The audit line names the token.
 */
function requireToken({ config, db }: ApiDeps): RequestHandler {
  return async (req, res, next) => {
    const ip = req.ip ?? "unknown";
    const attempt = await tokenLock.attempt(db, ip);
    const locked = attempt.lockedFor;
    if (locked > 0) {
      res.setHeader("Retry-After", String(locked));
      sendError(res, 429, tooManyRequestsMessage(locked));
      return;
    }
    const given = bearerIn(req.headers.authorization);
    const held = await adminTokenAttempt(db, config, given);
    if (held && held.lockedFor > 0) {
      res.setHeader("Retry-After", String(held.lockedFor));
      return sendError(res, 429, `ADMIN_TOKEN is locked after too many wrong tokens, from any address: ${tooManyRequestsMessage(held.lockedFor)} Named tokens still work.`);
    }
    const bearer = await bearerOf(db, config, given);
    if (bearer.kind !== "unknown") noteAudit(res, { actor: bearer.kind === "revoked" ? `${bearer.label} (revoked)` : bearer.label });
    if (bearer.kind === "valid") {
      await attempt.succeeded();
      await held?.succeeded();
      const least = leastApiRole(req.method, req.path);
      if (!atLeast(bearer.role, least)) return sendError(res, 403, roleRefusal(bearer.role, least));
      return next();
    }
    res.setHeader("WWW-Authenticate", 'Bearer realm="classwish-operator"');
    if (bearer.kind === "revoked") return sendError(res, 401, "This token was revoked (or its operator disabled): make a new one in the console.");
    sendError(res, 401, "A valid operator token is required (Authorization: Bearer <token>).");
  };
}

/** An optional body `{ "dry_run": boolean }`: no body is a real run; undefined when the body is anything else. */
function dryRunFlag(body: unknown): boolean | undefined {
  if (body === undefined) return false;
  if (typeof body !== "object" || body === null || Array.isArray(body)) return undefined;
  const flag = (body as { dry_run?: unknown }).dry_run ?? false;
  return typeof flag === "boolean" ? flag : undefined;
}

/**
 * The operator API (`/api/admin/*`): the console's use cases over HTTP. It exists once ADMIN_TOKEN
 * is set or an operator account exists (whose named tokens it takes); before, it answers 404.
 */
export function adminApiRouter(deps: ApiDeps): Router {
  const { log } = deps;
  const admin = Router();
  admin.use(async (req, res, next) => {
    if (deps.config.ADMIN_TOKEN || (await anyOperator(deps.db))) return next();
    sendError(res, 404, `No API endpoint ${req.method} ${req.originalUrl.split("?")[0]}.`);
  });
  admin.use(requireToken(deps));
  // An import's body is CSV, streamed into its parser: before the JSON reader.
  admin.use("/imports", importsApiRouter(deps));
  // The operator's requests are not a visitor's writes: no early refusal for the write limit.
  admin.use(jsonBody(deps.db, { writes: false }));

  admin.post("/courses/:id/open", async (req, res) => {
    const id = parseRowId(req.params.id);
    if (id === undefined) return sendError(res, 400, "The course id must be a positive whole number.");
    const outcome = await openCourse(deps, id);
    if (outcome.kind === "not-found") return sendError(res, 404, `No course with id ${id}.`);
    log.info({ courseId: id, queued: outcome.queued }, "course opened");
    noteAudit(res, { target: `course ${id}`, touched: outcome.queued });
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
    noteAudit(res, { target: `course ${id}`, touched: outcome.queued });
    sendJson(res, 200, { queued: outcome.queued });
  });

  admin.use("/launch", launchApiRouter(deps));

  admin.post("/announcements/launch", async (_req, res) => {
    const { queued } = await announceLaunch(deps);
    log.info({ queued }, "launch announcement queued");
    sendJson(res, 200, { queued });
  });

  admin.post("/newsletters", async (req, res) => {
    const input = parseBody(apiNewsletterSchema, req.body, res);
    if (!input) return;
    const { segment, send_at: scheduledFor, ...letter } = input;
    const outcome = await sendNewsletterTo(deps, letter, { ...(segment && { segment }), ...(scheduledFor && { scheduledFor }) });
    if (outcome.kind === "unknown-segment") return sendError(res, 404, "segment names no course or category there is now.");
    if (outcome.kind === "in-the-past") return sendError(res, 400, "send_at has passed: give a later time, or leave it out to send now.");
    log.info({ newsletterId: outcome.newsletterId, queued: outcome.queued, scheduled: Boolean(scheduledFor) }, "newsletter queued");
    noteAudit(res, { target: `newsletter ${outcome.newsletterId}`, touched: outcome.queued });
    sendJson(res, 201, { newsletter_id: outcome.newsletterId, queued: outcome.queued, scheduled_for: scheduledFor?.toISOString() ?? null });
  });

  // What operators did: the audit log, newest first (docs/api.md).
  admin.get("/audit", async (req, res) => {
    const query = readAuditQuery(new URLSearchParams(req.url.split("?")[1] ?? ""), AUDIT_API_MAX);
    const entries = await auditEntries(deps.db, query);
    sendJson(res, 200, { entries: entries.map(auditJson), next_before: entries.length === query.limit ? entries.at(-1)!.id : null });
  });

  admin.get("/newsletters/scheduled", async (_req, res) => {
    const rows = await scheduledNewsletters(deps.db);
    sendJson(res, 200, {
      newsletters: rows.map((n) => ({ newsletter_id: n.id, subject: n.subject, segment: n.segment, scheduled_for: n.scheduledFor?.toISOString() ?? null, recipients: n.recipients })),
    });
  });

  admin.post("/newsletters/:id/cancel", async (req, res) => {
    const id = parseRowId(req.params.id);
    if (id === undefined) return sendError(res, 400, "The newsletter id must be a positive whole number.");
    const outcome = await cancelNewsletter(deps, id);
    if (outcome.kind === "not-found") return sendError(res, 404, `No newsletter with id ${id} waiting to be sent (never made, or cancelled already).`);
    if (outcome.kind === "too-late") return sendError(res, 409, `Newsletter ${id} is no longer scheduled: it went out (or is going out) already.`);
    log.info({ newsletterId: id, dropped: outcome.dropped }, "scheduled newsletter cancelled");
    sendJson(res, 200, { newsletter_id: id, dropped: outcome.dropped });
  });

  admin.get("/outbox", async (_req, res) => {
    sendJson(res, 200, await outboxCounts(deps.db));
  });

  admin.post("/outbox/retry-failed", async (_req, res) => {
    const queued = await retryFailed(deps);
    log.info({ queued }, "failed messages re-queued");
    sendJson(res, 200, { queued });
  });

  // Deliverability: the DNS records to publish, bounce and complaint rates, the suppression list.
  admin.get("/mail/dns", async (_req, res) => {
    const records = await checkedDnsRecords(deps.config);
    sendJson(res, 200, { mail_from: deps.config.MAIL_FROM, dkim: deps.config.dkim !== undefined, records });
  });

  admin.get("/mail/rates", async (_req, res) => {
    const [campaigns, days] = await Promise.all([ratesPerCampaign(deps.db), ratesPerDay(deps.db)]);
    sendJson(res, 200, { campaigns, days });
  });

  admin.post("/mail/campaigns/:campaign/resume", async (req, res) => {
    const campaign = req.params.campaign;
    if (!/^(launch|newsletter:\d{1,10})$/.test(campaign)) return sendError(res, 400, "Only a newsletter (newsletter:<id>) or the launch announcement (launch) pauses.");
    const queued = await resumeCampaign(deps.db, deps.mail, campaign);
    if (queued === undefined) return sendError(res, 409, `${campaign} is not paused.`);
    log.info({ campaign, queued }, "paused campaign resumed");
    sendJson(res, 200, { queued });
  });

  admin.get("/demand", async (req, res) => {
    // A date that is not one is an error here (the console's page says so and leaves it out).
    const asked = { from: req.query.from, to: req.query.to };
    const range = { from: typeof asked.from === "string" ? parseDay(asked.from) : undefined, to: typeof asked.to === "string" ? parseDay(asked.to) : undefined };
    for (const k of ["from", "to"] as const)
      if (asked[k] !== undefined && range[k] === undefined) return sendError(res, 400, `"${k}" must be a date (YYYY-MM-DD).`);
    if (range.from && range.to && range.from > range.to) return sendError(res, 400, `"from" is after "to": no search can fall in that range.`);
    const d = await demandExport(deps.db, range);
    sendJson(res, 200, {
      from: range.from ?? null,
      to: range.to ?? null,
      searches: d.total,
      groups: d.groups.map((g) => ({
        name: g.name,
        concept: g.concept,
        searches: g.count,
        median_budget: g.medianBudget,
        median_class_size: g.medianClassSize,
        members: g.members.map((m) => ({ concept: m.concept, key: m.key, searches: m.count })),
      })),
    });
  });

  admin.get("/suppressions", async (req, res) => {
    const q = typeof req.query.q === "string" ? searchText(req.query.q) : undefined;
    if (req.query.q !== undefined && q === undefined) return sendError(res, 400, "The search is not valid text (one line of text, no control characters).");
    const rows = await listSuppressions(deps.db, { q, includeLifted: req.query.lifted === "true", limit: 1000 });
    sendJson(res, 200, {
      suppressions: rows.map((r) => ({ id: r.id, email: r.email, reason: r.reason, detail: r.detail, created_at: r.createdAt.toISOString(), lifted_at: r.liftedAt?.toISOString() ?? null, lift_reason: r.liftReason })),
    });
  });

  admin.post("/suppressions/:id/lift", async (req, res) => {
    const id = parseRowId(req.params.id);
    if (id === undefined) return sendError(res, 400, "The suppression id must be a positive whole number.");
    const body = req.body as { reason?: unknown } | undefined;
    const why = liftReason(body?.reason);
    if (why === undefined) return sendError(res, 400, `Say why in { "reason": "…" } (1 to ${LIFT_REASON_MAX} characters): it is kept with the suppression.`);
    const lifted = await liftSuppression(deps.db, id, why);
    if (!lifted) return sendError(res, 404, `No live suppression with id ${id}.`);
    log.info({ suppressionId: id }, "suppression lifted");
    sendJson(res, 200, { lifted: true });
  });

  admin.use((req, res) => sendError(res, 404, `No API endpoint ${req.method} ${req.originalUrl.split("?")[0]}.`));
  return admin;
}

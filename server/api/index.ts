import { Router, type RequestHandler } from "express";
import type { Config } from "../../app/.server/config.ts";
import type { Db } from "../../app/.server/db/client.ts";
import { findCourse, matchCourses } from "../../app/.server/db/courses.ts";
import { recordSearch } from "../../app/.server/db/searches.ts";
import { subscribe } from "../../app/.server/db/subscribers.ts";
import { visitorState } from "../../app/.server/db/visitors.ts";
import { maskEmail, type Logger } from "../../app/.server/logger.ts";
import type { MailQueue } from "../../app/.server/mail/queue.ts";
import { checkSubscribeLimit, checkWriteLimit, tooManyRequestsMessage } from "../../app/.server/write-limit.ts";
import { findCourseSchema, HONEYPOT, subscribeSchema } from "../../app/lib/schemas.ts";
import { adminApiRouter } from "./admin.ts";
import { coursesRouter } from "./courses.ts";
import { apiErrorHandler, jsonBody, parseBody, sendError } from "./http.ts";

export type ApiDeps = { config: Config; log: Logger; db: Db; mail: MailQueue };

function writeRateLimit({ config, db }: ApiDeps): RequestHandler {
  return async (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const decision = await checkWriteLimit(db, config, req.ip ?? "unknown");
    if (decision.allowed) return next();
    res.setHeader("Retry-After", String(decision.retryAfterSeconds));
    sendError(res, 429, tooManyRequestsMessage(decision.retryAfterSeconds));
  };
}

/** The JSON API (`/api/*`): the contract the pages and other clients use. */
export function apiRouter(deps: ApiDeps): Router {
  const { db } = deps;
  const api = Router();
  api.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  api.use(jsonBody());
  // The operator API has its own token check and limits; visitors' writes share one budget.
  api.use("/admin", adminApiRouter(deps));
  api.use(writeRateLimit(deps));

  api.get("/user/", async (_req, res) => {
    const visitorId: string = res.locals.visitorId;
    res.json({ visitor_id: visitorId, ...(await visitorState(db, visitorId)) });
  });

  api.post("/find-course/", async (req, res) => {
    const input = parseBody(findCourseSchema, req.body, res);
    if (!input) return;
    const result = await recordSearch(db, res.locals.visitorId, input);
    if (result.outcome === "conflict") {
      sendError(res, 409, "This search_id was already used for a different search. Please send a new one.");
      return;
    }
    const { search } = result;
    // Ranked from the stored concept, so a replay of the same search answers the same courses.
    const matches = await matchCourses(db, search.concept);
    res.locals.log.info({ searchId: search.searchId, outcome: result.outcome, matches: matches.length }, "search recorded");
    res.status(201).json({
      search_id: search.searchId,
      concept: search.concept,
      budget: search.budget,
      class_size: search.classSize,
      created_at: search.createdAt.toISOString(),
      matches,
    });
  });

  api.post("/subscribe/", async (req, res) => {
    const input = parseBody(subscribeSchema, req.body, res);
    if (!input) return;
    const limit = await checkSubscribeLimit(db, deps.config, req.ip ?? "unknown");
    if (!limit.allowed) {
      res.setHeader("Retry-After", String(limit.retryAfterSeconds));
      sendError(res, 429, tooManyRequestsMessage(limit.retryAfterSeconds));
      return;
    }
    // A bot that filled the honeypot is thanked like anyone, and nothing is stored.
    if (input[HONEYPOT]) {
      res.status(202).json({ ok: true });
      return;
    }
    const source = input.source ?? "search";
    // A course prompt puts the address on that course's opening list (the schema requires course_id).
    if (input.course_id !== undefined && !(await findCourse(db, input.course_id))) {
      sendError(res, 404, `No course with id ${input.course_id}.`);
      return;
    }
    const { subscriber, isNew } = await subscribe(db, deps.mail, {
      host: deps.config.publicHost,
      email: input.email,
      source,
      list: source === "newsletter" ? "newsletter" : source === "course" ? "course" : "launch",
      courseId: input.course_id,
      visitorId: res.locals.visitorId,
      searchId: input.search_id,
    });
    res.locals.log.info({ email: maskEmail(subscriber.email), isNew, source }, "subscription recorded");
    // The answer is the same whether the address was known or not, so it reveals nothing.
    res.status(202).json({ ok: true });
  });

  api.use(coursesRouter(deps));
  api.all("/{*rest}", (req, res) => sendError(res, 404, `No API endpoint ${req.method} ${req.path}.`));
  api.use(apiErrorHandler);
  return api;
}

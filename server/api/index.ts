import { Router } from "express";
import { visitorState } from "../../app/.server/db/visitors.ts";
import { recordSearch } from "../../app/.server/searches/record-search.ts";
import { subscribe } from "../../app/.server/subscriptions/subscribe.ts";
import { HONEYPOT } from "../../app/lib/schemas/email.ts";
import { findCourseSchema, subscribeSchema } from "../../app/lib/schemas/requests.ts";
import { adminApiRouter } from "./admin.ts";
import { coursesRouter, withPageUrl } from "./courses.ts";
import { wishesRouter } from "./wishes.ts";
import { apiErrorHandler, callerOf, jsonBody, noStore, parseBody, refuse, sendError, sendJson, type ApiDeps } from "./http.ts";

/** The JSON API (`/api/*`): thin adapters from HTTP to the use cases, which hold every rule. */
export function apiRouter(deps: ApiDeps): Router {
  const { db } = deps;
  const api = Router();
  api.use(noStore);
  // The operator API first: its token is checked before anything is read of a request (and with no
  // ADMIN_TOKEN it answers 404), so a stranger learns nothing from a 415 or a 400. It reads its
  // own bodies.
  api.use("/admin", adminApiRouter(deps));
  api.use(jsonBody(db));

  api.get("/user/", async (_req, res) => {
    const visitorId: string = res.locals.visitorId;
    sendJson(res, 200, { visitor_id: visitorId, ...(await visitorState(db, visitorId)) });
  });

  api.post("/find-course/", async (req, res) => {
    const input = parseBody(findCourseSchema, req.body, res);
    if (!input) return;
    const { ref, ...asked } = input;
    const outcome = await recordSearch(deps, callerOf(req, res, ref), asked);
    if (outcome.kind !== "recorded") return refuse(res, outcome);
    const { search, matches, replayed } = outcome;
    res.locals.log.info({ searchId: search.searchId, replayed, matches: matches.length }, "search recorded");
    sendJson(res, 201, {
      search_id: search.searchId,
      concept: search.concept,
      budget: search.budget,
      class_size: search.classSize,
      created_at: search.createdAt.toISOString(),
      matches: matches.map((c) => withPageUrl(deps.config, c)),
    });
  });

  api.post("/subscribe/", async (req, res) => {
    const input = parseBody(subscribeSchema, req.body, res);
    if (!input) return;
    const source = input.source ?? "search";
    const outcome = await subscribe(deps, callerOf(req, res, input.ref), {
      email: input.email,
      source,
      courseId: input.course_id,
      wishId: input.wish_id,
      honeypot: input[HONEYPOT],
    });
    if (outcome.kind !== "accepted") return refuse(res, outcome, input.course_id);
    res.locals.log.info({ source, confirmation: outcome.confirmation.when }, "subscription requested");
    // The same answer whether the address was known or not: only when its confirmation goes out.
    const { confirmation } = outcome;
    sendJson(res, 202, { ok: true, confirmation: confirmation.when, ...(confirmation.when === "later" ? { confirmation_in_minutes: confirmation.minutes } : {}) });
  });

  api.use(coursesRouter(deps));
  api.use(wishesRouter(deps));
  api.all("/{*rest}", (req, res) => sendError(res, 404, `No API endpoint ${req.method} ${req.path}.`));
  api.use(apiErrorHandler);
  return api;
}

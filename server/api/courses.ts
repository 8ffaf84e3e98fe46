import { Router } from "express";
import { listCourses } from "../../app/.server/db/courses.ts";
import { registerInterest } from "../../app/.server/interests/register-interest.ts";
import type { Config } from "../../app/.server/config.ts";
import { coursePath, type CourseView } from "../../app/lib/schemas/course.ts";
import { interestSchema } from "../../app/lib/schemas/requests.ts";
import { callerOf, parseBody, refuse, sendJson, type ApiDeps } from "./http.ts";

/** A course as the API answers it: with its page's absolute address (PUBLIC_URL), for links from elsewhere. */
export const withPageUrl = (config: Config, course: CourseView) => ({ ...course, url: `${config.PUBLIC_URL}${coursePath(course.slug)}` });

/** GET /api/courses/ (the upcoming trial courses) and POST /api/interest/ (the Register button). */
export function coursesRouter(deps: ApiDeps): Router {
  const api = Router();

  api.get("/courses/", async (_req, res) => {
    sendJson(res, 200, { courses: (await listCourses(deps.db)).map((c) => withPageUrl(deps.config, c)) });
  });

  api.post("/interest/", async (req, res) => {
    const input = parseBody(interestSchema, req.body, res);
    if (!input) return;
    const outcome = await registerInterest(deps, callerOf(req, res), input.course_id);
    if (outcome.kind !== "registered") return refuse(res, outcome, input.course_id);
    const { course, notify, created } = outcome;
    res.locals.log.info({ courseId: course.id, created, notify }, "course interest recorded");
    // 201 the first time, 200 for a repeat: either way the interest is on record once.
    sendJson(res, created ? 201 : 200, { course_id: course.id, title: course.title, registered: true, already_registered: !created, notify });
  });

  return api;
}

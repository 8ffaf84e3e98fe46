import { Router } from "express";
import type { Db } from "../../app/.server/db/client.ts";
import { listCourses } from "../../app/.server/db/courses.ts";
import { recordInterest } from "../../app/.server/db/interests.ts";
import { interestSchema } from "../../app/lib/schemas.ts";
import { parseBody, sendError } from "./http.ts";

/** GET /api/courses/ (the upcoming trial courses) and POST /api/interest/ (the Register button). */
export function coursesRouter({ db }: { db: Db }): Router {
  const api = Router();

  api.get("/courses/", async (_req, res) => {
    res.json({ courses: await listCourses(db) });
  });

  api.post("/interest/", async (req, res) => {
    const input = parseBody(interestSchema, req.body, res);
    if (!input) return;
    const result = await recordInterest(db, res.locals.visitorId, input.course_id);
    if (result.outcome === "unknown-course") {
      sendError(res, 404, `No course with id ${input.course_id}.`);
      return;
    }
    if (result.outcome === "closed") {
      sendError(res, 409, `Registration for “${result.course.title}” is closed.`);
      return;
    }
    const { course, notify, outcome } = result;
    res.locals.log.info({ courseId: course.id, outcome, notify }, "course interest recorded");
    // 201 the first time, 200 for a repeat: either way the interest is on record once.
    res.status(outcome === "created" ? 201 : 200).json({
      course_id: course.id,
      title: course.title,
      registered: true,
      already_registered: outcome === "duplicate",
      notify,
    });
  });

  return api;
}

import type { CourseView } from "../../lib/schemas/course.ts";
import { findCourse } from "../db/courses.ts";
import type { Executor } from "../db/client.ts";

export type CourseForRequest = { kind: "unknown-course" } | { kind: "closed"; course: CourseView } | { kind: "offered"; course: CourseView };

/**
 * The one rule for what a visitor may ask of a course (register interest, join its opening list):
 * it must exist and not be closed. A promise for a course that will not open would not be kept.
 * (A statement that applies it in SQL says `status <> 'closed'`: see db/interests.ts.)
 */
export function classifyCourse(course: CourseView | undefined): CourseForRequest {
  if (!course) return { kind: "unknown-course" };
  return course.status === "closed" ? { kind: "closed", course } : { kind: "offered", course };
}

export async function courseForRequest(db: Executor, courseId: number): Promise<CourseForRequest> {
  return classifyCourse(await findCourse(db, courseId));
}

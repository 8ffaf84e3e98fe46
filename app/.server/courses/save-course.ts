import type { CourseFormInput } from "../../lib/admin/course-form.ts";
import { updateCourse, type Refusal, type SaveResult } from "../admin/courses.ts";
import { fillCourseSeats, type SeatsAfterChange } from "../seats/operator-seats.ts";
import type { Services } from "../services.ts";

export type SaveCourseOutcome = Exclude<SaveResult<Refusal | "not-found">, { ok: true }> | { ok: true; id: number; seats: SeatsAfterChange };

/**
 * The operator saves a course's form: the seats then follow the course as it now is (a larger class
 * moves the waitlist up, a new time is told to the holders and moves their reminders). A refused
 * save changes nothing.
 */
export async function saveCourse(s: Services, id: number, input: CourseFormInput): Promise<SaveCourseOutcome> {
  const saved = await updateCourse(s.db, id, input);
  if (!saved.ok) return saved;
  return { ...saved, seats: await fillCourseSeats(s, id) };
}

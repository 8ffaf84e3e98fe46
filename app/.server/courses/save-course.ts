import type { CourseFormInput } from "../../lib/admin/course-form.ts";
import { updateCourse, type Refusal, type SaveResult } from "../admin/courses.ts";
import { fillCourseSeatsIn, type SeatsAfterChange } from "../seats/operator-seats.ts";
import type { Services } from "../services.ts";

type Refused = Exclude<SaveResult<Refusal | "not-found">, { ok: true }>;
export type SaveCourseOutcome = Refused | { ok: true; id: number; seats: SeatsAfterChange };

/** A refusal carried out of the transaction, so that it rolls back (PostgreSQL has aborted it). */
class SaveRefused extends Error {
  readonly outcome: Refused;
  constructor(outcome: Refused) {
    super(outcome.error);
    this.outcome = outcome;
  }
}

/**
 * The operator saves a course's form: the seats then follow the course as it now is (a larger class
 * moves the waitlist up, a new time is told to the holders and moves their reminders). One
 * transaction: a course is never kept saved with its seats not following it (a crash or a failed
 * step between the two left a waitlist waiting for seats that were free). A refused save changes
 * nothing.
 */
export async function saveCourse(s: Services, id: number, input: CourseFormInput): Promise<SaveCourseOutcome> {
  try {
    return await s.db.transaction(async (tx) => {
      const saved = await updateCourse(tx, id, input);
      if (!saved.ok) throw new SaveRefused(saved);
      return { ...saved, seats: await fillCourseSeatsIn(s, tx, id) };
    });
  } catch (err) {
    if (err instanceof SaveRefused) return err.outcome;
    throw err;
  }
}

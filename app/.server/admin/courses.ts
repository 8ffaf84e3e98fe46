import type { CourseFormInput } from "../../lib/admin/course-form.ts";
import type { MessageStatus } from "../../lib/schemas/mail-constants.ts";
import type { Db, Executor } from "../db/client.ts";
import type { Course } from "../db/schema.ts";
import { courseDemandRows, insertCourse, updateCourseRow } from "../db/course-demand.ts";
import { insertCategory } from "../db/categories.ts";
import { statusCountsByKeyPrefix } from "../db/messages.ts";
import { courseOpenedKey } from "../mail/outbox.ts";
import { findWish } from "../db/wishes.ts";
import { isWishId } from "../../lib/schemas/referrals.ts";
import { constraintOf, isForeignKeyViolation, isUniqueViolation } from "./db-errors.ts";

export type CourseRow = Pick<Course, "id" | "title" | "category" | "status" | "priceAmount" | "currency" | "ratingScore" | "ratingCount" | "classSize"> & {
  registrations: number;
  /** Seats held, and people on the waitlist (confirmed by their click). */
  heldSeats: number;
  waiting: number;
  /** Confirmed subscribers the opening notice would reach: active members of the course's list. */
  confirmedSubscribers: number;
};

export async function listCourseDemand(db: Db): Promise<CourseRow[]> {
  const rows = await courseDemandRows(db);
  return rows.map((r) => ({
    ...r,
    registrations: Number(r.registrations),
    confirmedSubscribers: Number(r.confirmedSubscribers),
    heldSeats: Number(r.heldSeats),
    waiting: Number(r.waiting),
  }));
}

// The course pages read a course through here.
export { getCourse } from "../db/course-demand.ts";

/** Why the database refused a save, in terms the form can name (SAVE_REFUSALS). */
export type Refusal = "duplicate-title" | "duplicate-slug" | "unknown-category" | "unknown-wish";
export type SaveResult<E = Refusal> = { ok: true; id: number } | { ok: false; error: E };

/** Adds a category; one that exists already, whatever its case, is refused. */
export async function addCategory(db: Db, name: string): Promise<{ ok: true } | { ok: false; error: "duplicate" }> {
  try {
    await insertCategory(db, name);
    return { ok: true };
  } catch (err) {
    if (isUniqueViolation(err)) return { ok: false, error: "duplicate" };
    throw err;
  }
}

/** A save the database refused for a reason the form can name; anything else is thrown on. */
function refused(err: unknown): { ok: false; error: Refusal } {
  if (isUniqueViolation(err)) return { ok: false, error: constraintOf(err) === "courses_slug_unique" ? "duplicate-slug" : "duplicate-title" };
  // The wish was erased between its check and the insert; otherwise the category was removed or
  // never existed (a forged form): courses.category names a category.
  if (isForeignKeyViolation(err)) return { ok: false, error: constraintOf(err) === "courses_wish_id_wishes_id_fk" ? "unknown-wish" : "unknown-category" };
  throw err;
}

/** A new course; `wishId`: the class wish it is made from (its row id), recorded on the course. */
export async function createCourse(db: Db, input: CourseFormInput, wishId: number | null = null): Promise<SaveResult> {
  try {
    return { ok: true, id: await insertCourse(db, { ...input, wishId }) };
  } catch (err) {
    return refused(err);
  }
}

export async function updateCourse(db: Executor, id: number, input: CourseFormInput): Promise<SaveResult<Refusal | "not-found">> {
  try {
    const saved = await updateCourseRow(db, id, input);
    return saved !== undefined ? { ok: true, id: saved } : { ok: false, error: "not-found" };
  } catch (err) {
    return refused(err);
  }
}

/** Where a group of messages is, by their dedupe-key prefix: counts by status. */
export async function messageProgress(db: Db, keyPrefix: string): Promise<Record<MessageStatus, number>> {
  const rows = await statusCountsByKeyPrefix(db, keyPrefix);
  const counts: Record<MessageStatus, number> = { queued: 0, sending: 0, sent: 0, retrying: 0, failed: 0, dropped: 0, paused: 0 };
  for (const r of rows) counts[r.status] = Number(r.n);
  return counts;
}

/** Where the course's opening notices are: counts by status of its `course_opened` messages. */
export const openingProgress = (db: Db, courseId: number) => messageProgress(db, courseOpenedKey(courseId));

/** The class wish a new course is made from, as its form shows it. */
export type CourseWish = { rowId: number; publicId: string; concept: string };

/**
 * The wish a new-course form or link names by its public id: none when the field is empty,
 * "unknown" when no wish has that id (a forged or stale value). A hidden wish is still found: the
 * operator may make a course from a wish whose words are not public.
 */
export async function wishNamed(db: Db, raw: FormDataEntryValue | null | undefined): Promise<CourseWish | "unknown" | undefined> {
  if (raw === null || raw === undefined || raw === "") return undefined;
  const wish = isWishId(raw) ? await findWish(db, raw) : undefined;
  return wish ? { rowId: wish.rowId, publicId: wish.publicId, concept: wish.concept } : "unknown";
}

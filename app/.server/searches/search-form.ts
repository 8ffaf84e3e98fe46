import { randomUUID } from "node:crypto";
import { findCourseSchema, firstError, type FindCourseInput } from "../../lib/schemas/requests.ts";
import { formText, numberOrMissing } from "../form.ts";

/** The customise form's fields as typed, for the form sent back with its error. */
export type TypedSearch = { concept: string; budget: string; class_size: string };

/**
 * A search posted as a form (/search, /embed/wish): the same schema as POST /api/find-course/, with
 * a search_id made here, since a page without script cannot make one.
 */
export function readSearchForm(form: FormData): { typed: TypedSearch } & ({ ok: true; input: FindCourseInput } | { ok: false; error: string }) {
  const typed: TypedSearch = { concept: formText(form, "concept"), budget: formText(form, "budget"), class_size: formText(form, "class_size") };
  const parsed = findCourseSchema.safeParse({
    search_id: randomUUID(),
    concept: typed.concept,
    // A missing field is "required"; a non-numeric one reaches the schema as NaN and gets its message.
    budget: numberOrMissing(typed.budget),
    class_size: numberOrMissing(typed.class_size),
  });
  return parsed.success ? { typed, ok: true, input: parsed.data } : { typed, ok: false, error: firstError(parsed.error) };
}

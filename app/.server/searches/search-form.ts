import { randomUUID } from "node:crypto";
import { parseForm } from "../../lib/forms/parse-form.ts";
import type { FindCourseInput } from "../../lib/schemas/requests.ts";
import { searchFormSchema } from "../../lib/schemas/visitor-forms.ts";

/** The customise form's fields as typed, for the form sent back with its error. */
export type TypedSearch = { concept: string; budget: string; class_size: string };

/**
 * A search posted as a form (/search, /embed/wish): the same rules as POST /api/find-course/, with
 * a search_id made here, since a page without script cannot make one.
 */
export function readSearchForm(
  form: FormData,
): { typed: TypedSearch } & ({ ok: true; input: FindCourseInput } | { ok: false; error: string; field: keyof TypedSearch }) {
  const posted = parseForm(form, searchFormSchema);
  const { concept = "", budget = "", class_size = "" } = posted.values;
  const typed: TypedSearch = { concept, budget, class_size };
  if (posted.ok) return { typed, ok: true, input: { search_id: randomUUID(), ...posted.value } };
  // The field the message is about (its first refused one), for the page to mark.
  const field = (Object.keys(posted.errors)[0] ?? "concept") as keyof TypedSearch;
  return { typed, ok: false, error: posted.message, field };
}

import { data } from "react-router";
import * as z from "zod/v4/core";
import type { CONSOLE_ACTIONS } from "../admin/permissions.ts";

// The one way a form is read: its FormData and a zod schema in, typed values or each field's
// message out. app/.server/form.ts has already decoded the body (strict UTF-8, a broken multipart
// body → 400); this only turns the fields into what the action works with.

/** A posted form's text fields, to put back in the inputs after an error (the CSRF token left out). */
export type FormValues = Record<string, string>;
/** A field's name → its first problem; the page shows each beside its own field. */
export type FieldErrors = Partial<Record<string, string>>;

export type Submission<T> =
  | { ok: true; value: T; values: FormValues }
  /** message: the first problem, for a notice above the form (a field's own, or one of the whole form). */
  | { ok: false; errors: FieldErrors; message: string; values: FormValues };

/**
 * The form as an object a schema parses: a name posted once is its value, a name posted more than
 * once (checkboxes of one name) the list of them; a missing field is absent, a file is the File.
 */
export function formObject(form: FormData): Record<string, FormDataEntryValue | FormDataEntryValue[]> {
  const object: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {};
  for (const name of new Set(form.keys())) {
    const all = form.getAll(name);
    object[name] = all.length === 1 ? all[0]! : all;
  }
  return object;
}

export function formValues(form: FormData): FormValues {
  const values: FormValues = {};
  for (const [name, value] of form) if (typeof value === "string" && name !== "csrf") values[name] ??= value;
  return values;
}

/** Each field's first message (by the field's name: its issue's first path segment). */
function fieldErrors(error: z.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) if (issue.path.length > 0) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

export function parseForm<S extends z.$ZodType>(form: FormData, schema: S): Submission<z.output<S>> {
  const values = formValues(form);
  const parsed = z.safeParse(schema, formObject(form));
  if (parsed.success) return { ok: true, value: parsed.data, values };
  return { ok: false, errors: fieldErrors(parsed.error), message: parsed.error.issues[0]?.message ?? "The form could not be read.", values };
}

/**
 * A form's values where a refusal is the sender's mistake, not something to show on the page (a
 * hidden field a page's own form always fills, or fields read leniently that cannot be refused):
 * the values, else a 400 with the first message, and nothing changed.
 */
export function parseFields<S extends z.$ZodType>(form: FormData, schema: S): z.output<S> {
  const posted = parseForm(form, schema);
  if (!posted.ok) throw data(posted.message, { status: 400, statusText: "Bad Request" });
  return posted.value;
}

/** The intents a console page's forms post (lib/admin/permissions.ts holds the one list, with who may post each). */
export type IntentOf<Page extends keyof typeof CONSOLE_ACTIONS> = keyof (typeof CONSOLE_ACTIONS)[Page];

/**
 * A console page's action is one handler per section, keyed by the intent its form posts; this
 * picks the posted one. Only the map's own keys count: an intent "constructor" or "__proto__" is
 * unknown, not an Object method.
 */
export function sectionOf<H>(sections: Readonly<Record<string, H>>, form: FormData): H | undefined {
  const intent = form.get("intent") ?? "";
  return typeof intent === "string" && Object.hasOwn(sections, intent) ? sections[intent] : undefined;
}

/** The posted intent's handler; an intent the page has no section for is a 400, and changes nothing. */
export function sectionFor<H>(sections: Readonly<Record<string, H>>, form: FormData): H {
  const section = sectionOf(sections, form);
  if (section === undefined) throw data("Unknown action.", { status: 400, statusText: "Bad Request" });
  return section;
}

import { z } from "zod";
import { parseRowId } from "../schemas/input.ts";

// How a form's text becomes a value, for the schemas parseForm reads. A form posts text only, and
// leaves out an unchecked box and (from a hand-made request) any field at all.

/** A field's posted text: posted twice, the first; missing (or a file) is undefined. */
const firstText = (v: unknown): string | undefined => {
  const first = Array.isArray(v) ? v[0] : v;
  return typeof first === "string" ? first : undefined;
};

/** A text field: missing (or a file) is "", as an empty input posts it; posted twice, the first. */
export const text = () => z.preprocess((v) => firstText(v) ?? "", z.string());

/** A text field read by `schema` (the API's own rule): missing (or a file) is undefined, so the schema says it is required. */
export const textField = <T extends z.core.$ZodType>(schema: T) => z.preprocess(firstText, schema);

/** A text field that may be left out: missing (or a file) is undefined; posted twice, the first. */
export const optionalText = () => textField(z.string().optional());

/**
 * A number field read by `schema` (the API's own rule): blank or missing is missing, so the
 * schema says it is required; other text is Number(text), NaN for words, which the schema refuses.
 */
export const numberField = <T extends z.core.$ZodType>(schema: T) =>
  z.preprocess((v) => {
    const first = firstText(v);
    return first !== undefined && first.trim() !== "" ? Number(first) : undefined;
  }, schema);

/** A checkbox: sent (with any value) is true, missing is false. */
export const checkbox = () => z.preprocess((v) => v !== undefined && v !== "", z.boolean());

/** A file input's chosen file; none chosen is undefined (a browser posts an empty, nameless file then). */
const chosen = (v: unknown) => (v instanceof File && v.size > 0 ? v : undefined);
export const upload = () => z.preprocess(chosen, z.instanceof(File).optional());
/** A file input that must have a file, else `message`. (A check on an optional one would be skipped when none is sent.) */
export const requiredUpload = (message: string) => z.preprocess(chosen, z.instanceof(File, { error: message }));

/** Checkboxes of one name: none checked is [], one is [it]. */
export const list = <T extends z.ZodType>(item: T) => z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(item));

/** Boxes of one name as text: none checked is [], a file posted among them left out. */
export const textList = () => list(z.unknown()).transform((all) => all.filter((v): v is string => typeof v === "string"));

/** A value read by one of the project's own checks (undefined: refused), refused with `message`. */
export const checkedBy = <T>(read: (value: unknown) => T | undefined, message: string) =>
  z.unknown().transform((v, ctx) => {
    const value = read(v);
    if (value === undefined) ctx.addIssue({ code: "custom", message });
    return value as T;
  });

/** A hidden row id: a positive whole number the database holds, else `message`. */
export const rowId = (message: string) => checkedBy(parseRowId, message);
/** A row id that may be left out (a form that edits a row, or makes one): not one the database holds is left out too. */
export const optionalRowId = () => z.unknown().transform(parseRowId).optional();

import { z } from "zod";
import { parseRowId } from "../schemas/input.ts";

// How a form's text becomes a value, for the schemas parseForm reads. A form posts text only, and
// leaves out an unchecked box and (from a hand-made request) any field at all.

/** A text field: missing is "", as an empty input posts it. */
export const text = () => z.preprocess((v) => v ?? "", z.string());

/** A checkbox: present (whatever its value) is true, missing is false. */
export const checkbox = () => z.preprocess((v) => v !== undefined && v !== "", z.boolean());

/** Checkboxes of one name: none checked is [], one is [it]. */
export const list = <T extends z.ZodType>(item: T) => z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(item));

/** A hidden row id: a positive whole number the database holds, else `message`. */
export const rowId = (message: string) =>
  z.unknown().transform((v, ctx) => {
    const id = parseRowId(v);
    if (id === undefined) ctx.addIssue({ code: "custom", message });
    return id ?? 0;
  });

/** A whole number typed in a field ("  12 "): blank or missing is undefined, else checked by `number`. */
export const optionalNumber = <T extends z.ZodType>(number: T) =>
  z.preprocess((v) => (typeof v !== "string" ? v : v.trim() === "" ? undefined : Number(v)), z.optional(number));

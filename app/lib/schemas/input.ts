// Checks on raw input shared by the page, the console and the API. PostgreSQL refuses a NUL in
// text and an integer beyond its range with an error (a 500); these say no first, with a message.

// C0 and C1 control characters, DEL included; ordinary spaces are fine.
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, but tab, line feed and carriage return are allowed: for multi-line text. */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARS_IN_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** The refusal of text that is not well-formed Unicode, the same from a form and from the API. */
export const ILL_FORMED_TEXT = "The request contains text that is not valid Unicode (for example an unpaired UTF-16 surrogate). Please send valid text.";

/**
 * A search box's text, trimmed and cut to `max` characters; undefined when it cannot be searched
 * for: not well-formed Unicode, or holding a control character (PostgreSQL refuses a NUL in text,
 * which came back as a 500 from the suppression list's CSV).
 */
export function searchText(value: string, max = 200): string | undefined {
  const text = value.trim().slice(0, max);
  return text.isWellFormed() && !CONTROL_CHARS.test(text) ? text : undefined;
}

export const withoutControlChars = (s: string) => s.replace(new RegExp(CONTROL_CHARS.source, "g"), "");

/** The largest id an integer column holds. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id from a URL or form: a positive whole number the database can hold, else undefined. */
export function parseRowId(value: unknown): number | undefined {
  if (typeof value !== "string" || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 && id <= MAX_ROW_ID ? id : undefined;
}

/** A UUID as this site makes them (crypto.randomUUID: lower case): a link's or a cookie's id is one of these or nobody's. */
export const isUuid = (text: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(text);

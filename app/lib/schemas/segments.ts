import { z } from "zod";
import { CONTROL_CHARS } from "./input.ts";
import { newsletterSchema } from "./requests.ts";
import { STORED_SOURCES, type StoredSource } from "./subscription-kinds.ts";

// Who a newsletter goes to (the console's segment field): a list, an interest category, or where
// the address was first given. Each is a part of the confirmed, reachable subscribers; the category
// and source segments are parts of the newsletter list (only those who asked for the newsletter).

export type Segment =
  | { kind: "list"; list: "newsletter" | "launch" }
  | { kind: "course"; courseId: number }
  | { kind: "category"; category: string }
  | { kind: "source"; source: StoredSource };

/** The form value: "list:newsletter", "list:launch", "course:3", "category:Science", "source:search". */
export const segmentValue = (s: Segment): string =>
  s.kind === "list" ? `list:${s.list}` : s.kind === "course" ? `course:${s.courseId}` : s.kind === "category" ? `category:${s.category}` : `source:${s.source}`;

export const NEWSLETTER_SEGMENT: Segment = { kind: "list", list: "newsletter" };

const ERROR = "Choose who the newsletter goes to.";

/**
 * A segment from its value, refused with `error`; an unknown category or course is the use case's
 * to refuse (the database knows them).
 */
const segmentField = (error: string) =>
  z
    .string({ error })
    .max(120, error)
    .transform((value, ctx): Segment => {
      const at = value.indexOf(":");
      const [kind, rest] = at < 0 ? [value, ""] : [value.slice(0, at), value.slice(at + 1)];
      if (kind === "list" && (rest === "newsletter" || rest === "launch")) return { kind: "list", list: rest };
      if (kind === "course" && /^\d{1,9}$/.test(rest) && Number(rest) > 0) return { kind: "course", courseId: Number(rest) };
      if (kind === "category" && rest.trim().length > 0 && rest.length <= 60 && rest.isWellFormed() && !CONTROL_CHARS.test(rest)) return { kind: "category", category: rest };
      if (kind === "source" && (STORED_SOURCES as readonly string[]).includes(rest)) return { kind: "source", source: rest as StoredSource };
      ctx.addIssue({ code: "custom", message: error });
      return z.NEVER;
    });

/** The console's segment field. */
export const segmentSchema = segmentField(ERROR);

/** The operator API's `segment`: the same values, its error naming them. */
export const apiSegmentSchema = segmentField(`segment must be list:newsletter, list:launch, course:<id>, category:<name> or source:<${STORED_SOURCES.join("|")}>.`);

/**
 * The operator API's newsletter: the letter, and optionally who it goes to (`segment`, as above;
 * default the newsletter list) and when (`send_at`, ISO 8601 with its offset; default now). The
 * use case refuses a time already past and a segment naming nothing.
 */
export const apiNewsletterSchema = z.strictObject({
  ...newsletterSchema.shape,
  segment: apiSegmentSchema.optional(),
  send_at: z.iso
    .datetime({ offset: true, error: "send_at must be a date and time with its offset, e.g. 2027-01-05T01:00:00Z." })
    .transform((v) => new Date(v))
    .optional(),
});

/** A datetime-local value for "send later" (read in the site's time zone by the caller); empty: send now. */
export const SEND_AT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * The form's audience and time: a segment and an optional "send at" in the site's time zone.
 * (The use case refuses a time already past and a segment naming nothing.)
 */
export function readNewsletterSend(fields: { segment: string; sendAt: string }, fromLocal: (v: string) => Date): { ok: true; segment: Segment; scheduledFor?: Date } | { ok: false; error: string } {
  const segment = segmentSchema.safeParse(fields.segment || segmentValue(NEWSLETTER_SEGMENT));
  if (!segment.success) return { ok: false, error: ERROR };
  const sendAt = fields.sendAt.trim();
  if (sendAt === "") return { ok: true, segment: segment.data };
  const at = SEND_AT_PATTERN.test(sendAt) && isCalendarDate(sendAt.slice(0, 10)) ? fromLocal(sendAt) : new Date(Number.NaN);
  if (Number.isNaN(at.getTime())) return { ok: false, error: "Enter the date and time to send it (Singapore time), or leave it empty to send now." };
  return { ok: true, segment: segment.data, scheduledFor: at };
}

/** "2027-02-30" names no day (Date would roll it over to March). */
function isCalendarDate(ymd: string): boolean {
  const [y, m, d] = ymd.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * The newsletter segments a list's members are reached through (leaving the list drops their
 * newsletters' unsent messages): the newsletter list's own, and its parts (interest category,
 * traffic source); the launch list's; a course's list's.
 */
export function segmentsOfList(ref: { list: "launch" | "newsletter" | "course" | "wish"; courseId?: number | null }): { values: string[]; prefixes: string[] } {
  switch (ref.list) {
    case "newsletter":
      return { values: [segmentValue(NEWSLETTER_SEGMENT)], prefixes: ["category:", "source:"] };
    case "launch":
      return { values: [segmentValue({ kind: "list", list: "launch" })], prefixes: [] };
    case "course":
      return { values: [segmentValue({ kind: "course", courseId: ref.courseId ?? 0 })], prefixes: [] };
    case "wish":
      return { values: [], prefixes: [] };
  }
}

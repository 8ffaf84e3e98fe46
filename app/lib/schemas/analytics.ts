import * as z from "zod/mini";

// First-party, cookieless counting: what the beacon may send (POST /api/events) and how each value
// is bounded, so the daily aggregates stay small whatever arrives.

/**
 * Page views, and the steps of the funnel visit → search → e-mail → confirmed, Register, a seat
 * confirmed, a search shared as a class wish, and a Me too on one.
 */
export const ANALYTICS_EVENTS = ["pageview", "search", "email", "register", "confirmed", "seat", "wish", "metoo"] as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

/** The pages counted by name; any other path is counted as "(other)". */
export const COUNTED_PATHS = ["/", "/about", "/faq", "/privacy", "/terms", "/search", "/register", "/subscribe", "/confirm", "/unsubscribe", "/seats", "/embed/subscribe", "/embed/wish"] as const;
/** Pages counted together under one name: every course's page, every wish's page (each one's own visits are its `ref`). */
const COUNTED_PREFIXES = [
  ["/courses/", "/courses/{slug}"],
  ["/wishes/", "/wishes/{id}"],
] as const;

export const SCREEN_CLASSES = ["mobile", "tablet", "desktop"] as const;
export type ScreenClass = (typeof SCREEN_CLASSES)[number];

/** Distinct rows per day past which new sources and campaigns are folded into "(other)". */
export const MAX_KEYS_PER_DAY = 2000;
export const NONE = "(none)";
export const OTHER = "(other)";

const label = z.optional(z.string().check(z.maxLength(200)));

export const eventSchema = z.strictObject({
  event: z.enum(ANALYTICS_EVENTS, { error: `event must be one of ${ANALYTICS_EVENTS.join(", ")}.` }),
  path: z.string({ error: "path is required." }).check(z.maxLength(2000)),
  /** The host the visit came from (never its full URL). */
  referrer: label,
  utm_source: label,
  utm_medium: label,
  utm_campaign: label,
  /** The shared link (a wish's or a course's `?ref=`) the visit arrived through; anything else counts as none. */
  ref: label,
  screen: z.optional(z.enum(SCREEN_CLASSES, { error: "screen must be mobile, tablet or desktop." })),
  /** The page view is a visit's first (no earlier page of this site in the tab). */
  entrance: z.optional(z.boolean({ error: "entrance must be true or false." })),
});
export type EventInput = z.infer<typeof eventSchema>;

/** A label as stored: lower-case, trimmed, 60 characters at most, printable; empty is "(none)". */
export function normaliseLabel(value: string | undefined): string {
  const v = (value ?? "").trim().toLowerCase().replace(/[^\x20-\x7e]/g, "").slice(0, 60);
  return v === "" ? NONE : v;
}

/** A path as counted: one of the site's pages, else "(other)" (query and fragment dropped). */
export function countedPath(path: string): string {
  const bare = path.split(/[?#]/)[0]!.replace(/\/+$/, "") || "/";
  if ((COUNTED_PATHS as readonly string[]).includes(bare)) return bare;
  return COUNTED_PREFIXES.find(([prefix]) => bare.startsWith(prefix) && !bare.slice(prefix.length).includes("/"))?.[1] ?? OTHER;
}

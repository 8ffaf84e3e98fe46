import { formatPrice } from "./limits.ts";

// The course entity as the page and the API see it, shared by the database schema (its checks),
// the server (which maps rows to it) and the components (which show it).

/**
 * The categories of the specification, seeded by migration 0006; every one is used by at least one
 * seeded course. The operator adds more (the `categories` table), so a course's category is any name.
 */
export const COURSE_CATEGORIES = [
  "Technology",
  "Self-Development",
  "Philosophy",
  "Psychology",
  "Linguistics",
  "Health & Wellness",
  "Personal Finance",
] as const;

/** registration_open: taking registrations; opened: running (the notice went out); closed: no longer offered. */
export const COURSE_STATUSES = ["registration_open", "opened", "closed"] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

export const COURSE_LEVEL = "Registration Open";

export type CourseView = {
  id: number;
  title: string;
  /** The course page is /courses/{slug} (coursePath). */
  slug: string;
  instructor: string;
  /**
   * icon names the symbol the card draws beside the score (the specification's rating.icon). A count
   * of 0 means the course has no rating yet (see hasRating); the score is then 0.
   */
  rating: { score: number; count: number; icon: "star" };
  /** As shown: '8 weeks'. */
  duration: string;
  duration_weeks: number;
  /** As shown: 'S$39'. */
  price: string;
  price_amount: number;
  currency: string;
  category: string;
  level: string;
  description: string;
  status: CourseStatus;
  /** Seats in the class. */
  class_size: number;
  /** Seats not yet held (0 when full); only an opened course gives seats. */
  seats_left: number;
  /** The first session (ISO 8601), then weekly at the same time; null: not announced yet. */
  starts_at: string | null;
};

/** The offered courses' price range (S$; null when none is priced in S$) and duration range, in weeks. */
export type CatalogRanges = { price: { min: number; max: number } | null; weeks: { min: number; max: number } };

/** What a visitor can do with a course, as its page and card say it. */
export type CourseState = "registration_open" | "open_for_seats" | "full" | "closed";

export function courseState(c: Pick<CourseView, "status" | "seats_left">): CourseState {
  if (c.status === "opened") return c.seats_left > 0 ? "open_for_seats" : "full";
  return c.status;
}

/**
 * The one vocabulary for a course's states, used by its badges, its page and the e-mails about it.
 * "Registration" is registering interest (the specification's 'Registration Open' level); seats are
 * what a course "open for seats" gives, and the e-mails say so in the same words.
 */
export const COURSE_STATE_LABELS: Record<CourseState, string> = {
  registration_open: "Registration Open",
  open_for_seats: "Open for seats",
  full: "Full (waitlist)",
  closed: "Closed",
};

/** The course list's subject in a person's words, by the course's status now (not when they asked). */
export function courseListPhrase(title: string, status: CourseStatus | null | undefined): string {
  switch (status) {
    case "opened":
      // True whether seats are left or the class is full (its waitlist is open then).
      return `“${title}”, which has opened for seats`;
    case "closed":
      return `“${title}”, which is closed`;
    default:
      return `When “${title}” opens for seats`;
  }
}

/** The opening notice's subject: the course's new state, in the badge's words. */
export const courseOpenedSubject = (title: string) => `“${title}” is open for seats`;

export const coursePath = (slug: string) => `/courses/${slug}` as const;

const SLUG_MAX = 80;

/**
 * A slug from a title: lower-case letters and digits, words joined by hyphens (accents dropped),
 * at most 80 characters, cut after a whole word (a single word longer than that is cut).
 */
export function slugify(title: string): string {
  const whole = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (whole.length <= SLUG_MAX) return whole;
  const lastBreak = whole.lastIndexOf("-", SLUG_MAX);
  return lastBreak > 0 ? whole.slice(0, lastBreak) : whole.slice(0, SLUG_MAX);
}

/** Whether text can be a course's slug: one slugify leaves as it is (every stored slug was made by it). */
export const isCourseSlug = (text: string) => text !== "" && slugify(text) === text;

/** Whether a course has a rating to show: one entered with at least one rating behind it. */
export const hasRating = (rating: { count: number }) => rating.count > 0;

export const formatDuration = (weeks: number) => `${weeks} ${weeks === 1 ? "week" : "weeks"}`;

/** SGD is shown as the site's 'S$'; any other currency by its code. */
export const formatCoursePrice = (amount: number, currency: string) =>
  currency === "SGD" ? formatPrice(amount) : `${currency} ${amount}`;

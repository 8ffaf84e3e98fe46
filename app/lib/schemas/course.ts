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
};

/** Whether a course has a rating to show: one entered with at least one rating behind it. */
export const hasRating = (rating: { count: number }) => rating.count > 0;

export const formatDuration = (weeks: number) => `${weeks} ${weeks === 1 ? "week" : "weeks"}`;

/** SGD is shown as the site's 'S$'; any other currency by its code. */
export const formatCoursePrice = (amount: number, currency: string) =>
  currency === "SGD" ? formatPrice(amount) : `${currency} ${amount}`;

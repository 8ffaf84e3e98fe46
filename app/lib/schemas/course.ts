import { formatPrice } from "./limits.ts";

// The course entity as the page and the API see it, shared by the database schema (its checks),
// the server (which maps rows to it) and the components (which show it).

/** The categories of the specification; every one is used by at least one seeded course. */
export const COURSE_CATEGORIES = [
  "Technology",
  "Self-Development",
  "Philosophy",
  "Psychology",
  "Linguistics",
  "Health & Wellness",
  "Personal Finance",
] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

/** registration_open: taking registrations; opened: running (the notice went out); closed: no longer offered. */
export const COURSE_STATUSES = ["registration_open", "opened", "closed"] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

export const COURSE_LEVEL = "Registration Open";

export type CourseView = {
  id: number;
  title: string;
  instructor: string;
  /** icon names the symbol the card draws beside the score (the specification's rating.icon). */
  rating: { score: number; count: number; icon: "star" };
  /** As shown: '8 weeks'. */
  duration: string;
  duration_weeks: number;
  /** As shown: 'S$39'. */
  price: string;
  price_amount: number;
  currency: string;
  category: CourseCategory;
  level: string;
  description: string;
  status: CourseStatus;
};

export const formatDuration = (weeks: number) => `${weeks} ${weeks === 1 ? "week" : "weeks"}`;

/** SGD is shown as the site's 'S$'; any other currency by its code. */
export const formatCoursePrice = (amount: number, currency: string) =>
  currency === "SGD" ? formatPrice(amount) : `${currency} ${amount}`;

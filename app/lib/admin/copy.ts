import type { SeatState } from "../schemas/seats.ts";
// Words of the operator console, in one place.
export const ADMIN_NAV = [
  { to: "/admin", label: "Overview", end: true },
  { to: "/admin/demand", label: "Demand", end: false },
  { to: "/admin/courses", label: "Courses", end: false },
  { to: "/admin/wishes", label: "Wishes", end: false },
  { to: "/admin/referrals", label: "Referrals", end: false },
  { to: "/admin/subscribers", label: "Subscribers", end: false },
  { to: "/admin/email", label: "E-mail", end: false },
  { to: "/admin/site", label: "Site", end: false },
  { to: "/admin/webhooks", label: "Webhooks", end: false },
] as const;

export const adminTitle = (page: string) => `${page} · Classwish console`;

/** Console pages are never indexed (the server also sends X-Robots-Tag and Cache-Control: no-store). */
export const adminMeta = (page: string) => [{ title: adminTitle(page) }, { name: "robots", content: "noindex, nofollow" }];

export const loginCopy = {
  title: "Operator console",
  intro: "Enter the console password.",
  password: "Password",
  submit: "Log in",
  wrong: "That password is not right.",
  locked: (minutes: number) => `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  origin: "This login did not come from the console page. Reload it and try again.",
} as const;

export const STATUS_LABELS: Record<string, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
  registration_open: "Registration open",
  opened: "Opened",
  closed: "Closed",
};

/**
 * A subscriber's status as the console shows it. A seat confirmed from the mailbox proves the
 * address but subscribes to no list, so such a pending person is not shown as "Pending" alone.
 */
export const subscriberStatusLabel = (status: string, seatConfirmed: boolean) =>
  status === "pending" && seatConfirmed ? "Seat confirmed, no list" : (STATUS_LABELS[status] ?? status);

/** A seat's state, in the console's words (a waiting seat shows its place instead). */
export const SEAT_STATE_LABELS: Record<SeatState, string> = {
  pending: "Not confirmed yet",
  held: "Seat held",
  waiting: "Waitlist",
  released: "Released",
};

/** What each kind of message is, in the console's words. */
export const MESSAGE_KIND_LABELS: Record<string, string> = {
  confirm: "Confirmation",
  course_opened: "Course opened",
  launch: "Launch announcement",
  newsletter: "Newsletter",
  seat_confirm: "Seat confirmation",
  seat_granted: "Seat from the waitlist",
  seat_receipt: "Seat receipt",
  seat_reminder: "Class reminder",
  seat_rescheduled: "New class time",
  asked_class_open: "A class you asked for",
};

/** Where an address was first given (subscribers.source), in the console's words. */
export const SOURCE_LABELS: Record<string, string> = {
  search: "the prompt after a search",
  course: "a course's Register prompt",
  seat: "a course's Reserve form",
  newsletter: "a newsletter form",
  wish: "a class wish's page",
};

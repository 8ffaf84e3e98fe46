import type { SeatState } from "../schemas/seats.ts";
import { consoleTime } from "./when.ts";
// Words of the operator console, in one place.
export const ADMIN_NAV = [
  { to: "/admin", label: "Overview", end: true },
  { to: "/admin/demand", label: "Demand", end: false },
  { to: "/admin/courses", label: "Courses", end: false },
  { to: "/admin/wishes", label: "Wishes", end: false },
  { to: "/admin/referrals", label: "Referrals", end: false },
  { to: "/admin/launch", label: "Launch", end: false },
  { to: "/admin/subscribers", label: "Subscribers", end: false },
  { to: "/admin/email", label: "E-mail", end: false },
  { to: "/admin/site", label: "Site", end: false },
  { to: "/admin/webhooks", label: "Webhooks", end: false },
  { to: "/admin/audit", label: "Audit log", end: false },
] as const;

export const adminTitle = (page: string) => `${page} · Classwish console`;

/** Console pages are never indexed (the server also sends X-Robots-Tag and Cache-Control: no-store). */
export const adminMeta = (page: string) => [{ title: adminTitle(page) }, { name: "robots", content: "noindex, nofollow" }];

export const loginCopy = {
  title: "Operator console",
  intro: "Enter the console password.",
  introAccount: "Sign in with your operator account.",
  email: "E-mail address",
  password: "Password",
  submit: "Log in",
  wrong: "That password is not right.",
  wrongAccount: "That address and password do not match an account that may sign in.",
  forgot: "Forgot your password?",
  codeIntro: "Your account signs in with a second factor: type the code your authenticator app shows now, or one of your recovery codes.",
  code: "Code (6 digits) or recovery code",
  codeWrong: "That code is not right. Type the code your app shows now, or an unused recovery code.",
  codeReplayed: "That code was used already: wait for the next one your app shows.",
  startAgain: "The sign-in took too long or is not valid: start again with your address and password.",
  joined: "Your account is made: sign in with your address and the password you chose.",
  passwordReset: "Your password is changed: sign in with it. Every other session of your account has ended.",
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
  invitation: "Launch invitation",
  welcome: "Welcome",
  sequence: "Sequence step",
};

/**
 * A seat holder (or someone waiting) who unsubscribed from every list: the seat is still theirs,
 * and only its own mail (receipt, reminders, a new time, the joining link) reaches them.
 */
export const OPTED_OUT_HOLDER = "Opted out of mail: gets only their seat's messages";

/**
 * A person's consent as the console states it: given by the mailbox's click (and when), withdrawn
 * by an unsubscribe, or not given at all (an address typed and never confirmed).
 */
export function consentText(
  s: { status: string; confirmedAt: Date | string | null; unsubscribedAt: Date | string | null },
  imported?: { consentSource: string | null; consentAt: Date | string | null } | null,
): string {
  const withdrawn = s.status === "unsubscribed" ? `; unsubscribed ${consoleTime(s.unsubscribedAt)}` : "";
  // An imported list's person whose consent the operator stated: that statement is the evidence, not a click here.
  if (imported?.consentSource) return `Stated in an imported list: “${imported.consentSource}”, ${consoleTime(imported.consentAt)}${s.status === "unsubscribed" ? `; withdrawn: unsubscribed ${consoleTime(s.unsubscribedAt)}` : ""}`;
  if (s.confirmedAt === null) return `Not given: no list was confirmed from the mailbox${withdrawn}`;
  return `Given by the mailbox's click, ${consoleTime(s.confirmedAt)}${s.status === "unsubscribed" ? `; withdrawn: unsubscribed ${consoleTime(s.unsubscribedAt)}` : ""}`;
}

/** The kinds of list in the Subscribers filter. */
export const LIST_KIND_LABELS: Record<string, string> = { launch: "Launch", newsletter: "Newsletter", course: "A course's list", wish: "A wish's list" };

/** A message's kind in the console's words; a kind without a label shows as it is stored. */
export const messageKindLabel = (kind: string) => MESSAGE_KIND_LABELS[kind] ?? kind;

/** A list in the console's words, never its key ("course:7"): "Launch", "Newsletter", "Course “Jazz Piano”", "Wish “jazz”". */
export function consoleListLabel(l: { list: string; courseTitle?: string | null; wishConcept?: string | null }): string {
  switch (l.list) {
    case "launch":
      return "Launch";
    case "newsletter":
      return "Newsletter";
    case "course":
      return `Course “${l.courseTitle ?? "?"}”`;
    case "wish":
      return `Wish “${l.wishConcept ?? "?"}”`;
    default:
      return l.list;
  }
}

/**
 * A campaign (messages.campaign: newsletter:3, launch, course_opened:7, asked_class_open:7,
 * invitation:2 (a launch wave), sequence:4 (a step), or a message kind) in the console's words, with
 * the newsletter's subject, the step's or the course's title it names.
 */
export function campaignLabel(key: string, names: { courses: ReadonlyMap<number, string>; newsletters: ReadonlyMap<number, string>; steps?: ReadonlyMap<number, string> }): string {
  const [kind = key, id] = key.split(":");
  const label = messageKindLabel(kind);
  if (id === undefined) return label;
  if (kind === "invitation") return `Launch wave ${id}`;
  const name = (kind === "newsletter" ? names.newsletters : kind === "sequence" ? names.steps : names.courses)?.get(Number(id));
  return name === undefined ? `${label} #${id}` : `${label}: “${name}”`;
}

/** Where an address was first given (subscribers.source), in the console's words. */
export const SOURCE_LABELS: Record<string, string> = {
  search: "the prompt after a search",
  course: "a course's Register prompt",
  seat: "a course's Reserve form",
  newsletter: "a newsletter form",
  wish: "a class wish's page",
  import: "an imported list",
};

// Texts of the confirmation and unsubscribe pages.
import { courseListPhrase, type CourseStatus } from "../schemas/course.ts";
import { launchWhen } from "../schemas/site-content.ts";

export const confirmCopy = {
  title: "Confirm your subscription",
  intro: (address: string) => `One step left: confirm that Classwish may e-mail ${address} about:`,
  /** Why the e-mail's button leads to another one (GET confirms nothing). */
  why: "We ask for this press, not just the click in the e-mail, so that a program scanning links in your mailbox cannot subscribe you.",
  button: "Confirm my subscription",
  doneTitle: "Thank you, you're confirmed!",
  doneIntro: (address: string) => `Here is what ${address} will hear about:`,
  alreadyTitle: "You're already confirmed",
  expiredTitle: "This confirmation link has expired",
  expiredIntro: "Confirmation links work for 7 days. We can send you a new one.",
  resend: "Send me a new link",
  resentTitle: "A new link is on its way",
  unsubscribedTitle: "This address has unsubscribed",
  unsubscribedIntro: "We will not write to it. To hear from us again, open the Unsubscribe link in any of our e-mails and press Subscribe again.",
  invalidTitle: "This link is not valid",
  invalidIntro: "It may be incomplete: please open the link from the e-mail again, or subscribe anew from the home page.",
  nothingElse: "We never share your address with third parties, and every e-mail has an unsubscribe link.",
} as const;

export const unsubscribeCopy = {
  title: "Unsubscribe from Classwish",
  subscribedIntro: "You are on our list. Unsubscribing removes you from every list at once: launch news, the monthly newsletter, course openings and class wishes.",
  button: "Unsubscribe",
  doneTitle: "You're unsubscribed",
  doneIntro: "You will not receive any more e-mails from Classwish. Mail that was waiting to be sent has been cancelled.",
  resubscribe: "Subscribe again",
  resubscribeIntro: "Changed your mind? Choose what to hear about again; we will ask you to confirm by e-mail first.",
  resubscribeLegend: "Subscribe again to",
  nothingChosen: "Tick at least one list to subscribe again.",
  resubscribedTitle: "Welcome back!",
  resubscribed: "Your subscription starts once you confirm it. We asked to confirm:",
  awaiting: "You asked to subscribe again: your subscription starts once you confirm it with the link we e-mailed you.",
  invalidTitle: "This link is not valid",
  invalidIntro: "Please use the unsubscribe link from one of our e-mails, or write to support and we will remove you.",
} as const;

/** The unsubscribe page's part about the seats a person holds: a seat is not a list, and its mail is the service they asked for. */
export const unsubscribeSeatsCopy = {
  title: "Your seats",
  intro: (unsubscribed: boolean) =>
    `${unsubscribed ? "Unsubscribing did not give up" : "Unsubscribing does not give up"} a seat. We still e-mail you what a seat needs — reminders before the first class, a new time, the joining link — and nothing else. Keep each seat, or release it for the next person.`,
  seat: (s: { courseTitle: string; state: "held" | "waiting" }) => (s.state === "held" ? `A seat in “${s.courseTitle}”` : `A place on the waitlist of “${s.courseTitle}”`),
  keep: "Keep",
  release: "Release…",
  keepName: (s: { courseTitle: string; state: "held" | "waiting" }) => (s.state === "held" ? `Keep my seat in “${s.courseTitle}”` : `Stay on the waitlist of “${s.courseTitle}”`),
  releaseName: (s: { courseTitle: string; state: "held" | "waiting" }) => (s.state === "held" ? `Release my seat in “${s.courseTitle}”` : `Leave the waitlist of “${s.courseTitle}”`),
  kept: (s: { courseTitle: string; state: "held" | "waiting" }) =>
    s.state === "held"
      ? `Kept: your seat in “${s.courseTitle}” stays yours, and its reminders and joining link still come to this address.`
      : `Kept: your place on the waitlist of “${s.courseTitle}” stays, and we still e-mail you when a seat is yours.`,
  released: (s: { courseTitle: string; state: "held" | "waiting" }) =>
    s.state === "held"
      ? `Released: your seat in “${s.courseTitle}” went to the next person on the waitlist. Nothing more will come about this class.`
      : `Released: you left the waitlist of “${s.courseTitle}”. Nothing more will come about this class.`,
} as const;

/** A list in a person's words; the launch list names when general availability is planned (the operator's date, else the target month). */
export function listLabel(
  m: { list: string; courseTitle: string | null; courseStatus?: CourseStatus | null; wishConcept?: string | null },
  launchDate: string | null = null,
): string {
  switch (m.list) {
    case "launch":
      return `When Classwish launches (general availability planned for ${launchWhen(launchDate)})`;
    case "newsletter":
      return "Our monthly newsletter: news and articles";
    case "wish":
      return `When the class wish “${m.wishConcept ?? "your class"}” becomes a class`;
    default:
      // Said as the course is now: after it opened, "when it opens" would no longer be true.
      return courseListPhrase(m.courseTitle ?? "your course", m.courseStatus);
  }
}

/**
 * An address as the confirmation page shows it: enough for its owner to recognise, not enough to
 * read off a forwarded link. The domain stays whole; the name keeps its first one or two letters.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  const name = email.slice(0, at);
  return `${name.slice(0, name.length > 3 ? 2 : 1)}•••${email.slice(at)}`;
}

import type { ConfirmationTiming } from "../schemas/subscription-kinds.ts";

// Texts of the course page (/courses/{slug}) and of a seat's page (/seats?token=…).

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const later = (minutes: number) => (minutes < 90 ? plural(minutes, "minute") : `${Math.round(minutes / 60)} hours`);

export const coursePage = {
  back: "All courses",
  facts: {
    instructor: "Instructor",
    category: "Category",
    price: "Price",
    duration: "Duration",
    starts: "First class",
    weekly: "Then weekly",
    classSize: "Class size",
    seatsLeft: "Seats left",
  },
  classSize: (n: number) => plural(n, "learner"),
  seatsLeft: (left: number, size: number) => `${left} of ${size}`,
  notAnnounced: "To be announced",
  singaporeTime: "Singapore time (UTC+8)",
  yourTime: (when: string, zone: string) => `${when} in your time zone (${zone})`,
  registerTitle: "Registration is open",
  registerIntro:
    "Seats are not taken yet: register your interest, and leave your e-mail on the next page to hear when the course opens for seats.",
  reserveTitle: "Reserve a seat",
  reserveIntro: (left: number) =>
    `${plural(left, "seat")} left. Enter your e-mail and we'll send you a link: your seat is held when you press it. Seats go in the order people confirm them.`,
  waitlistTitle: "Join the waitlist",
  waitlistIntro:
    "Every seat is taken. Enter your e-mail and confirm it from the link we send you to join the waitlist: when a seat is released, it goes to the first person on the waitlist, and we e-mail them.",
  emailLabel: "Email address",
  emailPlaceholder: "you@example.com",
  reserve: "Reserve a seat",
  joinWaitlist: "Join the waitlist",
  sentTitle: "Check your inbox",
  /** waitlist: the class was full when the form was sent, so the link joins its waitlist (the e-mail says so too). */
  sent: (t: ConfirmationTiming, waitlist = false) =>
    t.when === "now"
      ? waitlist
        ? "We've e-mailed you a link to join the waitlist. Nothing is held until you press it: then you have a place on the waitlist (or a seat, if one was released meanwhile)."
        : "We've e-mailed you a link. Nothing is held until you press it: then you have a seat if one is left, or a place on the waitlist."
      : // Held back by the mailbox's budget: a stranger's typing must not fill an inbox. Say why, that
        // nothing is held meanwhile, and how the owner skips the wait (a browser that proved the mailbox).
        `This address has had several e-mails from us lately, so, to keep strangers from filling an inbox, this link follows in about ${later(t.minutes)}. ` +
        `Nothing is held until you press it, and ${waitlist ? "places on the waitlist" : "seats"} go in the order people confirm them. ` +
        "Is it your address? Press the button in an earlier e-mail from us in this browser, then ask again here: your link then comes at once.",
  closedTitle: "This course is closed",
  closedIntro: "It no longer takes registrations or seats. Other courses are on the home page.",
  notOpen: "This course is not open for seats yet.",
  notOpenClosed: "This course is closed: it no longer takes seats.",
  jsonLdProvider: "Classwish",
} as const;

/**
 * What a seat costs and what comes next, in the same words on every seat page and in every seat
 * e-mail: reserving is free, and each state says what the person will hear from us and when.
 */
export const seatPromise = {
  free: "Reserving is free: nothing is charged to hold a seat or a place on the waitlist.",
  nextPending: (waitlist: boolean) =>
    waitlist
      ? "Next: press the button to join the waitlist. When a seat is released it goes to the first person waiting, and we e-mail you the moment it is yours."
      : "Next: press the button to take a seat. If the class fills up first, you join its waitlist instead, and we e-mail you when a seat is yours.",
  nextHeld:
    "Next: we e-mail you a receipt with the schedule and a calendar file, then reminders 24 hours and 1 hour before the first class, with the joining link.",
  /** In the receipt itself (and "a seat is yours", which is one): the reminders are what comes next. */
  nextAfterReceipt: "Next: reminders 24 hours and 1 hour before the first class, with the joining link.",
  nextWaiting: "Next: nothing to do. When a seat is released it goes to the first person waiting, and we e-mail you the moment it is yours.",
  nextReleased: "Nothing more will come about this class unless you reserve again.",
} as const;

/** The seat's own page: what the link in its e-mails shows and does. */
export const seatPage = {
  metaTitle: "Your seat",
  pendingTitle: "Confirm your seat",
  pendingIntro: (address: string, course: string) => `Reserve a seat in “${course}” for ${address}?`,
  /** A full class: the click joins the waitlist, and the page says so before it. */
  pendingWaitlistTitle: "Join the waitlist",
  pendingWaitlistIntro: (address: string, course: string) => `“${course}” is full. Put ${address} on its waitlist?`,
  joinWaitlist: "Join the waitlist",
  why: "We ask you to press this button (rather than confirming when the link is opened) so that a mail scanner opening links cannot take a seat for you.",
  confirm: "Confirm my seat",
  heldTitle: (justNow: boolean) => (justNow ? "Your seat is confirmed" : "You have a seat"),
  heldIntro: (address: string, course: string) => `A seat in “${course}” is held for ${address}.`,
  waitingTitle: (justNow: boolean) => (justNow ? "You're on the waitlist" : "You're on the waitlist"),
  waitingIntro: (course: string, position: number) =>
    position === 1
      ? `“${course}” is full. You are first on its waitlist: the next seat released is yours, and we'll e-mail you when it is.`
      : `“${course}” is full. You are number ${position} on its waitlist; we'll e-mail you when a seat is yours.`,
  position: "Your place on the waitlist",
  release: "Release my seat",
  leave: "Leave the waitlist",
  releaseLead: "Can't come after all? Give your place to the next person.",
  /** The question before a release (a plain form post, so it works without JavaScript too). */
  releaseAskTitle: (waiting: boolean) => (waiting ? "Leave the waitlist?" : "Release your seat?"),
  releaseAsk: (course: string, waiting: boolean) =>
    waiting
      ? `You will lose your place on the waitlist of “${course}”. If you reserve again later, you join at the end.`
      : `Your seat in “${course}” goes at once to the next person on the waitlist. If you change your mind later, you can reserve again only if a seat is free.`,
  releaseYes: (waiting: boolean) => (waiting ? "Yes, leave the waitlist" : "Yes, release my seat"),
  releaseNo: (waiting: boolean) => (waiting ? "Stay on the waitlist" : "Keep my seat"),
  scheduleTitle: "When the class meets",
  notAnnounced: "The schedule is not announced yet. Once it is set, your reminders come 24 hours and 1 hour before the first class.",
  addToCalendar: "Add to your calendar",
  googleCalendar: "Google Calendar",
  outlookCalendar: "Outlook",
  calendarNote: "The calendar file in your receipt e-mail holds every session.",
  releasedTitle: "Your seat is released",
  releasedIntro: (course: string) => `You no longer hold a seat or a place in “${course}”. You can reserve again from the course's page while seats or the waitlist are open.`,
  expiredTitle: "This link has expired",
  expiredIntro: "Links to confirm a seat work for 7 days. Reserve again from the course's page and we'll send you a new one.",
  notOpenTitle: "Seats are not open",
  notOpenIntro: (course: string) => `“${course}” is not taking seats at the moment, so nothing was reserved.`,
  invalidTitle: "This link doesn't work",
  invalidIntro: "It may be incomplete: please open the link from the e-mail again.",
  toCourse: "See the course",
} as const;

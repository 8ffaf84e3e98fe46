// Texts of the trial-course parts of the landing page (section, cards, registration notices).

/** Characters of a concept a heading quotes; a longer one is cut at a word's end. */
const QUOTED_MAX = 60;

/**
 * A concept as a heading quotes it: whole, or cut after its last whole word within QUOTED_MAX
 * characters and marked with an ellipsis, so a heading never ends in half a word ("…like to lea").
 */
export function quotedConcept(concept: string, max = QUOTED_MAX): string {
  const text = concept.trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const lastSpace = cut.search(/\s\S*$/);
  const words = (lastSpace > 0 ? cut.slice(0, lastSpace) : text.slice(0, max)).replace(/[\s,;:.!?-]+$/, "");
  return `${words}…`;
}

export const coursesCopy = {
  heading: "Upcoming Trial Courses",
  register: "Register",
  /** The button's accessible name: it starts with the visible "Register" and names the course. */
  registerFor: (title: string) => `Register for “${title}”`,
  /** The card's action when seats are open or the class is full: a link to the course page's form. */
  reserve: "Reserve a seat",
  reserveIn: (title: string) => `Reserve a seat in “${title}”`,
  /** The card's Register button once this page has recorded the interest. */
  registered: "Registered",
  registeredFor: (title: string) => `Registered for “${title}”`,
  joinWaitlist: "Join the waitlist",
  joinWaitlistFor: (title: string) => `Join the waitlist for “${title}”`,
  instructorLabel: "Instructor",
  ratingLabel: (score: number, count: number) => `Rated ${score} out of 5 by ${count} ${count === 1 ? "learner" : "learners"}`,
  durationLabel: "Duration",
  priceLabel: "Price",
  categoryLabel: "Category",
  levelLabel: "Status",
  related: (concept: string) => `Trial courses close to “${quotedConcept(concept)}”`,
  /** A search no trial course matches: the wish itself is what was recorded. */
  noMatchTitle: (concept: string) => `No trial course matches “${quotedConcept(concept)}” yet`,
  noMatch: "Your wish is noted: the classes people ask for most are the ones we plan first.",
} as const;

/** Carousel controls (narrow screens): names a screen reader announces. */
export const carouselCopy = {
  previous: "Previous course",
  next: "Next course",
  pause: "Pause automatic scrolling",
  play: "Resume automatic scrolling",
  slide: (index: number, total: number) => `${index} of ${total}`,
  position: (index: number, total: number, title: string) => `Course ${index} of ${total}: ${title}`,
} as const;

/** The wide screens' course row: previous/next move it by most of a view. */
export const rowCopy = {
  previous: "Show earlier courses",
  next: "Show more courses",
} as const;

export const registrationToasts = {
  /** The prompt was filled in for a course (specification, error catalogue). */
  emailThanks: (course: string) => `Thank you! You'll be notified when “${course}” opens.`,
  /** An e-mail was already on the device and on the course's list: nothing is left to do (specification, error catalogue). */
  allSet: (course: string) => `You're all set! We'll notify you when “${course}” begins.`,
  /** The visitor skipped the e-mail: the registration is confirmed, no e-mail is promised. */
  registered: (course: string) => `You're registered for “${course}”.`,
  registeredDescription: "We've saved your interest in this course.",
  emailMeAction: "Email me when it opens",
  failed: "We couldn't register your interest",
} as const;

/**
 * /register: the page a visitor without JavaScript gets after pressing Register (with JavaScript
 * the toasts above say the same in place). Reuses their wording where the meaning is the same.
 */
export const registerPage = {
  metaTitle: "Register for a trial course",
  metaDescription: "Your registration of interest in a Classwish trial course.",
  doneTitle: "You're registered",
  /** Asked when the server knows no address for this visitor (the prompt's question). */
  emailLead: "Want a reminder when class begins? Leave your email so we can notify you - no spam, no login required.",
  emailLabel: "Email address",
  emailPlaceholder: "you@example.com",
  back: "Back to the courses",
  unknownTitle: "Course not found",
  unknown: "We couldn't find that course. It may no longer be offered; the current ones are on the home page.",
  closedTitle: "Registration closed",
  closed: (course: string) => `Registration for “${course}” is closed.`,
  invalidTitle: "We couldn't tell which course you chose",
  invalid: "Nothing was saved. Please go back to the courses and press Register on the one you want.",
  limitedTitle: "Too many requests",
  /** A plain visit to /register (nothing was posted). */
  visitTitle: "Register for a trial course",
  visitIntro: "Choose one of our upcoming trial courses and press its Register button.",
  visitLink: "See the courses",
} as const;

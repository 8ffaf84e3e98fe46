import { BUDGET, CLASS_SIZE, formatPrice } from "../schemas/limits.ts";
import type { CatalogRanges } from "../schemas/course.ts";
import { launchWhen } from "../schemas/site-content.ts";
import { SUPPORT_EMAIL_TOKEN as SUPPORT, type QaTopic } from "./qa.ts";

// Questions a visitor of the waitlist asks, answered consistently with the rest of the site: the
// budget and class-size limits come from limits.ts, the course prices and durations from the catalog
// (the courses offered now, read for every page), the launch date from the operator (console Site page).

/** Where an answer says when Classwish launches: replaced by faqFor() with the operator's date. */
const LAUNCH = "{launch}";
/** Where an answer says what the trial courses cost and how long they run: replaced from the catalog. */
const CATALOG = "{catalog}";

const range = (min: string, max: string) => (min === max ? min : `from ${min} to ${max}`);
const weeks = (n: number) => `${n} week${n === 1 ? "" : "s"}`;

/** The trial courses' prices and lengths as the catalog has them now: no figure the catalog does not hold. */
export function catalogSentence(catalog: CatalogRanges | null): string {
  if (!catalog) return "Trial courses are announced here as they are planned.";
  const price = catalog.price ? `Trial courses are listed ${range(formatPrice(catalog.price.min), formatPrice(catalog.price.max))} per course` : "Trial courses are listed per course";
  const length = catalog.weeks.min === catalog.weeks.max ? weeks(catalog.weeks.min) : `${catalog.weeks.min} to ${weeks(catalog.weeks.max)}`;
  return `${price} and run for ${length}.`;
}

/** The launch sentence: the operator's date, or (none set) the target month and a promise of the date. */
export const launchSentence = (launchDate: string | null) =>
  launchDate
    ? `General availability is planned for ${launchWhen(launchDate)}.`
    : `General availability is planned for ${launchWhen(null)}: we will announce the date here, and by e-mail to everyone on the waitlist.`;

export const faq: QaTopic = {
  title: "Frequently asked questions",
  intro: "About live classes, the launch, prices, class sizes and our e-mails.",
  items: [
    {
      question: "What is a live class?",
      answer: [
        "A class that happens in real time: you join a session with a teacher and other learners, ask questions, and take part through an interactive floating window.",
        "Doubts are clarified on the spot, not in a comment thread days later.",
      ],
    },
    {
      question: "When does Classwish launch?",
      answer: [
        `${LAUNCH} Trial courses are open for registration now.`,
        "Leave your e-mail address and we will tell you when the service launches.",
      ],
    },
    {
      question: "How much does it cost, and in which currency?",
      answer: [
        `Prices are in Singapore dollars (S$). ${CATALOG}`,
        `When you customize a class, you tell us your budget: anything from ${formatPrice(BUDGET.min)} to ${formatPrice(BUDGET.max)}.`,
        "Nothing is charged now, and we never ask for payment details on the waitlist.",
      ],
    },
    {
      question: "How big are the classes?",
      answer: [
        `You choose: from ${CLASS_SIZE.min} learner (one-to-one) to ${CLASS_SIZE.max} learners. We use the sizes people ask for to plan the classes we run.`,
      ],
    },
    {
      question: "What does registering for a course mean?",
      answer: [
        "It tells us you want that course. It is free and is not a booking or a payment.",
        "If you leave your e-mail address, we notify you when the course opens.",
      ],
    },
    {
      question: "Do I need an account?",
      answer: ["No. There is no sign-in and no login. An e-mail address is optional, only to hear from us."],
    },
    {
      question: "Can I ask for a topic that is not listed?",
      answer: [
        "Yes, that is what the home page is for: describe the class you want (topic, budget and class size) and press Confirm. The most requested classes are the ones we plan first.",
      ],
    },
    {
      question: "How do I stop your e-mails?",
      answer: [
        "Use the unsubscribe link at the bottom of every e-mail we send, and press Unsubscribe on the page it opens (or your mail app's own Unsubscribe button, where it shows one).",
        `Or write to ${SUPPORT} and we will take you off the list.`,
      ],
    },
  ],
};

/** The FAQ with the launch date the operator set (or the sentence for none). */
export const faqFor = (launchDate: string | null, catalog: CatalogRanges | null = null): QaTopic => ({
  ...faq,
  items: faq.items.map((item) => ({
    ...item,
    answer: item.answer.map((p) => p.replace(LAUNCH, launchSentence(launchDate)).replace(CATALOG, catalogSentence(catalog))),
  })),
});
